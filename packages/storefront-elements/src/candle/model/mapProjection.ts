/**
 * The offline map's geometry (docs/decisions/0028): an equirectangular world, 2:1, in SVG user units.
 * Markers are placed with this pure function in the element's first view (server render included);
 * the land, drawn once at build time (scripts/candleLand.ts, docs/decisions/0060), uses d3-geo's
 * geoEquirectangular fitted to the same box, so both agree to the pixel (scripts/candleLand.test.ts
 * holds this function to d3-geo's projection).
 */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 480;

export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

/** Latitude/longitude in degrees (spec §3 candle metadata) → a point of the MAP_WIDTH × MAP_HEIGHT box. */
export function projectToMap(latitude: number, longitude: number): MapPoint {
  const lat = Math.max(-90, Math.min(90, latitude));
  const lon = ((((longitude + 180) % 360) + 360) % 360) - 180;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round(((lon + 180) / 360) * MAP_WIDTH), y: round(((90 - lat) / 180) * MAP_HEIGHT) };
}

/**
 * The part of the world the map shows: 80°N to 58°S (no polar ice, where no candle lives), all
 * longitudes; its aspect ratio is the box the first view reserves (styles.css).
 */
export const MAP_VIEW_BOX = { top: 27, width: MAP_WIDTH, height: 368 } as const;

/**
 * A marker's target radius in map units: at the map's narrowest (styles.css, 900px wide) a target is
 * at least 24 CSS px across (WCAG 2.5.8) and the closest two (Positano, Oia) do not overlap.
 */
export const MARKER_HIT_RADIUS = 13;

/** One marker of the map: its candle's name and place, projected. */
export interface MapMarker extends MapPoint {
  readonly url: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** The markers of the candles, in their order (spec §3 metadata latitude, longitude). */
export function mapMarkers(
  places: readonly { url: string; name: string; latitude: number; longitude: number }[],
): MapMarker[] {
  return places.map((place) => ({ ...place, ...projectToMap(place.latitude, place.longitude) }));
}

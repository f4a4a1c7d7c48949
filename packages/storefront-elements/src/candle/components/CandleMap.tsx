import { LAND_IMAGE_FILE } from 'virtual:pc-candle-land';
import { assetUrl, readPageConfig, useHost, useMessages } from '@pc/shared';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { GoogleMapHandle, MapCandle } from '../behaviour/candleMapsService.ts';
import { candleMessages } from '../messages/index.ts';
import { MAP_VIEW_BOX, MARKER_HIT_RADIUS, type MapMarker } from '../model/mapProjection.ts';

/** The map's whole drawn box: the sea, the land image and the land painted through it. */
const WHOLE_MAP = {
  x: 0,
  y: MAP_VIEW_BOX.top,
  width: MAP_VIEW_BOX.width,
  height: MAP_VIEW_BOX.height,
} as const;

export interface CandleMapProps {
  readonly markers: readonly MapMarker[];
  readonly selected: number;
  onSelect(index: number): void;
}

/** The light-DOM container Google's map draws into, slotted into the element (behaviour/candleMapsService.ts). */
const MAP_SLOT = 'map';

/** The mask the land's image cuts, so the land takes `--pc-candle-land` (one per shadow root). */
const LAND_MASK = 'pc-candle-land';

/**
 * spec §2 Candle landing page: a map of the candles with a marker each (docs/decisions/0028). The box,
 * the land and the markers are in the first view (server render included) at a fixed aspect ratio.
 * The land is an image drawn once at build time (docs/decisions/0060), cut as a mask out of a shape
 * painted with `--pc-candle-land`; with a `mapsKey` the maps service arrives from a chunk only this
 * page loads, into the same box, so nothing moves. Markers are buttons named after their candle; the
 * current one is pressed.
 */
export function CandleMap({ markers, selected, onSelect }: CandleMapProps) {
  const m = useMessages(candleMessages);
  const host = useHost();
  const [google, setGoogle] = useState(false);
  const googleMap = useRef<GoogleMapHandle | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const places = useRef<MapCandle[]>([]);
  places.current = markers.map(({ name, latitude, longitude }) => ({ name, latitude, longitude }));

  // After mount (never while rendering: decision 0024): the maps service with a key; without one the
  // offline map of the first view stays as it is.
  useEffect(() => {
    const key = readPageConfig().mapsKey;
    if (!key || navigator.onLine === false) return;
    let stopped = false;
    const container = document.createElement('div');
    container.slot = MAP_SLOT;
    host.append(container);
    import('../behaviour/candleMapsService.ts')
      .then(({ mountGoogleMap }) =>
        mountGoogleMap(container, key, places.current, selectedRef.current, (index) =>
          onSelectRef.current(index),
        ),
      )
      .then((handle) => {
        if (stopped) return handle.destroy();
        googleMap.current = handle;
        // The shopper may have chosen another candle while the service loaded.
        handle.select(selectedRef.current);
        setGoogle(true);
      })
      .catch(() => {
        // Offline, a refused key or a blocked script: the offline map, still under it, shows.
        container.remove();
      });
    return () => {
      stopped = true;
      googleMap.current?.destroy();
      googleMap.current = null;
      container.remove();
    };
  }, [host]);

  // The chosen candle in view: the map pans (maps service) or its scroll box centres the marker.
  useEffect(() => {
    googleMap.current?.select(selected);
    const box = viewport.current;
    const marker = markers[selected];
    if (!box || !marker || box.scrollWidth <= box.clientWidth) return;
    const svgWidth = box.scrollWidth;
    box.scrollLeft = (marker.x / MAP_VIEW_BOX.width) * svgWidth - box.clientWidth / 2;
  }, [selected, markers]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(index);
  };

  return (
    <section className={google ? 'map map--service' : 'map'} part="map" aria-label={m.mapLabel}>
      <slot name={MAP_SLOT} />
      <div className="map__viewport" ref={viewport}>
        <svg
          className="map__svg"
          viewBox={`0 ${MAP_VIEW_BOX.top} ${MAP_VIEW_BOX.width} ${MAP_VIEW_BOX.height}`}
        >
          <title>{m.mapTitle}</title>
          <rect className="map__sea" {...WHOLE_MAP} />
          <mask id={LAND_MASK} className="map__land-mask">
            <image href={assetUrl(`/elements/${LAND_IMAGE_FILE}`)} {...WHOLE_MAP} />
          </mask>
          <rect className="map__land" {...WHOLE_MAP} mask={`url(#${LAND_MASK})`} />
          {markers.map((marker, index) => (
            // biome-ignore lint/a11y/useSemanticElements: an SVG marker cannot be a <button>; it is one by role and keys
            <g
              key={marker.url}
              className={index === selected ? 'marker marker--selected' : 'marker'}
              part={index === selected ? 'marker marker-selected' : 'marker'}
              role="button"
              tabIndex={0}
              aria-label={marker.name}
              aria-pressed={index === selected}
              transform={`translate(${marker.x} ${marker.y})`}
              onClick={() => onSelect(index)}
              onKeyDown={onKeyDown(index)}
            >
              <circle className="marker__target" r={MARKER_HIT_RADIUS} />
              <circle className="marker__dot" r={MARKER_HIT_RADIUS / 2} />
            </g>
          ))}
        </svg>
      </div>
    </section>
  );
}

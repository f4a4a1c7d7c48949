import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { type GeoProjection, geoEquirectangular, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
import {
  MAP_HEIGHT,
  MAP_VIEW_BOX,
  MAP_WIDTH,
} from '../packages/storefront-elements/src/candle/model/mapProjection.ts';

/**
 * The offline candle map's land (docs/decisions/0028, 0060), drawn once at build time instead of in
 * every shopper's browser: Natural Earth's 1:110m land (world-atlas) projected with d3-geo's
 * equirectangular projection into the box the markers use (model/mapProjection.ts), clipped to the
 * part of the world the map shows, written as one SVG file with a content hash beside the element
 * scripts (dist/elements/candle-land-<hash>.svg). The store serves it compressed and cached for a
 * year (scripts/compress.ts, store-server static/cacheControl.ts); <pc-candle> names it through the
 * `virtual:pc-candle-land` module, so no d3-geo, topojson-client or world-atlas reaches the browser.
 */

/** The land's colour in the file; on the page the element paints it with `--pc-candle-land` (an alpha mask). */
export const LAND_FILL = '#c9c2b2';

/** Each point is kept to a tenth of a map unit (under a tenth of a CSS pixel at the map's widest). */
const STEP = 0.1;

/** A number as short as SVG path data allows: `.5`, `-.5`, `12.3`. */
const short = (value: number): string => {
  const text = String(Math.round(value * 10) / 10);
  return text.replace(/^(-?)0\./, '$1.');
};

/**
 * Path data for rings of points: `M x y` then relative line-tos, one `z` per ring. Points are rounded
 * to STEP first and the differences taken between rounded points, so rounding never adds up along a
 * ring; a point equal to the previous one after rounding is dropped.
 */
export const compactPath = (rings: readonly (readonly (readonly [number, number])[])[]): string => {
  let data = '';
  for (const ring of rings) {
    const points = ring
      .map(([x, y]) => [Math.round(x / STEP), Math.round(y / STEP)] as const)
      .filter((point, index, all) => {
        const previous = all[index - 1];
        return !previous || point[0] !== previous[0] || point[1] !== previous[1];
      });
    const [first, ...rest] = points;
    if (!first || rest.length < 2) continue;
    let previous = first;
    let numbers = '';
    const push = (value: number) => {
      const text = short(value * STEP);
      // A minus sign, or a leading dot after a number that already has one, separates by itself.
      const joined =
        numbers === '' || text.startsWith('-') || (text.startsWith('.') && /\.\d*$/.test(numbers));
      numbers += joined ? text : ` ${text}`;
    };
    for (const point of rest) {
      push(point[0] - previous[0]);
      push(point[1] - previous[1]);
      previous = point;
    }
    data += `M${short(first[0] * STEP)} ${short(first[1] * STEP)}l${numbers}z`;
  }
  return data;
};

/**
 * d3-geo's equirectangular world in the MAP_WIDTH × MAP_HEIGHT box: the projection the land is drawn
 * with, and the one the markers' pure projection (model/mapProjection.ts projectToMap) is tested against.
 */
export const landProjection = (): GeoProjection =>
  geoEquirectangular()
    .scale(MAP_WIDTH / (2 * Math.PI))
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2])
    .precision(0.5);

/** The rings d3-geo draws for the land, in map units (a path context that records instead of drawing). */
export const landRings = (): [number, number][][] => {
  const topology = createRequire(import.meta.url)('world-atlas/land-110m.json') as Topology<{
    land: GeometryCollection;
  }>;
  const { top, height } = MAP_VIEW_BOX;
  // Only what the map shows (80°N to 58°S): Antarctica and the Arctic's ice would be drawn unseen.
  const projection = landProjection().clipExtent([
    [0, top],
    [MAP_WIDTH, top + height],
  ]);
  const rings: [number, number][][] = [];
  let ring: [number, number][] = [];
  geoPath(projection, {
    beginPath: () => {},
    moveTo: (x, y) => {
      ring = [[x, y]];
      rings.push(ring);
    },
    lineTo: (x, y) => {
      ring.push([x, y]);
    },
    closePath: () => {},
    arc: () => {},
  })(feature(topology, topology.objects.land));
  return rings;
};

export interface LandImage {
  /** `candle-land-<hash>.svg` */
  readonly fileName: string;
  readonly svg: string;
}

/** The land as an SVG file exactly the size of the map's view box, named by its content. */
export const landImage = (): LandImage => {
  const { top, width, height } = MAP_VIEW_BOX;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${top} ${width} ${height}" width="${width}" height="${height}">` +
    `<path fill="${LAND_FILL}" d="${compactPath(landRings())}"/></svg>\n`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { fileName: `candle-land-${hash}.svg`, svg };
};

export const CANDLE_LAND_MODULE = 'virtual:pc-candle-land';
const RESOLVED = `\0${CANDLE_LAND_MODULE}`;

/**
 * `import { LAND_IMAGE_FILE } from 'virtual:pc-candle-land'`: the land's file name. With `emit` (the
 * element build) the file itself is written into the build's output when an element imports it; the
 * server render build and the unit tests only need its name.
 */
export const candleLandPlugin = ({ emit }: { emit: boolean }): Plugin => {
  let image: LandImage | undefined;
  let imported = false;
  const get = () => {
    image ??= landImage();
    return image;
  };
  return {
    name: 'pc-candle-land',
    resolveId: (id) => (id === CANDLE_LAND_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      imported = true;
      return `export const LAND_IMAGE_FILE = ${JSON.stringify(get().fileName)};\n`;
    },
    generateBundle() {
      if (emit && imported) this.emitFile({ type: 'asset', fileName: get().fileName, source: get().svg });
    },
  };
};

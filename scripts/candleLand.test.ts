import { describe, expect, it } from 'vitest';
import {
  MAP_VIEW_BOX,
  projectToMap,
} from '../packages/storefront-elements/src/candle/model/mapProjection.ts';
import { compactPath, LAND_FILL, landImage, landProjection, landRings } from './candleLand.ts';
import { brotli } from './compress.ts';

// docs/decisions/0060: <pc-candle>'s offline land is drawn once at build time, and the markers keep
// their pure projection (decision 0028). These tests hold the file to d3-geo's drawing and the
// markers to d3-geo's projection, so each marker stays on its place.

/** Absolute points of each ring of compact path data (`M x y l dx dy … z`). */
const parseRings = (data: string): [number, number][][] =>
  data
    .split('z')
    .filter(Boolean)
    .map((ring) => {
      const [start, moves = ''] = ring.slice(1).split('l');
      const numbers = (text: string | undefined) =>
        [...(text ?? '').matchAll(/-?(?:\d+(?:\.\d*)?|\.\d+)/g)].map((match) => Number(match[0]));
      const [x0 = 0, y0 = 0] = numbers(start);
      const deltas = numbers(moves);
      const points: [number, number][] = [[x0, y0]];
      for (let i = 0; i < deltas.length; i += 2) {
        const [x, y] = points[points.length - 1]!;
        points.push([x + deltas[i]!, y + (deltas[i + 1] ?? Number.NaN)]);
      }
      return points;
    });

describe('compactPath', () => {
  it.each([
    [
      'a triangle',
      [
        [0, 0],
        [10, 0],
        [10, 5],
      ],
      'M0 0l10 0 0 5z',
    ],
    [
      'tenths without their zero, a minus sign as separator',
      [
        [1.25, 2],
        [1.5, 2.5],
        [0.5, 2],
      ],
      'M1.3 2l.2.5-1-.5z',
    ],
    [
      'a whole number then a tenth stays apart',
      [
        [0, 0],
        [12, 0],
        [12, 0.5],
      ],
      'M0 0l12 0 0 .5z',
    ],
    [
      'a point equal to the last after rounding is dropped',
      [
        [0, 0],
        [0.01, 0],
        [3, 0],
        [3, 3],
      ],
      'M0 0l3 0 0 3z',
    ],
    [
      'rounding never adds up along a ring',
      [
        [0, 0],
        [0.14, 0],
        [0.28, 0],
        [0.42, 0],
        [0.42, 1],
      ],
      'M0 0l.1 0 .2 0 .1 0 0 1z',
    ],
  ] as const)('%s', (_, ring, data) => {
    expect(compactPath([ring as unknown as [number, number][]])).toBe(data);
  });

  it('leaves out a ring with fewer than three points', () => {
    expect(
      compactPath([
        [
          [0, 0],
          [5, 5],
        ],
      ]),
    ).toBe('');
  });
});

describe('landImage (the file the build writes)', () => {
  const { fileName, svg } = landImage();
  const data = /<path fill="[^"]+" d="([^"]+)"\/>/.exec(svg)?.[1] ?? '';

  it('is the map’s view box exactly, named by a hash of its content', () => {
    const { top, width, height } = MAP_VIEW_BOX;
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${top} ${width} ${height}" width="${width}" height="${height}">`,
      ),
    );
    expect(svg).toContain(`fill="${LAND_FILL}"`);
    expect(fileName).toMatch(/^candle-land-[A-Za-z0-9_-]{8}\.svg$/);
    expect(landImage().fileName).toBe(fileName);
  });

  it('holds every point d3-geo draws to a twentieth of a map unit', () => {
    const drawn = landRings();
    const written = parseRings(data);
    expect(written.length).toBeGreaterThan(100);
    // Points that round onto the previous one are dropped: each written point is a drawn one.
    let checked = 0;
    for (const [index, ring] of written.entries()) {
      const source = drawn.filter((candidate) => candidate.length >= 3)[index]!;
      let from = 0;
      for (const [x, y] of ring) {
        const at = source.findIndex(
          ([sx, sy], i) => i >= from && Math.abs(sx - x) <= 0.05 + 1e-9 && Math.abs(sy - y) <= 0.05 + 1e-9,
        );
        expect(at, `ring ${index} point ${x},${y}`).toBeGreaterThanOrEqual(0);
        from = at;
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(4000);
  });

  it('stays small: about 9 KB brotli, under 10 KB (it was a 25 KB script)', () => {
    expect(brotli(Buffer.from(svg)).length).toBeLessThanOrEqual(10 * 1024);
  });
});

describe('projectToMap places a marker where d3-geo would (decisions 0028, 0060)', () => {
  const d3 = landProjection();
  it.each([
    // the seeded candles (packages/store-server/src/catalogue/seed/candles.ts)
    ['Gran Cenote', 20.2465, -87.4642],
    ['Arashiyama', 35.017, 135.6713],
    ['Majorelle', 31.6417, -8.0033],
    ['Big Sur', 36.238, -121.8161],
    ['Blue Lagoon', 63.8804, -22.4495],
    ['Positano', 40.6281, 14.485],
    ['Oia', 36.4618, 25.3753],
    // the corners and edges of what the map shows, the equator, the prime meridian
    ['80°N 179.9°W', 80, -179.9],
    ['58°S 179.9°E', -58, 179.9],
    ['0°, 0°', 0, 0],
    ['Wellington', -41.2866, 174.7756],
    ['Ushuaia', -54.8019, -68.303],
    ['Longyearbyen', 78.2232, 15.6267],
  ])('%s (%d, %d)', (_, latitude, longitude) => {
    const [x, y] = d3([longitude, latitude])!;
    const marker = projectToMap(latitude, longitude);
    // projectToMap keeps a tenth of a map unit.
    expect(Math.abs(marker.x - x)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.abs(marker.y - y)).toBeLessThanOrEqual(0.05 + 1e-9);
  });

  it('agrees over a grid of the whole world, every 7.5°', () => {
    for (let latitude = -90; latitude <= 90; latitude += 7.5) {
      // 180°E is the map's left edge for a marker (projectToMap), its right edge for d3: one meridian.
      for (let longitude = -180; longitude < 180; longitude += 7.5) {
        const [x, y] = d3([longitude, latitude])!;
        const marker = projectToMap(latitude, longitude);
        expect(Math.abs(marker.x - x) + Math.abs(marker.y - y)).toBeLessThanOrEqual(0.1 + 1e-9);
      }
    }
  });
});

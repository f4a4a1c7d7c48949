import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, projectToMap } from './mapProjection.ts';

describe('projectToMap (offline map, decision 0028)', () => {
  it.each([
    [0, 0, MAP_WIDTH / 2, MAP_HEIGHT / 2],
    [90, -180, 0, 0],
    [-90, 180, 0, MAP_HEIGHT], // 180°E is 180°W: the left edge
    [20.2465, -87.4642, 246.8, 186], // Gran Cenote, Tulum
    [35.017, 135.6713, 841.8, 146.6], // Arashiyama, Kyoto
  ])('(%d, %d) → (%d, %d)', (lat, lon, x, y) => {
    expect(projectToMap(lat, lon)).toEqual({ x, y });
  });
});

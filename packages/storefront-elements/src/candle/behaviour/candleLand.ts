import { geoEquirectangular, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';
import { MAP_HEIGHT, MAP_WIDTH } from '../model/mapProjection.ts';

/**
 * The offline map's land (docs/decisions/0028), in its own chunk that only /candle loads (a dynamic
 * import in CandleMap.tsx): Natural Earth's 1:110m land (world-atlas) drawn with d3-geo in the same
 * equirectangular box as the markers (model/mapProjection.ts), so each marker sits on its place.
 */
export function landPath(): string {
  const topology = land as unknown as Topology<{ land: GeometryCollection }>;
  const projection = geoEquirectangular()
    .scale(MAP_WIDTH / (2 * Math.PI))
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2])
    .precision(0.5);
  return geoPath(projection)(feature(topology, topology.objects.land)) ?? '';
}

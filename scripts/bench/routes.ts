/**
 * The pages the bench measures: one example path of every route of spec §2's route table
 * (packages/shared/src/routes/routeTable.ts `ROUTES`) that mounts an element built in dist/elements.
 */
import { type ElementTag, type Route, routeLinks } from '../../packages/shared/src/routes/routeTable.ts';

export interface BenchRoute {
  readonly id: string;
  /** the concrete path loaded: the route's first path, or its example for a template */
  readonly path: string;
  readonly tag: ElementTag;
}

/** One row per route with an element that `isBuilt` finds in dist/elements, in table order. */
export const benchRoutes = (routes: readonly Route[], isBuilt: (tag: ElementTag) => boolean): BenchRoute[] =>
  routes.flatMap((route) => {
    const { view } = route;
    if (view.kind !== 'element' || !isBuilt(view.tag)) return [];
    const [path] = routeLinks(route);
    return path ? [{ id: route.id, path, tag: view.tag }] : [];
  });

/** Each element once, on the first of its routes (the first-render figures are per element). */
export const firstRoutePerElement = (routes: readonly BenchRoute[]): BenchRoute[] => {
  const seen = new Set<ElementTag>();
  return routes.filter((route) => {
    if (seen.has(route.tag)) return false;
    seen.add(route.tag);
    return true;
  });
};

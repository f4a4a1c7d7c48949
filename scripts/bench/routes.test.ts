import { describe, expect, it } from 'vitest';
import { ELEMENTS, type ElementTag, ROUTES } from '../../packages/shared/src/routes/routeTable.ts';
import { benchRoutes, firstRoutePerElement } from './routes.ts';

const all = () => true;

describe('benchRoutes', () => {
  it('takes every route whose element is ready and built, once, by its first path', () => {
    const routes = benchRoutes(ROUTES, all);
    const expected = ROUTES.filter((route) => route.view.kind === 'element' && route.view.ready);
    expect(routes.map((route) => route.id)).toEqual(expected.map((route) => route.id));
    const quiz = routes.find((route) => route.id === 'quiz');
    expect(quiz).toEqual({ id: 'quiz', path: '/quiz', tag: 'pc-quiz' });
  });

  it('leaves out routes whose element is not ready (a placeholder view) and the content pages', () => {
    const tags = new Set(benchRoutes(ROUTES, all).map((route) => route.tag));
    for (const tag of Object.keys(ELEMENTS) as ElementTag[]) expect(tags.has(tag)).toBe(ELEMENTS[tag].ready);
    expect(benchRoutes(ROUTES, all).some((route) => route.id === 'careers' || route.id === 'home')).toBe(
      false,
    );
  });

  it('leaves out a ready element that is not built', () => {
    const routes = benchRoutes(ROUTES, (tag) => tag !== 'pc-results');
    expect(routes.some((route) => route.tag === 'pc-results')).toBe(false);
    expect(routes.some((route) => route.tag === 'pc-quiz')).toBe(true);
  });

  it('loads a template route by its example path', () => {
    const ready = ROUTES.map((route) =>
      route.id === 'order-received' && route.view.kind === 'element'
        ? { ...route, view: { ...route.view, ready: true } }
        : route,
    );
    expect(benchRoutes(ready, all).find((route) => route.id === 'order-received')?.path).toBe(
      '/checkout/order-received/1001',
    );
  });
});

describe('firstRoutePerElement', () => {
  it('keeps each element once, on the first route that shows it', () => {
    const routes = firstRoutePerElement(benchRoutes(ROUTES, all));
    const tags = routes.map((route) => route.tag);
    expect(new Set(tags).size).toBe(tags.length);
    expect(routes.find((route) => route.tag === 'pc-results')?.path).toBe('/quizresult');
  });
});

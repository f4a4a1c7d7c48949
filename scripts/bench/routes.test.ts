import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../packages/shared/src/routes/routeTable.ts';
import { benchRoutes, firstRoutePerElement } from './routes.ts';

const all = () => true;

describe('benchRoutes', () => {
  it('takes every route whose element is built, once, by its first path', () => {
    const routes = benchRoutes(ROUTES, all);
    const expected = ROUTES.filter((route) => route.view.kind === 'element');
    expect(routes.map((route) => route.id)).toEqual(expected.map((route) => route.id));
    const quiz = routes.find((route) => route.id === 'quiz');
    expect(quiz).toEqual({ id: 'quiz', path: '/quiz', tag: 'pc-quiz' });
  });

  it('takes every element of the table, and leaves out the content pages', () => {
    const tags = new Set(benchRoutes(ROUTES, all).map((route) => route.tag));
    for (const { view } of ROUTES) if (view.kind === 'element') expect(tags.has(view.tag)).toBe(true);
    expect(benchRoutes(ROUTES, all).some((route) => route.id === 'careers' || route.id === 'home')).toBe(
      false,
    );
  });

  it('leaves out an element that is not built', () => {
    const routes = benchRoutes(ROUTES, (tag) => tag !== 'pc-results');
    expect(routes.some((route) => route.tag === 'pc-results')).toBe(false);
    expect(routes.some((route) => route.tag === 'pc-quiz')).toBe(true);
  });

  it('loads a template route by its example path', () => {
    expect(benchRoutes(ROUTES, all).find((route) => route.id === 'order-received')?.path).toBe(
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

import { ROUTES } from '@pc/shared/routes';
import { describe, expect, it } from 'vitest';
import { RESULTS_PAGES } from './resultsPageData.ts';

// The server's results pages and the route table come from one source. Which path
// is which route is the table's `matchRoute`; this keeps the server's per-route choice in step.
describe('RESULTS_PAGES', () => {
  const resultsRoutes = ROUTES.filter(
    (route) => route.view.kind === 'element' && route.view.pageData === 'results',
  ).map((route) => route.id);

  it('names exactly the routes of the table whose element reads results page data', () => {
    expect(Object.keys(RESULTS_PAGES).sort()).toEqual([...resultsRoutes].sort());
  });
});

// @vitest-environment happy-dom
import { matchRoute } from '@pc/shared/routes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { navigateToUrl, startRouter } from './router.ts';

// Issue 38 item 3: the demo router matches the route once per navigation. single-spa asks every
// application's activeWhen (one per route of the table and the not-found one) on each route change,
// and the render and the routing event want the same match: all of them share one `matchRoute` call.
// What a view draws is routeView.ts's (its own tests, e2e/routes.spec.ts); here it draws nothing, and
// no call leaves the page.

vi.mock('@pc/shared/routes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@pc/shared/routes')>();
  return { ...actual, matchRoute: vi.fn(actual.matchRoute) };
});
vi.mock('./views/routeView.ts', () => ({ prepareRoute: vi.fn(async () => {}), renderRoute: vi.fn() }));
vi.mock('./storeFetch.ts', () => ({ storeFetch: vi.fn(async () => ({ data: null })) }));

const matches = vi.mocked(matchRoute);

/** The next routing event single-spa dispatches, once it has rerouted. */
const routed = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }),
  );

/** Goes to `url` as a link of the demo does, and counts the route matches it took. */
const matchesToNavigate = async (url: string): Promise<number> => {
  matches.mockClear();
  const done = routed();
  navigateToUrl(url);
  await done;
  return matches.mock.calls.length;
};

describe('the demo router (issue 38)', () => {
  beforeAll(async () => {
    window.history.replaceState(null, '', '/');
    const main = document.createElement('main');
    document.body.append(main);
    await startRouter({ main, adoptedUrl: null, onFirstView: () => {} });
  });

  afterAll(() => {
    document.body.replaceChildren();
  });

  it('matched the first URL once', () => {
    expect(matches.mock.calls.map(([path]) => path)).toEqual(['/']);
  });

  it.each([['/contact'], ['/candle/tulum'], ['/no-such-page'], ['/gift-quiz'], ['/']])(
    'matches the route once to go to %s',
    async (url) => {
      expect(await matchesToNavigate(url)).toBe(1);
    },
  );

  it('matches nothing again when only the query changes', async () => {
    await matchesToNavigate('/contact');
    expect(await matchesToNavigate('/contact?from=test')).toBe(0);
  });
});

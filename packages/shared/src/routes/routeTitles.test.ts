import { describe, expect, it } from 'vitest';
import en from './messages/en-US.ts';
import es from './messages/es-US.ts';
import { matchRoute, ROUTES } from './routeTable.ts';
import { documentTitle, routeTitle } from './routeTitles.ts';

// issue 43 (docs/decisions/0210): the pages' titles by locale; en-US is the route table's (spec §2).

describe('the route titles catalog', () => {
  it('holds, in en-US, each route’s title byte for byte, and the not-found page’s', () => {
    expect(en).toEqual({
      ...Object.fromEntries(ROUTES.map((route) => [route.id, route.title])),
      notFound: 'Page not found',
    });
  });

  it.each([
    ['/', 'All pages', 'Todas las páginas'],
    ['/quiz', 'Quiz', 'Cuestionario'],
    ['/candle/tulum', 'Candle', 'Vela'],
    ['/account/subscriptions', 'Your subscriptions', 'Tus suscripciones'],
    ['/no/such/page', 'Page not found', 'Página no encontrada'],
  ])('%s is “%s”, in es-US “%s”', (path, english, spanish) => {
    expect(routeTitle(matchRoute(path), en)).toBe(english);
    expect(routeTitle(matchRoute(path), es)).toBe(spanish);
  });

  it('names the document `{page} | {shop}`', () => {
    expect(documentTitle(matchRoute('/careers'), es, 'Personal Care Co.')).toBe('Empleo | Personal Care Co.');
    expect(documentTitle(null, en, 'Personal Care Co.')).toBe('Page not found | Personal Care Co.');
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type Attributes,
  type ElementTag,
  elementMarkup,
  matchRoute,
  ROUTES,
  routeLinks,
  templateToRegExp,
} from './routeTable.ts';

// Every row of spec §2's route tables: path → route id, element, attributes.
const ROWS: readonly [path: string, id: string, tag: string | null, attributes: Attributes][] = [
  // §2 /quiz (plus one alias path per named creator or channel, and /quizq1): self quiz
  ['/quiz', 'quiz', 'pc-quiz', { type: 'self' }],
  ['/quizq1', 'quiz', 'pc-quiz', { type: 'self', 'no-name-question': true }],
  ['/thebeardclub', 'quiz', 'pc-quiz', { type: 'self', channel: 'The Beard Club' }],
  ['/morningbrew', 'quiz', 'pc-quiz', { type: 'self', channel: 'Morning Brew' }],
  ['/gymtalk', 'quiz', 'pc-quiz', { type: 'self', channel: 'Gym Talk' }],
  // §2 /gift-quiz: gift quiz
  ['/gift-quiz', 'gift-quiz', 'pc-quiz', { type: 'gift' }],
  // §2 /quizresult: results with the bathroom-essentials module, no free-shipping note
  ['/quizresult', 'quizresult', 'pc-results', { 'bathroom-module': true, 'no-free-shipping-note': true }],
  // §2 /lab-reorder (aliases /replenish, other partner aliases, /*-exclusive-202*): results, no free-shipping note
  ['/lab-reorder', 'lab-reorder', 'pc-results', { 'no-free-shipping-note': true }],
  ['/replenish', 'lab-reorder', 'pc-results', { 'no-free-shipping-note': true }],
  ['/fieldnotes-reorder', 'lab-reorder', 'pc-results', { 'no-free-shipping-note': true }],
  ['/barbershop-reorder', 'lab-reorder', 'pc-results', { 'no-free-shipping-note': true }],
  ['/vip-exclusive-2024', 'lab-reorder', 'pc-results', { 'no-free-shipping-note': true }],
  ['/summer-exclusive-2025', 'lab-reorder', 'pc-results', { 'no-free-shipping-note': true }],
  ['/members-exclusive-202', 'lab-reorder', 'pc-results', { 'no-free-shipping-note': true }],
  // §2 /get-your-candle: results
  ['/get-your-candle', 'get-your-candle', 'pc-results', {}],
  // §2 /quizresult-cologne: results without more-info links, with the bathroom module
  [
    '/quizresult-cologne',
    'quizresult-cologne',
    'pc-results',
    { 'no-more-info': true, 'bathroom-module': true },
  ],
  // §2 /gift-quizresult (alias /gift-sets): results without the 'Your' prefix
  ['/gift-quizresult', 'gift-quizresult', 'pc-results', { 'no-product-prefix': true }],
  ['/gift-sets', 'gift-quizresult', 'pc-results', { 'no-product-prefix': true }],
  // §2 /browse-candles: results without product descriptions
  ['/browse-candles', 'browse-candles', 'pc-results', { 'no-descriptions': true }],
  // §2 /checkout: host of the cross-sell pop-up
  ['/checkout', 'checkout', 'pc-cross-sell', {}],
  // §2 /checkout/order-received/{id}: post-purchase survey
  ['/checkout/order-received/1001', 'order-received', 'pc-post-purchase-survey', {}],
  // §2 /gift-cards: gift card page
  ['/gift-cards', 'gift-cards', 'pc-gift-cards', {}],
  // §2 /candle and /candle/{path}
  ['/candle', 'candle', 'pc-candle', {}],
  ['/candle/tulum', 'candle', 'pc-candle', { path: 'tulum' }],
  ['/candle/gran%20cenote', 'candle', 'pc-candle', { path: 'gran cenote' }],
  // §2 /contact: contact page
  ['/contact', 'contact', 'pc-contact', {}],
  // docs/decisions/0119: the shop owner's report
  ['/insights', 'insights', 'pc-insights', {}],
  // §2 /faqs-shipping-returns, /careers: linked from the contact page
  ['/faqs-shipping-returns', 'faqs-shipping-returns', null, {}],
  ['/careers', 'careers', null, {}],
  // §2 /account/orders: linked from the welcome-back overlay
  ['/account/orders', 'account-orders', null, {}],
  // issue 40 item 1: linked from /account/orders and each renewal receipt (decision 0156)
  ['/account/subscriptions', 'account-subscriptions', null, {}],
  // §2 /crafting: receives the completed quiz summary
  ['/crafting', 'crafting', null, {}],
  // §2 Product landing pages, by product code
  ['/green-and-airy', 'launch-green', 'pc-launch', { code: 'green' }],
  ['/woodlime-body-wash', 'launch-woodlime', 'pc-launch', { code: 'bw-hydrating-woodlime' }],
  ['/cedar-and-orange-body-wash', 'launch-cedar-orange', 'pc-launch', { code: 'bw-sensitive-riseup' }],
  ['/sophisticated-and-spicy-oud', 'launch-oud', 'pc-launch', { code: 'oud' }],
  ['/warm-and-oceanic-breeze', 'launch-gran-cenote', 'pc-launch', { code: 'gran-cenote' }],
  ['/throwing-fits', 'launch-throwing-fits', 'pc-launch', { code: 'gran-cenote_tf' }],
  ['/throwingfits', 'launch-throwing-fits', 'pc-launch', { code: 'gran-cenote_tf' }],
  ['/tf', 'launch-throwing-fits', 'pc-launch', { code: 'gran-cenote_tf' }],
  // the demo's own index
  ['/', 'home', null, {}],
];

describe('matchRoute: spec §2 route table', () => {
  it.each(ROWS)('%s → %s', (path, id, tag, attributes) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    const view = match?.route.view;
    expect(view?.kind === 'element' ? view.tag : null).toBe(tag);
    expect(match?.attributes).toEqual(attributes);
  });

  it('ignores a trailing slash and letter case, as WordPress permalinks do', () => {
    expect(matchRoute('/quiz/')?.route.id).toBe('quiz');
    expect(matchRoute('/Gift-Quiz')?.route.id).toBe('gift-quiz');
    expect(matchRoute('/candle/tulum/')?.attributes).toEqual({ path: 'tulum' });
  });

  it('gives the order id of /checkout/order-received/{id} as a parameter', () => {
    expect(matchRoute('/checkout/order-received/4521')?.params).toEqual({ id: '4521' });
  });

  it.each([
    '/quizzes',
    '/quiz/extra',
    '/vip-exclusive-2019',
    '/exclusive-2024',
    '/vip-exclusive-2024/more',
    '/checkout/order-received',
    '/checkout/order-received/1/2',
    '/candle/a/b',
    '/account',
    '/tf2',
    '/demo',
    '/nope',
  ])('%s is not found', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('covers every route of the table', () => {
    const covered = new Set(ROWS.map(([, id]) => id));
    expect(ROUTES.map((route) => route.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it('maps each concrete path to exactly one route', () => {
    const paths = ROUTES.flatMap(routeLinks);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) {
      for (const path of routeLinks(route)) expect(matchRoute(path)?.route.id).toBe(route.id);
    }
  });

  it.each([
    ['/quizresult', 'results'],
    ['/vip-exclusive-2024', 'results'],
    ['/gift-sets', 'results'],
    ['/browse-candles', 'results'],
    ['/checkout/order-received/1001', 'survey'],
    // docs/decisions/0024: the quiz's first view comes from page data, on every quiz path.
    ['/quiz', 'quiz'],
    ['/quizq1', 'quiz'],
    ['/thebeardclub', 'quiz'],
    ['/gift-quiz', 'quiz'],
    ['/contact', undefined],
    // The checkout frame's cart (decision 0036).
    ['/checkout', 'checkout'],
    ['/crafting', undefined],
  ] as const)('%s needs page data %s', (path, kind) => {
    const view = matchRoute(path)?.route.view;
    expect(view?.kind === 'element' ? view.pageData : undefined).toBe(kind);
  });

  it('uses kebab-case attribute names', () => {
    for (const [, , , attributes] of ROWS) {
      for (const name of Object.keys(attributes)) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  // spec §1 "At checkout and on candle pages a cross-sell pop-up offers an upgrade": /checkout mounts
  // it as its element, the candle pages as a companion, shown once per tab session (decision 0052).
  it.each(['/candle', '/candle/tulum', '/CANDLE/big-sur/'])(
    '%s mounts the cross-sell pop-up as a companion',
    (path) => {
      const view = matchRoute(path)?.route.view;
      expect(view?.kind === 'element' && view.companions).toEqual([
        { tag: 'pc-cross-sell', attributes: { 'show-once-per-session': true } },
      ]);
    },
  );

  it('gives companions only to element views, as elements other than the route’s own, with kebab-case attributes', () => {
    for (const route of ROUTES) {
      const { view } = route;
      if (view.kind !== 'element') continue;
      for (const companion of view.companions ?? []) {
        expect(companion.tag).not.toBe(view.tag);
        for (const name of Object.keys(companion.attributes)) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      }
    }
    expect(
      ROUTES.filter((route) => route.view.kind === 'element' && route.view.companions).map((r) => r.id),
    ).toEqual(['candle']);
  });
});

describe('templateToRegExp', () => {
  it.each([
    ['/*-exclusive-202*', '/vip-exclusive-2024', true],
    ['/*-exclusive-202*', '/vip-exclusive-2016', false],
    ['/candle/{path}', '/candle/x', true],
    ['/candle/{path}', '/candle/', false],
    ['/a.b', '/aXb', false],
  ] as const)('%s vs %s → %s', (template, path, expected) => {
    expect(templateToRegExp(template).test(path)).toBe(expected);
  });
});

describe('elementMarkup', () => {
  it('writes the element as a CMS author would', () => {
    expect(elementMarkup('pc-quiz', { type: 'self', 'no-name-question': true })).toBe(
      '<pc-quiz type="self" no-name-question>',
    );
    expect(elementMarkup('pc-contact', {})).toBe('<pc-contact>');
  });
});

// Node's path functions, not URL: under happy-dom the global URL is not node's.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('the elements the table mounts', () => {
  // Every element a route mounts, as its view or a companion, has its registration file
  // (docs/architecture.md "Browser side").
  const REGISTRATION: Readonly<Record<ElementTag, string>> = {
    'pc-quiz': 'packages/quiz-element/src/element.ts',
    'pc-results': 'packages/results-element/src/element.ts',
    'pc-cross-sell': 'packages/crosssell-element/src/element.ts',
    'pc-post-purchase-survey': 'packages/survey-element/src/element.ts',
    'pc-gift-cards': 'packages/storefront-elements/src/gift-cards/element.ts',
    'pc-candle': 'packages/storefront-elements/src/candle/element.ts',
    'pc-contact': 'packages/storefront-elements/src/contact/element.ts',
    'pc-launch': 'packages/storefront-elements/src/launch/element.ts',
    'pc-insights': 'packages/insights-element/src/element.ts',
    'pc-cart': 'packages/storefront-elements/src/cart/element.ts',
  };
  /** Elements the host page shows on every route, not a route's view (the header's cart, decision 0124). */
  const HOST_ELEMENTS: readonly ElementTag[] = ['pc-cart'];
  const mounted = new Set(
    ROUTES.flatMap(({ view }) =>
      view.kind === 'element' ? [view.tag, ...(view.companions ?? []).map((companion) => companion.tag)] : [],
    ),
  );

  it.each([...mounted])('%s is registered', (tag) => {
    expect(existsSync(path.resolve(REPO_ROOT, REGISTRATION[tag]))).toBe(true);
  });

  it('mounts every element', () => {
    expect([...mounted].sort()).toEqual(
      Object.keys(REGISTRATION)
        .filter((tag) => !HOST_ELEMENTS.includes(tag as ElementTag))
        .sort(),
    );
  });
});

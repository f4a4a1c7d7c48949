/**
 * Spec §2's route table, once: every route and alias, each naming the element it
 * mounts, that element's attributes and the page data it needs. The demo's router mounts from it and
 * the store server decides from it which paths are pages (others answer 404) and which page data a
 * path gets. Attributes are kebab-case; booleans default to false and opt-outs read `no-x`
 * (design.md "Events, attributes, styling"). Pure data and a pure `matchRoute`: no DOM, no server,
 * so both sides import it and `routeTable.test.ts` checks every row without a browser.
 */

import type { ElementTag } from '../element/tags.ts';
import { CHECKOUT_PATH } from './checkoutPath.ts';

/** The elements' tags, listed once with their registration files (element/tags.ts). */
export type { ElementTag };

/** Attribute values: a string, or `true` for a boolean attribute that is present. */
export type Attributes = Readonly<Record<string, string | true>>;

/**
 * Page data a route's element reads (docs/architecture.md "page configuration"): `results` is
 * `{results: ResultsState}` (spec §3 Results state), `survey` is `{survey: {orderId}}` (spec §2
 * /checkout/order-received/{id}), `quiz` is `{quiz: Quiz, hideHair, hideScent}` (spec §3 Quiz as
 * GET quizzes/{quizType} answers it, and spec §4's query switches; the quiz's first view needs no
 * request, docs/decisions/0024), `candle` is `{candle: Product}` (spec §7 GET products/candle),
 * `giftCards` is `{giftCards: {eGift, physical, today, legal, faq}}` (spec §7 GET products/e-gift-card
 * and products/gift-card, the shop's today, decision 0030, and the page's legal footer and FAQ in the
 * page's language), `checkout` is
 * `{checkout: CheckoutSummary}` (the /checkout frame's cart, contract/order.ts, decision 0036). The server computes it; the host hands it to the element.
 */
export type PageDataKind =
  | 'results'
  | 'survey'
  | 'quiz'
  | 'candle'
  | 'giftCards'
  | 'launch'
  | 'checkout'
  | 'accountOrders'
  | 'accountSubscriptions';

/** The page data each element reads, if any. */
export const PAGE_DATA_OF: Readonly<Partial<Record<ElementTag, PageDataKind>>> = {
  'pc-results': 'results',
  'pc-post-purchase-survey': 'survey',
  'pc-quiz': 'quiz',
  'pc-candle': 'candle',
  'pc-gift-cards': 'giftCards',
  // `launch` is `{launch: {code, product, stockStatus}}` (contract LaunchPageData, decision 0033).
  'pc-launch': 'launch',
};

/**
 * An element mounted beside a route's own, with it and for as long as it (spec §1: "At checkout and
 * on candle pages a cross-sell pop-up offers an upgrade"). It reads no page data and draws nothing
 * in its first render (an overlay shown later), so adding it moves nothing; docs/decisions/0052.
 */
export interface Companion {
  readonly tag: ElementTag;
  readonly attributes: Attributes;
}

/**
 * A page built around one element. `frame` names the host page drawn around it, if any; `pageData`
 * the data its element reads; `companions` the elements mounted after it, in order.
 */
export interface ElementView {
  readonly kind: 'element';
  readonly tag: ElementTag;
  readonly attributes: Attributes;
  readonly frame?: 'checkout' | 'order-received';
  readonly pageData?: PageDataKind;
  /**
   * The element moves between this route's paths itself (history.pushState) and follows back and
   * forward: a host router keeps it mounted and only updates its attributes (docs/decisions/0027).
   */
  readonly ownHistory?: true;
  /**
   * Mounted and unmounted with the element, after it in the main region, and kept as they are while
   * an `ownHistory` element moves between the route's paths (decision 0052).
   */
  readonly companions?: readonly Companion[];
}

/** A plain page of the host site (short real text, no element). */
export interface ContentView {
  readonly kind: 'content';
  readonly page:
    | 'faqs-shipping-returns'
    | 'careers'
    | 'account-orders'
    | 'account-subscriptions'
    | 'crafting';
  /** The page data it shows (/account/orders: the customer's orders, contract AccountOrdersPageData). */
  readonly pageData?: PageDataKind;
}

/** The demo's home: an index of every route, for QA. */
export interface IndexView {
  readonly kind: 'index';
}

export type View = ElementView | ContentView | IndexView;

/**
 * One path of a route. `path` is a template: `{name}` matches one path segment and becomes a
 * parameter; `*` matches any run of characters within a segment (spec §2: `/*-exclusive-202*`).
 * `attributes` are added to the route's own; a value `{name}` is replaced by that parameter.
 * `example` is a concrete path for templates, used by the home index and the tests.
 */
export interface RoutePath {
  readonly path: string;
  readonly attributes?: Attributes;
  readonly example?: string;
}

export interface Route {
  /** single-spa application name */
  readonly id: string;
  /** document title and page heading */
  readonly title: string;
  /** the spec row this route implements */
  readonly spec: string;
  readonly paths: readonly RoutePath[];
  readonly view: View;
}

const element = (
  tag: ElementTag,
  attributes: Attributes = {},
  frame?: ElementView['frame'],
): ElementView => ({
  kind: 'element',
  tag,
  attributes,
  ...(frame ? { frame } : {}),
  ...(PAGE_DATA_OF[tag] ? { pageData: PAGE_DATA_OF[tag] } : {}),
});

const content = (page: ContentView['page']): ContentView => ({ kind: 'content', page });

export const ROUTES: readonly Route[] = [
  { id: 'home', title: 'All pages', spec: 'demo index', paths: [{ path: '/' }], view: { kind: 'index' } },
  {
    id: 'quiz',
    title: 'Quiz',
    spec: '§2 /quiz (plus one alias path per named creator or channel, and /quizq1): self quiz',
    paths: [
      { path: '/quiz' },
      // spec §2 Quiz screen: the optional name question is hidden on quizq1 paths.
      { path: '/quizq1', attributes: { 'no-name-question': true } },
      // spec §2 Quiz screen: on creator paths a greeting 'Hey {channel} fans'.
      { path: '/thebeardclub', attributes: { channel: 'The Beard Club' } },
      { path: '/morningbrew', attributes: { channel: 'Morning Brew' } },
      { path: '/gymtalk', attributes: { channel: 'Gym Talk' } },
    ],
    view: element('pc-quiz', { type: 'self' }),
  },
  {
    id: 'gift-quiz',
    title: 'Gift quiz',
    spec: '§2 /gift-quiz: gift quiz',
    paths: [{ path: '/gift-quiz' }],
    view: element('pc-quiz', { type: 'gift' }),
  },
  {
    id: 'quizresult',
    title: 'Your results',
    spec: '§2 /quizresult: results with the bathroom-essentials module, no free-shipping note',
    paths: [{ path: '/quizresult' }],
    view: element('pc-results', { 'bathroom-module': true, 'no-free-shipping-note': true }),
  },
  {
    id: 'lab-reorder',
    title: 'Reorder',
    spec: '§2 /lab-reorder (aliases /replenish, other partner aliases, and paths of the form /*-exclusive-202*): results, no free-shipping note',
    paths: [
      { path: '/lab-reorder' },
      { path: '/replenish' },
      { path: '/fieldnotes-reorder' },
      { path: '/barbershop-reorder' },
      { path: '/*-exclusive-202*', example: '/vip-exclusive-2024' },
    ],
    view: element('pc-results', { 'no-free-shipping-note': true }),
  },
  {
    id: 'get-your-candle',
    title: 'Get your candle',
    spec: '§2 /get-your-candle: results',
    paths: [{ path: '/get-your-candle' }],
    view: element('pc-results'),
  },
  {
    id: 'quizresult-cologne',
    title: 'Your cologne results',
    spec: '§2 /quizresult-cologne: results without more-info links, with the bathroom module',
    paths: [{ path: '/quizresult-cologne' }],
    view: element('pc-results', { 'no-more-info': true, 'bathroom-module': true }),
  },
  {
    id: 'gift-quizresult',
    title: 'Gift results',
    spec: "§2 /gift-quizresult (alias /gift-sets): results without the 'Your' prefix",
    paths: [{ path: '/gift-quizresult' }, { path: '/gift-sets' }],
    view: element('pc-results', { 'no-product-prefix': true }),
  },
  {
    id: 'browse-candles',
    title: 'Browse candles',
    spec: '§2 /browse-candles: results without product descriptions',
    paths: [{ path: '/browse-candles' }],
    view: element('pc-results', { 'no-descriptions': true }),
  },
  {
    id: 'checkout',
    title: 'Checkout',
    spec: '§2 /checkout: host of the cross-sell pop-up',
    paths: [{ path: CHECKOUT_PATH }],
    // The checkout frame shows the cart from page data (decision 0036), the pop-up its offer (decision 0141).
    view: { ...element('pc-cross-sell', {}, 'checkout'), pageData: 'checkout' },
  },
  {
    id: 'order-received',
    title: 'Order received',
    // The element reads the order id from the survey page data (PAGE_DATA_OF).
    spec: '§2 /checkout/order-received/{id}: post-purchase survey; the order id comes from survey data supplied by the page',
    paths: [
      { path: `${CHECKOUT_PATH}/order-received/{id}`, example: `${CHECKOUT_PATH}/order-received/1001` },
    ],
    view: element('pc-post-purchase-survey', {}, 'order-received'),
  },
  {
    id: 'gift-cards',
    title: 'Gift cards',
    spec: '§2 /gift-cards: gift card page',
    paths: [{ path: '/gift-cards' }],
    view: element('pc-gift-cards'),
  },
  {
    id: 'candle',
    title: 'Candle',
    // spec §2: the candle is chosen by matching the candle's url metadata to the path; the element
    // gets the segment after /candle/ (none on the landing page).
    spec: '§2 /candle and /candle/{path}: candle landing page and candle detail and checkout',
    paths: [
      { path: '/candle' },
      { path: '/candle/{path}', attributes: { path: '{path}' }, example: '/candle/tulum' },
    ],
    // The element changes candles with history entries of its own (docs/decisions/0027). spec §1: the
    // cross-sell pop-up on candle pages, shown at most once per tab session there (decision 0052).
    view: {
      ...element('pc-candle'),
      ownHistory: true,
      companions: [{ tag: 'pc-cross-sell', attributes: { 'show-once-per-session': true } }],
    },
  },
  {
    id: 'contact',
    title: 'Contact us',
    spec: '§2 /contact: contact page',
    paths: [{ path: '/contact' }],
    view: element('pc-contact'),
  },
  {
    id: 'insights',
    title: 'Shop insights',
    // Not a spec §2 route: the shop owner's report, behind the owner's sign-in (docs/decisions/0119).
    spec: 'docs/decisions/0119: the shop owner’s report',
    paths: [{ path: '/insights' }],
    view: element('pc-insights'),
  },
  {
    id: 'faqs-shipping-returns',
    title: 'FAQs: shipping and returns',
    spec: '§2 /faqs-shipping-returns: linked from the contact page',
    paths: [{ path: '/faqs-shipping-returns' }],
    view: content('faqs-shipping-returns'),
  },
  {
    id: 'careers',
    title: 'Careers',
    spec: '§2 /careers: linked from the contact page',
    paths: [{ path: '/careers' }],
    view: content('careers'),
  },
  {
    id: 'account-orders',
    title: 'Your orders',
    spec: '§2 /account/orders: linked from the welcome-back overlay (logged in)',
    paths: [{ path: '/account/orders' }],
    // The customer's orders (decision 0117).
    view: { ...content('account-orders'), pageData: 'accountOrders' },
  },
  {
    id: 'account-subscriptions',
    title: 'Your subscriptions',
    spec: 'issue 40 item 1: linked from /account/orders and each renewal receipt (decisions 0154–0156)',
    paths: [{ path: '/account/subscriptions' }],
    // The session's subscriptions, or those a receipt's `?key=` opens (decision 0156).
    view: { ...content('account-subscriptions'), pageData: 'accountSubscriptions' },
  },
  {
    id: 'crafting',
    title: 'Crafting your routine',
    // The completed quiz is a form POST to /crafting, which the store server answers (spec §4 Completion).
    spec: '§2 /crafting: receives the completed quiz summary',
    paths: [{ path: '/crafting' }],
    view: content('crafting'),
  },
  // spec §2 Product landing pages, by product code.
  {
    id: 'launch-green',
    title: 'Green and airy',
    spec: '§2 /green-and-airy: green',
    paths: [{ path: '/green-and-airy' }],
    view: element('pc-launch', { code: 'green' }),
  },
  {
    id: 'launch-woodlime',
    title: 'Woodlime body wash',
    spec: '§2 /woodlime-body-wash: bw-hydrating-woodlime',
    paths: [{ path: '/woodlime-body-wash' }],
    view: element('pc-launch', { code: 'bw-hydrating-woodlime' }),
  },
  {
    id: 'launch-cedar-orange',
    title: 'Cedar and orange body wash',
    spec: '§2 /cedar-and-orange-body-wash: bw-sensitive-riseup',
    paths: [{ path: '/cedar-and-orange-body-wash' }],
    view: element('pc-launch', { code: 'bw-sensitive-riseup' }),
  },
  {
    id: 'launch-oud',
    title: 'Sophisticated and spicy oud',
    spec: '§2 /sophisticated-and-spicy-oud: oud',
    paths: [{ path: '/sophisticated-and-spicy-oud' }],
    view: element('pc-launch', { code: 'oud' }),
  },
  {
    id: 'launch-gran-cenote',
    title: 'Warm and oceanic breeze',
    spec: '§2 /warm-and-oceanic-breeze: gran-cenote',
    paths: [{ path: '/warm-and-oceanic-breeze' }],
    view: element('pc-launch', { code: 'gran-cenote' }),
  },
  {
    id: 'launch-throwing-fits',
    title: 'Throwing Fits edition',
    spec: '§2 /throwing-fits (aliases /throwingfits, /tf): gran-cenote_tf, the partner-collaboration edition',
    paths: [{ path: '/throwing-fits' }, { path: '/throwingfits' }, { path: '/tf' }],
    view: element('pc-launch', { code: 'gran-cenote_tf' }),
  },
];

export interface RouteMatch {
  readonly route: Route;
  /** the path template that matched */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  /** the route's attributes plus the path's, parameters filled in (element views only) */
  readonly attributes: Attributes;
}

const escapeRegExp = (text: string): string => text.replace(/[.+?^$()|[\]\\]/g, '\\$&');

/** A path template as an anchored, case-insensitive regular expression with named parameters. */
export const templateToRegExp = (template: string): RegExp => {
  const source = template
    .split(/(\{[a-z]+\}|\*)/i)
    .map((part) => {
      if (part === '*') return '[^/]*';
      const param = /^\{([a-z]+)\}$/i.exec(part);
      return param ? `(?<${param[1]}>[^/]+)` : escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`, 'i');
};

const COMPILED = ROUTES.flatMap((route) =>
  route.paths.map((routePath) => ({ route, routePath, regExp: templateToRegExp(routePath.path) })),
);

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const fillAttributes = (attributes: Attributes, params: Readonly<Record<string, string>>): Attributes =>
  Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name,
      value === true ? true : value.replace(/\{([a-z]+)\}/gi, (_, param: string) => params[param] ?? ''),
    ]),
  );

/**
 * The route a pathname shows, or null (the not-found view). A trailing slash is ignored, as
 * WordPress permalinks are reached with and without one; exact paths win over templates.
 */
export const matchRoute = (pathname: string): RouteMatch | null => {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const candidates = COMPILED.map((entry) => ({ ...entry, found: entry.regExp.exec(normalised) })).filter(
    (entry) => entry.found,
  );
  const best =
    candidates.find((entry) => !/[{*]/.test(entry.routePath.path)) ??
    (candidates[0] as (typeof candidates)[0] | undefined);
  if (!best?.found) return null;
  const params = Object.fromEntries(
    Object.entries(best.found.groups ?? {}).map(([name, value]) => [name, decode(value)]),
  );
  const { view } = best.route;
  const attributes =
    view.kind === 'element'
      ? fillAttributes({ ...view.attributes, ...best.routePath.attributes }, params)
      : {};
  return { route: best.route, path: best.routePath.path, params, attributes };
};

/** A concrete path for every route path (templates by their example), for the home index and QA. */
export const routeLinks = (route: Route): string[] =>
  route.paths.map((routePath) => routePath.example ?? routePath.path).filter((path) => !/[{*]/.test(path));

/** The element's markup as a CMS author would write it, e.g. `<pc-quiz type="self">`. */
export const elementMarkup = (tag: string, attributes: Attributes): string =>
  `<${[tag, ...Object.entries(attributes).map(([name, value]) => (value === true ? name : `${name}="${value}"`))].join(' ')}>`;

/**
 * Pages that show a thing of the shopper's own session (docs/decisions/0044: an order belongs to the session
 * that placed it; another session's /checkout/order-received/{id} is a 404; the checkout's pop-up offers
 * what the cart holds). The bench measures such a page as its shopper sees it: it fills a cart (and
 * places a real order) through the store's API in a session of its own, then loads the page with that
 * session's cookie: a fresh browser context per load
 * with the cookie only (its cache still empty), and Lighthouse, whose fresh profile has no cookie,
 * with the cookie sent as a request header (Lighthouse's `extraHeaders`). docs/decisions/0019.
 */
import { type APIRequestContext, type BrowserContextOptions, request } from '@playwright/test';

/** A shopper's session the bench made, and the path of their page. */
export interface BenchSession {
  /** the page to load, e.g. /checkout/order-received/1234 */
  readonly path: string;
  /** for Playwright's browser.newContext: the session's cookies, nothing else */
  readonly storageState: NonNullable<Exclude<BrowserContextOptions['storageState'], string>>;
  /** `name=value; …`, for Lighthouse's extraHeaders */
  readonly cookieHeader: string;
}

const AJAX = '/wp-admin/admin-ajax.php';
const ORDER = '/wp-json/pc/v1/checkout/order';
/** spec §3 sample sets, spec §9 prices, as the store seeds them: a hand cream bought once. */
const HAND_CREAM = { product: '108', variation: '10801' };

/** The page configuration the store prints into each page (docs/architecture.md "page configuration"). */
export const nonceOfPage = (html: string): string => {
  // The configuration is a JSON object (the demo page's comment names the tag too, without one).
  const config = /<script type="application\/json" id="pc-config">(\{[\s\S]*?)<\/script>/.exec(html)?.[1];
  const nonce = config ? (JSON.parse(config) as { nonce?: unknown }).nonce : undefined;
  if (typeof nonce !== 'string' || nonce === '') throw new Error('the page carries no nonce');
  return nonce;
};

/** `name=value; …` of cookies, as a Cookie request header carries them. */
export const cookieHeader = (cookies: readonly { name: string; value: string }[]): string =>
  cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** A new session on the store at `storeUrl` whose cart holds a hand cream bought once; `then` runs in it. */
const inSessionWithCart = async <T>(
  storeUrl: string,
  then: (api: APIRequestContext, headers: Record<string, string>) => Promise<T>,
): Promise<T> => {
  const api = await request.newContext({ baseURL: storeUrl });
  try {
    const page = await api.get('/contact');
    if (!page.ok()) throw new Error(`GET /contact answered ${page.status()}`);
    const headers = { 'X-WP-Nonce': nonceOfPage(await page.text()) };
    const added = await api.post(AJAX, {
      form: {
        action: 'add_to_cart',
        quantity: '1',
        'add-to-cart': HAND_CREAM.product,
        variation_id: HAND_CREAM.variation,
      },
      headers,
    });
    if (!added.ok()) throw new Error(`add_to_cart answered ${added.status()}: ${await added.text()}`);
    return await then(api, headers);
  } finally {
    await api.dispose();
  }
};

/** The session `api` holds, to load `path` in: its cookies, for a browser context and for Lighthouse. */
const benchSession = async (api: APIRequestContext, path: string): Promise<BenchSession> => {
  const { cookies } = await api.storageState();
  return { path, storageState: { cookies, origins: [] }, cookieHeader: cookieHeader(cookies) };
};

/**
 * A new session whose cart holds a hand cream, and the checkout (spec §2 /checkout): its cross-sell
 * pop-up shows only for a cart with an offer (spec §2 "Cross-sell pop-up", §4 "Cross-sell"); an empty cart's checkout
 * shows nothing to measure (docs/decisions/0140).
 */
export const sessionWithCart = (storeUrl: string): Promise<BenchSession> =>
  inSessionWithCart(storeUrl, (api) => benchSession(api, '/checkout'));

/**
 * A new session on the store at `storeUrl` that has placed one order (a hand cream, bought once),
 * and that order's received page (spec §2 /checkout/order-received/{id}).
 */
export const sessionWithOrder = (storeUrl: string): Promise<BenchSession> =>
  inSessionWithCart(storeUrl, async (api, headers) => {
    const placed = await api.post(ORDER, { data: {}, headers });
    if (!placed.ok())
      throw new Error(`placing the order answered ${placed.status()}: ${await placed.text()}`);
    const { orderId } = (await placed.json()) as { orderId: string };
    return benchSession(api, `/checkout/order-received/${orderId}`);
  });

/** The routes whose page needs such a session, by route id, and how to make it. */
export const SESSION_PAGES: Readonly<Record<string, (storeUrl: string) => Promise<BenchSession>>> = {
  checkout: sessionWithCart,
  'order-received': sessionWithOrder,
};

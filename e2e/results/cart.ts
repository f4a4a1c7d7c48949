import { expect, type Page, type Request } from '@playwright/test';
import { anotherSurvey, PROFILES, pageNonce, servedResults, takeSurvey } from './surveys.ts';

// The store's cart as the tests read it: spec §7 GET /wp-admin/admin-ajax.php?action=get_cart_items,
// through page.request (it shares the browser context's cookies, so it reads this session's cart).

export const ADMIN_AJAX = '/wp-admin/admin-ajax.php';

/** A cart line as get_cart_items lists it (docs/decisions: the listing's fields). */
export interface CartLine {
  readonly productId: number;
  readonly variationId: number;
  readonly name: string;
  readonly sku: string;
  readonly category: string;
  readonly quantity: number;
  readonly price: number;
  /** weeks between deliveries; 0 = bought once (spec §7 convert_to_sub_{id}) */
  readonly cadence: number;
  readonly surveyLogId: string | null;
  readonly source: string | null;
  readonly bundle: readonly {
    itemId: number;
    variationId: number;
    attribute: string;
    value: string;
    quantity: number;
  }[];
}

export async function cartLines(page: Page): Promise<CartLine[]> {
  const response = await page.request.get(`${ADMIN_AJAX}?action=get_cart_items`);
  expect(response.ok(), `get_cart_items answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { success: boolean; data: { items: CartLine[] } };
  expect(body.success).toBe(true);
  return body.data.items;
}

/** Polls the cart until it has `count` lines (an add is asynchronous), then answers them. */
export async function cartWithLines(page: Page, count: number): Promise<CartLine[]> {
  await expect
    .poll(async () => (await cartLines(page)).length, { message: `the cart holds ${count} line(s)` })
    .toBe(count);
  return cartLines(page);
}

/**
 * Adds a line through the store's add-to-cart form (spec §7), as another page of the shop would,
 * with the page's nonce. Used to put a tailored line of another survey into the cart.
 */
export async function addThroughApi(page: Page, form: Record<string, string>): Promise<void> {
  const response = await page.request.post(ADMIN_AJAX, {
    form: { action: 'add_to_cart', quantity: '1', ...form },
    headers: { 'X-WP-Nonce': await pageNonce(page) },
  });
  expect(response.ok(), `add_to_cart answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** An add-to-cart POST of admin-ajax (spec §7 add-to-cart form). */
export const isAddToCart = (request: Request): boolean =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === ADMIN_AJAX &&
  new URLSearchParams(request.postData() ?? '').has('add-to-cart');

/** The POST of spec §7 `{product}_show_proceed_to_checkout`. */
export const isProceedCheck = (request: Request): boolean =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === ADMIN_AJAX &&
  /_show_proceed_to_checkout$/.test(new URLSearchParams(request.postData() ?? '').get('action') ?? '');

/** spec §7 POST /wp-json/{ns}/v2/survey_results/{surveyLogId}: email capture and save results. */
export const isSurveyResults = (request: Request): boolean =>
  request.method() === 'POST' &&
  /\/wp-json\/[^/]+\/v2\/survey_results\/[^/]+$/.test(new URL(request.url()).pathname);

/** Records the requests that match, from now on. */
export function recordRequests(page: Page, matches: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) seen.push(request);
  });
  return seen;
}

/** Sam's results, with a tailored line of another survey of the session in the cart (spec §4). */
export const resultsWithAnotherSurveysOrder = async (page: Page): Promise<void> => {
  await takeSurvey(page, PROFILES.sam, { emailCapture: false });
  const hair = (await servedResults(page)).allProducts.find((product) => product.name === 'Hair Set');
  const item = hair!.products[0]!;
  await addThroughApi(page, {
    'add-to-cart': String(item.id),
    variation_id: String(item.variationId),
    [`convert_to_sub_${item.id}`]: '0',
    survey_log_id: await anotherSurvey(page),
  });
};

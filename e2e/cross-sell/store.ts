import { expect, type Page } from '@playwright/test';

// The store calls the cross-sell and survey browser tests make besides the page's own: fill
// the cart, read it back, place an order, read the stored survey answers. All go through
// page.request, which carries the browser context's cookie, so they act on the shopper's session.

export const AJAX = '/wp-admin/admin-ajax.php';
/** spec §3 sample sets and spec §9 prices, as the store seeds them. */
export const HAND_CREAM = { product: 108, variation: 10801 };
export const FACE_SET = 201;
/** catalogue/seed/giftCards.ts: the physical gift card, $25. */
export const PHYSICAL_GIFT_CARD = { product: 402, variation: 40201 };

export const nonceOf = async (page: Page): Promise<string> =>
  JSON.parse((await page.locator('script#pc-config').textContent()) ?? '{}').nonce;

/** spec §7 add-to-cart form with the page's nonce (a store page must be open). */
export const addToCart = async (page: Page, productId: number, { variationId = 0, cadence = 0 } = {}) => {
  const response = await page.request.post(AJAX, {
    form: {
      action: 'add_to_cart',
      quantity: '1',
      'add-to-cart': String(productId),
      ...(variationId ? { variation_id: String(variationId) } : {}),
      [`convert_to_sub_${productId}`]: String(cadence),
    },
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

/** catalogue/seed/giftCards.ts: the e-gift card, $75. */
export const E_GIFT_75 = { product: 401, variation: 40103 };

/** spec §7 add-to-cart, e-gift shape: a $75 card to `to` (for Alex, from Sam) on `day` (YYYY-MM-DD). */
export const addEGift = async (
  page: Page,
  { to, day, message = '' }: { to: string; day: string; message?: string },
) => {
  const response = await page.request.post(AJAX, {
    form: {
      action: 'add_to_cart',
      quantity: '1',
      'add-to-cart': String(E_GIFT_75.product),
      variation_id: String(E_GIFT_75.variation),
      pw_gift_card_to: to,
      pw_gift_card_recipient_name: 'Alex',
      pw_gift_card_from: 'Sam',
      pw_gift_card_message: message,
      pw_gift_card_delivery_date: day,
    },
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

export interface CartLine {
  name: string;
  cadence: number;
  quantity: number;
  price: number;
}

/** spec §7 get_cart_items: the real cart of this session. */
export const cartLines = async (page: Page): Promise<CartLine[]> => {
  const response = await page.request.get(`${AJAX}?action=get_cart_items`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { items: CartLine[] } };
  return data.items.map(({ name, cadence, quantity, price }) => ({ name, cadence, quantity, price }));
};

/** The coupons the store applies to this cart (GET checkout, contract/order.ts). */
export const cartCoupons = async (page: Page): Promise<{ code: string; amount: number }[]> => {
  const response = await page.request.get('/wp-json/pc/v1/checkout');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { discounts: { code: string; amount: number }[] }).discounts;
};

/** Places this session's cart as an order (contract/order.ts placeOrder); answers its id. */
export const placeOrder = async (page: Page): Promise<string> => {
  const response = await page.request.post('/wp-json/pc/v1/checkout/order', {
    data: {},
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orderId: string }).orderId;
};

/** The survey answers stored for an order of this session (contract/order.ts getPostPurchaseEvents). */
export const storedAnswers = async (page: Page, orderId: string): Promise<string[][]> => {
  const response = await page.request.get(`/wp-json/pc/v1/post_purchase/events?order_id=${orderId}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { events } = (await response.json()) as { events: { results: string[] }[] };
  return events.map((event) => event.results);
};

/**
 * In place of the order-received page's survey, one given the order only, as a host page may supply
 * it (spec §2 "survey data supplied by the page"): it asks for its options, which the store's page
 * carries (decision 0141).
 */
export const surveyOfOrderOnly = (page: Page, orderId: string): Promise<void> =>
  page.locator('#pc-main > pc-post-purchase-survey').evaluate((storeSurvey, order) => {
    const given = document.createElement('pc-post-purchase-survey') as HTMLElement & { pageData?: unknown };
    given.pageData = { survey: { orderId: order } };
    storeSurvey.replaceWith(given);
  }, orderId);

/**
 * In place of the checkout's pop-up, one whose page data holds no offer, as a host page may give it
 * its own (`pageData`): it asks the store for the offer, which the store's /checkout carries
 * (decision 0141).
 */
export const crossSellWithoutOffer = (page: Page): Promise<void> =>
  page.locator('#pc-main > pc-cross-sell').evaluate((storePopUp) => {
    const given = document.createElement('pc-cross-sell') as HTMLElement & { pageData?: unknown };
    given.pageData = {};
    storePopUp.replaceWith(given);
  });

/** Records every `pc-complete` outcome (the elements' completion, spec §4) from the first load on. */
export const recordCompletions = (page: Page) =>
  page.addInitScript(() => {
    const outcomes: string[] = [];
    (window as unknown as { pcCompletions: string[] }).pcCompletions = outcomes;
    window.addEventListener('pc-complete', (event) => {
      outcomes.push((event as CustomEvent<{ outcome: string }>).detail.outcome);
    });
  });

export const completions = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...(window as unknown as { pcCompletions: string[] }).pcCompletions]);

/**
 * Waits until the store holds the pop-up's NO THANKS (decision 0127): GET cart/cross_sell (spec §7)
 * offers this cart nothing once the decline is stored. Read from the store, not from the POST's body:
 * Firefox over WebDriver BiDi hands Playwright no request bodies (docs/testing.md).
 */
export const expectNoThanksStored = (page: Page) =>
  expect
    .poll(
      async () => {
        const response = await page.request.get('/wp-json/pc/v1/cart/cross_sell');
        expect(response.ok(), await response.text()).toBe(true);
        return ((await response.json()) as { products: unknown[] }).products.length;
      },
      { message: 'the store offers nothing more once NO THANKS is stored' },
    )
    .toBe(0);

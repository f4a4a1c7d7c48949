import {
  AJAX,
  addToCart,
  cartLines,
  completions,
  HAND_CREAM,
  nonceOf,
  recordCompletions,
} from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';

// Decision 0053: a line added under a QA-moved clock is re-checked
// when the order is placed. Here the clock returns while /checkout is open: PLACE ORDER is refused
// with the store's reason, the page shows the new cart, and the next PLACE ORDER orders what is left.

const E_GIFT = { product: '401', variation: '40103' };
const REMOVED =
  'Some items in your cart are no longer available and were removed. Please review your cart and place your order again.';

test('PLACE ORDER after the clock returned: the back-dated e-gift leaves, the shopper is told, the order holds the rest', async ({
  page,
  qa,
  axe,
}) => {
  await recordCompletions(page);
  await page.goto('/contact');
  await qa.clock('2021-07-07T12:00:00-04:00');
  // spec §7 add-to-cart, e-gift shape: delivered 8 July 2021, allowed under the moved clock only.
  const gift = await page.request.post(AJAX, {
    form: {
      quantity: '1',
      'add-to-cart': E_GIFT.product,
      variation_id: E_GIFT.variation,
      pw_gift_card_to: 'alex@example.com',
      pw_gift_card_recipient_name: 'Alex',
      pw_gift_card_from: 'Sam',
      pw_gift_card_message: '',
      pw_gift_card_delivery_date: '2021-07-08',
    },
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(gift.ok(), await gift.text()).toBe(true);
  await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
  await page.goto('/checkout');
  // The cart's lines, not the e-gift's details listed inside its line.
  const lines = page.getByRole('list', { name: 'Items in your cart' }).locator(':scope > li');
  await expect(lines).toHaveCount(2);
  // The cross-sell pop-up is done first (NO THANKS if it offers), so the page behind is reachable.
  const popup = page.getByRole('dialog', { name: 'Complete Your Upgrade' });
  await expect.poll(async () => (await completions(page)).length > 0 || (await popup.isVisible())).toBe(true);
  if (await popup.isVisible()) await popup.getByRole('button', { name: 'NO THANKS' }).click();
  await expect(popup).toHaveCount(0);
  // The header's <pc-cart> loads once the page has settled (decision 0124) and reads the cart, which
  // re-checks the clocked lines (decision 0053). Read after the clock returns, it would take the
  // e-gift out before PLACE ORDER, which would then order the rest unrefused (a fresh run saw this on
  // a slow machine): the clock returns once every element has read.
  await page.waitForFunction(() => customElements.get('pc-cart') !== undefined);
  await page.waitForLoadState('networkidle');

  await qa.clock(null);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REMOVED })).toBeVisible();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Hand Cream');
  expect((await cartLines(page)).map((line) => line.name)).toEqual(['Hand Cream']);
  await axe('/checkout after a refused order');

  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
});

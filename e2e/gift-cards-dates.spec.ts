import { expect, test } from './fixtures.ts';
import { cartLines } from './gift-cards/cart.ts';
import { GiftCardsPage, SEED } from './gift-cards/giftCardsPage.ts';

// spec §2 step 2, §5 "Delivery date: cannot be in the past; format YYYY-MM-DD", judged in the shop's
// time zone (spec §9 "8 AM Eastern", docs/decisions/0030), on the session's clock (the QA override),
// and again by the store server on every add to cart. The browser sits in Tokyo, 13 hours ahead of
// New York in March, so its own "today" is the wrong one.

test.use({ timezoneId: 'Asia/Tokyo' });

/** 23:30 on Tuesday 10 March 2026 in New York (EDT); already Wednesday 11 March in Tokyo and UTC. */
const LATE_EVENING_NY = '2026-03-11T03:30:00.000Z';
/** 01:00 on Wednesday 11 March 2026 in New York. */
const AFTER_MIDNIGHT_NY = '2026-03-11T05:00:00.000Z';

let gift: GiftCardsPage;
test.beforeEach(async ({ page, qa }) => {
  gift = new GiftCardsPage(page);
  await gift.open();
  await qa.clock(LATE_EVENING_NY);
  await gift.open();
});
test.afterEach(async ({ qa }) => {
  await qa.clock(null);
});

test('the calendar opens on the shop’s today, past days disabled, in a modal dialog', async ({ page }) => {
  expect(await gift.today()).toBe('2026-03-10');
  await expect(gift.dateButton).toHaveText('CHOOSE A DATE');
  await gift.dateButton.click();
  await expect(gift.calendar).toBeVisible();
  await expect(gift.calendar.getByText('March 2026')).toBeVisible();
  // Today in New York is selectable and takes focus; yesterday and before are disabled.
  await expect(gift.day(/^Today, Tuesday, March 10th, 2026/)).toBeEnabled();
  await expect(gift.day(/^Today, Tuesday, March 10th, 2026/)).toBeFocused();
  for (const day of ['Monday, March 9th, 2026', 'Sunday, March 1st, 2026']) {
    await expect(gift.day(day)).toBeDisabled();
  }
  await expect(gift.day('Wednesday, March 11th, 2026')).toBeEnabled();
  // Keyboard: arrow keys move by day, Enter picks; the dialog closes and focus returns to the button.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(gift.calendar).toBeHidden();
  await expect(gift.dateButton).toHaveText('MAR 12, 2026');
  await expect(gift.dateButton).toBeFocused();
  // The send time in Eastern and, after hydration, in the shopper's own zone (Tokyo: 9 PM, EDT).
  await expect(gift.dateButton).toHaveAccessibleDescription(
    'Sent by email at 8 AM Eastern on the date you choose (Thu, Mar 12, 9:00 PM your time).',
  );
});

test('the calendar offers days up to a year ahead, no later (docs/decisions/0044)', async ({ page }) => {
  await gift.dateButton.click();
  await expect(gift.day(/^Today, /)).toBeFocused();
  // Shift+Page Down: the same day next year.
  await page.keyboard.press('Shift+PageDown');
  await expect(gift.calendar.getByText('March 2027')).toBeVisible();
  await expect(gift.day('Wednesday, March 10th, 2027')).toBeEnabled();
  await expect(gift.day('Thursday, March 11th, 2027')).toBeDisabled();
  await expect(gift.calendar.getByRole('button', { name: 'Go to the Next Month' })).toBeDisabled();
  await gift.day('Wednesday, March 10th, 2027').click();
  await expect(gift.dateButton).toHaveText('MAR 10, 2027');
});

test('Escape and the close button close the calendar without choosing', async ({ page }) => {
  await gift.dateButton.click();
  await expect(gift.calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gift.calendar).toBeHidden();
  await expect(gift.dateButton).toBeFocused();
  await gift.dateButton.click();
  await gift.calendar.getByRole('button', { name: 'Close the calendar' }).click();
  await expect(gift.calendar).toBeHidden();
  await expect(gift.dateButton).toHaveText('CHOOSE A DATE');
});

test('the FAQ tells 8 AM Eastern in the shopper’s own time, and what today after 8 AM does', async () => {
  const question = gift.root.getByRole('button', { name: 'When is the e-gift card sent?' });
  await question.click();
  await expect(gift.root.getByRole('region', { name: 'When is the e-gift card sent?' })).toHaveText(
    'We email it to the recipient at 8 AM Eastern on the delivery date you choose (that is Tue, Mar 10, 9:00 PM your time). Choose today after 8 AM Eastern and it goes as soon as you place the order.',
  );
});

test('a date that became past before checkout: the store’s 400 displayMessage is shown', async ({
  page,
  qa,
  axe,
}) => {
  await gift.fillStep1('Alex', 'alex@example.com', 'Sam');
  await gift.card(25).check();
  await gift.pickDay(/^Today, Tuesday, March 10th, 2026/);
  // 23:30 in New York: today's 8 AM has passed, so the store sends it as the order is placed (decision 0163).
  await expect(gift.dateButton).toHaveAccessibleDescription(
    'Sent by email today at 8 AM Eastern (Tue, Mar 10, 9:00 PM your time), or as soon as you place the order once 8 AM has passed.',
  );
  await expect(gift.checkout).toBeEnabled();
  // Midnight passes in New York while the page is open: the store refuses the 10th.
  await qa.clock(AFTER_MIDNIGHT_NY);
  await gift.checkout.click();
  await expect(gift.root.getByRole('alert')).toHaveText('The delivery date cannot be in the past.');
  await expect(page).toHaveURL(/\/gift-cards$/);
  await axe('the store’s refusal shown');
  expect(await cartLines(page.request)).toEqual([]);
  // The shopper picks a later day and checks out.
  await gift.pickDay('Thursday, March 12th, 2026');
  await expect(gift.root.getByRole('alert')).toHaveText('');
  await gift.checkout.click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect((await cartLines(page.request))[0]?.giftCard?.deliveryDate).toBe('2026-03-12');
});

test.describe('the store re-validates every e-gift field it is sent directly (spec §5, 400 displayMessage)', () => {
  const valid = {
    action: 'add_to_cart',
    quantity: '1',
    'add-to-cart': String(SEED.eGift.productId),
    variation_id: '40101',
    pw_gift_card_to: 'alex@example.com',
    pw_gift_card_recipient_name: 'Alex',
    pw_gift_card_from: 'Sam',
    pw_gift_card_message: '',
    pw_gift_card_delivery_date: '2026-03-10',
  };
  const cases: [string, Record<string, string>, string][] = [
    [
      'yesterday in New York',
      { pw_gift_card_delivery_date: '2026-03-09' },
      'The delivery date cannot be in the past.',
    ],
    [
      'not YYYY-MM-DD',
      { pw_gift_card_delivery_date: '03/12/2026' },
      'Please check the delivery date: must be a date as YYYY-MM-DD.',
    ],
    ['no recipient name', { pw_gift_card_recipient_name: '  ' }, "Please enter the recipient's name."],
    ['no sender name', { pw_gift_card_from: '' }, 'Please enter your name.'],
    ['an invalid email', { pw_gift_card_to: 'alex@example' }, 'Please enter a valid recipient email.'],
    ['a sold-out amount', { variation_id: '40107' }, '$250 E-Gift Card is sold out.'],
  ];
  for (const [what, change, message] of cases) {
    test(`${what} → 400 “${message}”`, async ({ page, qa }) => {
      const res = await page.request.post('/wp-admin/admin-ajax.php', {
        form: { ...valid, ...change },
        headers: { 'X-WP-Nonce': await qa.nonce() },
      });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { displayMessage?: string }).displayMessage).toBe(message);
    });
  }

  test('today in New York is taken, though it is already tomorrow in UTC and Tokyo', async ({ page, qa }) => {
    const res = await page.request.post('/wp-admin/admin-ajax.php', {
      form: valid,
      headers: { 'X-WP-Nonce': await qa.nonce() },
    });
    expect(res.status()).toBe(200);
  });
});

import { addToCart, placeOrder } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { type CaughtEmail, emailsTo, QA_CUSTOMER_EMAIL } from './mailCatcher.ts';

// issue 40 item 1 (decisions 0154–0156): a subscription bought, renewed by the store's worker at 8:00
// New York on its date and not at 7:59 (moved there by the QA clock), its receipt and reminder through
// real SMTP to the catcher (MailDev), and managed on /account/subscriptions: skip, then cancel.

/** The QA customer: the order's email. */
const BUYER = QA_CUSTOMER_EMAIL;
/** Bought on Thursday 5 March 2026 at 10:00 in New York, every 9 weeks: first renewal Thursday 7 May. */
const BOUGHT = '2026-03-05T10:00:00-05:00';
const BEFORE_EIGHT = '2026-05-07T07:59:00-04:00';
const EIGHT = '2026-05-07T08:00:00-04:00';

test('a subscription renews at 8:00 and not 7:59, with its reminder and receipt; skip and cancel on its page', async ({
  page,
  qa,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  await page.goto('/contact');
  await qa.clock(BOUGHT);
  await qa.identity(true);
  await page.goto('/contact');
  // A Face Cleanser every 9 weeks (spec §9's default for face).
  await addToCart(page, 101, { variationId: 10101, cadence: 9 });
  const orderId = await placeOrder(page);

  // From /account/orders to the subscription's page.
  await page.goto('/account/orders');
  await page.getByRole('link', { name: 'skip, change or cancel a delivery' }).click();
  await expect(page).toHaveURL(/\/account\/subscriptions$/);
  const subscription = page.getByRole('region', { name: /Cleanser/ });
  await expect(subscription).toContainText('Active');
  await expect(subscription).toContainText('Next delivery: Thursday, May 7, 2026');
  await expect(subscription.getByLabel('Delivery frequency')).toHaveValue('9');
  await axe('/account/subscriptions with an active subscription');
  const key = await subscription.locator('input[name="key"]').first().inputValue();
  const mine = async (): Promise<CaughtEmail[]> =>
    (await emailsTo(request, BUYER)).filter((email) => email.text.includes(key));

  // 7:59 on the date: the reminder (due three days before) arrives in the worker's round, no renewal.
  await qa.clock(BEFORE_EIGHT);
  await expect
    .poll(async () => (await mine()).map((email) => email.subject), { timeout: 15_000 })
    .toEqual(['Your next subscription delivery is in 3 days']);
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { name: /^Order #/ })).toHaveText([`Order #${orderId}`]);

  // 8:00: the renewal order and its receipt, whose link opens the page.
  await qa.clock(EIGHT);
  await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBe(2);
  const receipt = (await mine()).find((email) => email.subject.startsWith('Your subscription renewed'))!;
  const renewalId = /order #(\d+)/.exec(receipt.subject)![1]!;
  expect(receipt.text).toContain('Your next delivery: Thursday, July 9, 2026.');
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { name: /^Order #/ })).toHaveText([
    `Order #${renewalId}`,
    `Order #${orderId}`,
  ]);

  await page.goto(/http:\/\/\S+/.exec(receipt.text)![0]);
  await expect(subscription).toContainText('Next delivery: Thursday, July 9, 2026');

  // Skip: the next date moves one cadence on.
  await subscription.getByRole('button', { name: 'Skip next delivery' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your next delivery is skipped.');
  await expect(subscription).toContainText('Next delivery: Thursday, September 10, 2026');
  await axe('/account/subscriptions after a skip');

  // Cancel: no further delivery, and nothing left to change.
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your subscription is cancelled.');
  await expect(subscription).toContainText('Cancelled');
  await expect(subscription).toContainText('No further deliveries.');
  await expect(subscription.getByRole('button')).toHaveCount(0);
  await axe('/account/subscriptions with a cancelled subscription');
});

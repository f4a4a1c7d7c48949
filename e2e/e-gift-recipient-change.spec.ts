import { addEGift, placeOrder } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { escapeSurvey } from './journey/checkoutPage.ts';
import { emailsTo, GIFT_CARD_CODE, QA_CUSTOMER_EMAIL } from './mailCatcher.ts';

// docs/decisions/0145 (issue 35; decision 0118): the buyer sends a sent e-gift to another address only
// once they confirm it from the order's email. On the real server and its real SMTP catcher (MailDev):
// the order page asks, the buyer's email holds the link, the link's page confirms with its button, and
// only then does the card's code go to the new address.

/** The QA clock: noon in New York on the e-gift's day, so it is sent at once (spec §9: 8 AM). */
const DAY = '2026-12-15';
const NOON = '2026-12-15T12:00:00-05:00';
/** The QA customer: the order's email. */
const BUYER = QA_CUSTOMER_EMAIL;

test('another address for a sent e-gift: a link to the buyer’s email, a button on its page, then the card', async ({
  page,
  qa,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const unique = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  const first = `alex.${unique}@example.com`;
  const moved = `alex.new.${unique}@example.com`;
  await page.goto('/contact');
  await qa.clock(NOON);
  await qa.identity(true);
  await page.goto('/contact');
  await addEGift(page, { to: first, day: DAY });
  const orderId = await placeOrder(page);
  await expect.poll(async () => (await emailsTo(request, first)).length, { timeout: 15_000 }).toBe(1);
  const code = GIFT_CARD_CODE.exec((await emailsTo(request, first))[0]!.text)?.[0];
  expect(code).toBeTruthy();

  await page.goto(`/checkout/order-received/${orderId}`);
  await escapeSurvey(page);
  await page.getByLabel('Send Alex’s e-gift again to').fill(moved);
  await page.getByRole('button', { name: 'RESEND' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `We emailed ${BUYER} a link to confirm sending the e-gift for Alex to ${moved}.` }),
  ).toBeVisible();
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText(
    `Waiting for your confirmation (see your email) to send it to ${moved}.`,
  );
  await axe('the order-received page with a new address waiting for confirmation');

  // The buyer's email holds the link; nothing has gone to the new address.
  const confirmation = async () =>
    (await emailsTo(request, BUYER)).filter((email) => email.text.includes(moved));
  await expect.poll(async () => (await confirmation()).length, { timeout: 15_000 }).toBe(1);
  const [email] = await confirmation();
  expect(email!.subject).toBe('Confirm the new address for Alex’s e-gift');
  expect(email!.text).toContain(
    `Someone with your order #${orderId} asked to send the $75 e-gift card for Alex to ${moved} instead of ${first}.`,
  );
  const link = /http:\/\/\S+/.exec(email!.text)![0];
  expect(await emailsTo(request, moved)).toEqual([]);

  // Its page: a GET changes nothing; the button confirms.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm the new address');
  await expect(page.getByText(`Send the e-gift for Alex (order #${orderId}) to ${moved}?`)).toBeVisible();
  await axe('the e-gift address confirmation page');
  await page.waitForTimeout(1_000);
  expect(await emailsTo(request, moved)).toEqual([]);
  await page.getByRole('button', { name: 'SEND IT TO THE NEW ADDRESS' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The e-gift is on its way');
  await expect(page.getByText(`The e-gift for Alex is being sent to ${moved}.`)).toBeVisible();
  await expect.poll(async () => (await emailsTo(request, moved)).length, { timeout: 15_000 }).toBe(1);
  expect((await emailsTo(request, moved))[0]!.text).toContain(code!);

  // The link works once.
  await page.goto(link);
  await expect(
    page.getByText('This link has expired or was already used. Nothing was changed.'),
  ).toBeVisible();
});

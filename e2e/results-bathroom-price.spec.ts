import { expect, test } from './fixtures.ts';
import { cartWithLines } from './results/cart.ts';
import { BATHROOM } from './results/storeSpec.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// docs/decisions/0010: spec §2 Bathroom module, "a struck-through original price and the discounted price
// in the CHECKOUT button". The two compare like with like (the same cadence, the subscription prices
// before and after the module's discount), so the saving shown is exactly the discount given, and the
// CHECKOUT price is what the cart charges (docs/decisions/0009, 0010).

test.describe.configure({ timeout: 60_000 });

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const cents = (value: number) => Math.round(value * 100);

test('the shown original minus the shown price is the discount; the cart total after CHECKOUT is the shown price', async ({
  page,
  results,
}) => {
  await takeSurvey(page, PROFILES.sam, { emailCapture: false });
  const checkout = results.bathroom('Sam').getByRole('button', { name: /^CHECKOUT/ });
  const original = amount(await checkout.locator('s').textContent());
  const shown = amount(await checkout.locator(':scope > :not(s)').last().textContent());
  expect(original).toBeGreaterThan(shown);
  // decision 0009: the discount is a percentage off each item; every §9 subscription price of Sam's
  // module (15, 15, 17) takes 15 % to the cent, so the saving is 15 % of the original exactly.
  expect(cents(original - shown)).toBe(Math.round((cents(original) * BATHROOM.discountPercent) / 100));

  await checkout.click();
  await expect(page).toHaveURL(/\/checkout$/);
  const lines = await cartWithLines(page, 3);
  // Like with like: every module line is a subscription, as the original price assumed.
  for (const line of lines) expect(line.cadence, JSON.stringify(line)).toBeGreaterThan(0);
  expect(cents(lines.reduce((total, line) => total + line.price * line.quantity, 0))).toBe(cents(shown));
});

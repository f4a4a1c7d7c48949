import { expect, test } from './fixtures.ts';
import { cartLines, cartWithLines } from './results/cart.ts';
import { BATHROOM, CADENCE, PRICE, TEXT } from './results/storeSpec.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// spec §2 Results "Bathroom module" on /quizresult and /quizresult-cologne: '{name} Essentials', the
// products, a struck-through original price and the discounted price in the CHECKOUT button,
// 'SMART REPLENISHMENTS. CANCEL ANYTIME.', MORE INFO + / CLOSE details, the free-shipping note only
// when enabled, and the collapse when scrolled past; spec §7 bathroom_module GET and POST.
// docs/decisions/0009: Sam's module is body wash, deodorant and shampoo, 15 % off each subscription.

test.describe.configure({ timeout: 60_000 });

const money = (amount: number) => Math.round(amount * 100) / 100;
const dollars = (amount: number) => (Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`);

/** Sam's essentials (docs/decisions/0009): body wash, deodorant, shampoo, with their §9 prices. */
const SAM_ESSENTIALS = [
  { name: /Body Wash/, price: PRICE.bodyWash, cadence: CADENCE.bodyWash },
  { name: /Deodorant/, price: PRICE.deodorant, cadence: CADENCE.deodorant },
  { name: /Shampoo/, price: PRICE.shampoo, cadence: CADENCE.shampoo },
] as const;
/** What the store charges for them: each subscription price less the module's discount. */
const SAM_CHARGED = money(
  SAM_ESSENTIALS.reduce(
    (total, item) => total + money((item.price.subscription * (100 - BATHROOM.discountPercent)) / 100),
    0,
  ),
);

test.describe('spec §2 the bathroom module', () => {
  test("/quizresult: 'Sam Essentials', its products, the prices in CHECKOUT, the tagline, MORE INFO + / CLOSE, no free-shipping note", async ({
    page,
    results,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const module = results.bathroom('Sam');
    await expect(module).toBeVisible();
    await expect(
      module.getByRole('heading', { name: TEXT.bathroomHeading('Sam'), exact: true }),
    ).toBeVisible();
    // The three products, each image named by its product.
    const images = module.getByRole('img');
    await expect(images).toHaveCount(3);
    for (const { name } of SAM_ESSENTIALS) await expect(module.getByRole('img', { name })).toBeVisible();

    // The CHECKOUT button: the original price struck through, then the discounted price.
    const checkout = module.getByRole('button', { name: /^CHECKOUT/ });
    const original = checkout.locator('s');
    await expect(original).toBeVisible();
    expect(await original.evaluate((node) => getComputedStyle(node).textDecorationLine)).toContain(
      'line-through',
    );
    const originalPrice = Number((await original.textContent())?.replace(/[^\d.]/g, ''));
    const shownPrice = Number(
      (await checkout.locator(':scope > :not(s)').last().textContent())?.replace(/[^\d.]/g, ''),
    );
    expect(shownPrice).toBeLessThan(originalPrice);
    // Changed by issue 7 item 7 (docs/decisions/0010): the original is the products' subscription
    // prices, as the module sells them (§9: 15 + 15 + 17), no longer their once prices.
    expect(originalPrice).toBe(
      PRICE.bodyWash.subscription + PRICE.deodorant.subscription + PRICE.shampoo.subscription,
    );
    // The discounted price is what the store charges for the module (decision 0009).
    expect(shownPrice).toBe(SAM_CHARGED);
    await expect(checkout).toHaveAccessibleName(
      `CHECKOUT original price ${dollars(originalPrice)} now ${dollars(SAM_CHARGED)}`,
    );

    await expect(module.getByText(TEXT.bathroomTagline, { exact: true })).toBeVisible();

    const more = module.getByRole('button', { name: TEXT.bathroomMoreInfo, exact: true });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(module.getByText(TEXT.bathroomDetails, { exact: true })).toHaveCount(0);
    await more.click();
    const close = module.getByRole('button', { name: TEXT.bathroomClose, exact: true });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(module.getByText(TEXT.bathroomDetails, { exact: true })).toBeVisible();
    await close.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(module.getByText(TEXT.bathroomDetails, { exact: true })).toHaveCount(0);

    // spec §2 /quizresult: no free-shipping note, in the module or on any card.
    await expect(results.freeShippingNotes).toHaveCount(0);
  });

  test('its CHECKOUT adds the module lines (discounted subscriptions of this survey) and goes to /checkout', async ({
    page,
    results,
  }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const module = results.bathroom('Sam');
    await module.getByRole('button', { name: /^CHECKOUT/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const lines = await cartWithLines(page, SAM_ESSENTIALS.length);
    for (const item of SAM_ESSENTIALS) {
      const line = lines.find((candidate) => item.name.test(candidate.name));
      expect(line, `a ${item.name} line: ${JSON.stringify(lines)}`).toBeDefined();
      expect(line).toMatchObject({
        source: BATHROOM.source,
        surveyLogId,
        quantity: 1,
        cadence: item.cadence,
        price: money((item.price.subscription * (100 - BATHROOM.discountPercent)) / 100),
      });
    }
    expect(money(lines.reduce((total, line) => total + line.price * line.quantity, 0))).toBe(SAM_CHARGED);
  });

  test('a second CHECKOUT (back from checkout) adds nothing more', async ({ page, results }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await results
      .bathroom('Sam')
      .getByRole('button', { name: /^CHECKOUT/ })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await cartWithLines(page, 3);
    await page.goBack();
    await results
      .bathroom('Sam')
      .getByRole('button', { name: /^CHECKOUT/ })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    const lines = await cartLines(page);
    expect(lines.map((line) => line.quantity)).toEqual([1, 1, 1]);
  });

  test('/quizresult-cologne: the module with the free-shipping note, the Cologne Set first', async ({
    page,
    results,
  }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await results.open(`/quizresult-cologne?survey_log_id=${surveyLogId}`);
    const module = results.bathroom('Sam');
    await expect(module).toBeVisible();
    await expect(module.getByRole('button', { name: /^CHECKOUT/ }).locator('s')).toBeVisible();
    await expect(module.getByText(TEXT.bathroomTagline, { exact: true })).toBeVisible();
    await expect(module.getByText(TEXT.freeShipping, { exact: true })).toBeVisible();
    expect((await results.headers())[0]).toBe('Your Cologne Set');
  });

  test('collapses to its heading and CHECKOUT when the page is scrolled past its top, and comes back', async ({
    page,
    results,
  }) => {
    await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const module = results.bathroom('Sam');
    const tagline = module.getByText(TEXT.bathroomTagline, { exact: true });
    await expect(tagline).toBeVisible();

    await results.card('Your Body Set').heading.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(tagline).toHaveCount(0);
    // Still there, compact: the heading and CHECKOUT stay in view.
    await expect(module.getByRole('heading', { name: TEXT.bathroomHeading('Sam') })).toBeInViewport();
    await expect(module.getByRole('button', { name: /^CHECKOUT/ })).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(tagline).toBeVisible();
  });
});

import type { Request, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartWithLines, isAddToCart, isProceedCheck } from './results/cart.ts';
import { TEXT } from './results/storeSpec.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// Decision 0015: the candle cards of /browse-candles (spec §2: results without product descriptions,
// one card per candle) each have their own identity, so one card's add in flight never blocks or
// decorates another. Spec §7 `{product}_show_proceed_to_checkout` asks about the
// product of the route (decision 0015).

test.describe.configure({ timeout: 60_000 });

const formOf = (request: Request) => new URLSearchParams(request.postData() ?? '');
const actionOf = (request: Request) => formOf(request).get('action');

test.describe('candle cards on /browse-candles each have their own identity', () => {
  test("one card's add held in flight leaves another card enabled and undecorated; each adds its own candle", async ({
    page,
    results,
  }) => {
    // spec §8 'delay' fault: the first add-to-cart request (card A's) is held until released; every
    // other request goes to the real store.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held: Request | null = null;
    await page.route('**/wp-admin/admin-ajax.php', async (route: Route) => {
      const request = route.request();
      if (held === null && isAddToCart(request)) {
        held = request;
        await released;
      }
      await route.continue();
    });

    await results.open('/browse-candles');
    const [nameA, nameB] = await results.headers();
    expect(nameA && nameB && nameA !== nameB, 'two different candle cards').toBeTruthy();
    const a = results.card(nameA!);
    const b = results.card(nameB!);

    await a.addButton.click();
    await expect.poll(() => held !== null, { message: "card A's add was sent" }).toBe(true);
    // A's add is in flight: A is busy, B is not, and B shows no error.
    await expect(a.addButton).toHaveAttribute('aria-disabled', 'true');
    await expect(b.addButton).toHaveAttribute('aria-disabled', 'false');
    await expect(b.status).toHaveText('');

    // B adds its own candle while A's is still on its way.
    await b.addButton.click();
    const [lineB] = await cartWithLines(page, 1);
    expect(lineB).toMatchObject({ name: nameB, category: 'candle', quantity: 1, cadence: 0 });
    await expect(results.addedBanner).toBeVisible();
    await expect(b.addButton).toHaveAttribute('aria-disabled', 'false');
    await expect(a.addButton).toHaveAttribute('aria-disabled', 'true');

    // A's add arrives: its own candle, a variation of the same candle product as B's.
    release();
    await expect(a.addButton).toHaveAttribute('aria-disabled', 'false');
    const lines = await cartWithLines(page, 2);
    const lineA = lines.find((line) => line.name === nameA);
    expect(lineA, JSON.stringify(lines)).toMatchObject({ category: 'candle', quantity: 1, cadence: 0 });
    expect(lineA!.productId).toBe(lineB!.productId);
    expect(lineA!.variationId).not.toBe(lineB!.variationId);
    // The held request named the candle product and A's variation (spec §7 add-to-cart, variation_id).
    expect(formOf(held!).get('add-to-cart')).toBe(String(lineA!.productId));
    expect(formOf(held!).get('variation_id')).toBe(String(lineA!.variationId));
    await expect(a.status).toHaveText('');
    await expect(b.status).toHaveText('');
  });
});

test.describe('spec §7 {product}_show_proceed_to_checkout asks about the product of the route', () => {
  test('/browse-candles asks about candles, and its banner shows once a candle is in the cart', async ({
    page,
    results,
  }) => {
    const asked = page.waitForRequest(isProceedCheck);
    await results.open('/browse-candles');
    expect(actionOf(await asked)).toBe('candle_show_proceed_to_checkout');

    // The store's candle rule (decision 0009): yes once the cart holds a candle.
    const [first] = await results.headers();
    const again = page.waitForRequest(
      (request) => isProceedCheck(request) && actionOf(request) === 'candle_show_proceed_to_checkout',
    );
    await results.card(first!).addButton.click();
    await again;
    await expect(results.element.getByRole('link', { name: TEXT.proceed, exact: true })).toBeVisible({
      timeout: 10_000,
    });
  });

  test('/get-your-candle asks about candles', async ({ page, results }) => {
    const asked = page.waitForRequest(isProceedCheck);
    await results.open('/get-your-candle');
    expect(actionOf(await asked)).toBe('candle_show_proceed_to_checkout');
  });

  test("/quizresult asks about the quiz's product", async ({ page }) => {
    const asked = page.waitForRequest(isProceedCheck);
    await takeSurvey(page, PROFILES.faceOnly, { emailCapture: false });
    expect(new URL(page.url()).pathname).toBe('/quizresult');
    expect(actionOf(await asked)).toBe('quiz_show_proceed_to_checkout');
  });
});

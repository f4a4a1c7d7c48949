import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartWithLines, isProceedCheck, recordRequests } from './results/cart.ts';
import type { ResultsPage } from './results/ResultsPage.ts';
import { COLOGNE_HIDDEN_SECTIONS, MORE_INFO_SECTIONS, REORDER_PATHS } from './results/storeSpec.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// spec §2 route table: what each results route changes. /quizresult: the bathroom module, no
// free-shipping note. /lab-reorder and its aliases: no free-shipping note. /quizresult-cologne: no
// more-info links, the bathroom module. /gift-quizresult and /gift-sets: no 'Your' prefix.
// /browse-candles: no product descriptions. /get-your-candle, /browse-candles and /lab-reorder show
// cards without a quiz (docs/decisions/0009: the catalogue). The navigation row shows only when more
// than one navigation name exists.

test.describe.configure({ timeout: 60_000 });

const SETS = ['Face Set', 'Hair Set', 'Body Set', 'Hand Set', 'Cologne Set'];

/** Opens a results path and waits until the element has made its start-up calls. */
async function openResults(page: Page, results: ResultsPage, path: string): Promise<void> {
  const started = page.waitForRequest(isProceedCheck);
  await results.open(path);
  await started;
}

test.describe('the bathroom module: /quizresult and /quizresult-cologne only', () => {
  test('shown on those two for a survey; not on the gift, reorder or candle routes', async ({
    page,
    results,
  }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    const moduleCalls = recordRequests(page, (request) => /\/bathroom_module$/.test(request.url()));
    for (const path of ['/quizresult', '/quizresult-cologne']) {
      await openResults(page, results, `${path}?survey_log_id=${surveyLogId}`);
      await expect(results.bathroom('Sam'), path).toBeVisible();
    }
    const asked = moduleCalls.length;
    for (const path of [
      `/gift-quizresult?survey_log_id=${surveyLogId}`,
      `/gift-sets?survey_log_id=${surveyLogId}`,
      '/lab-reorder',
      '/get-your-candle',
      '/browse-candles',
    ]) {
      await openResults(page, results, path);
      await expect(results.anyBathroom, path).toHaveCount(0);
    }
    // Those routes do not even ask for it.
    expect(moduleCalls).toHaveLength(asked);
  });

  test('/quizresult without a survey (a new visitor): catalogue sets and no module', async ({ results }) => {
    await results.open('/quizresult');
    expect(await results.headers()).toEqual(SETS.map((set) => `Your ${set}`));
    await expect(results.anyBathroom).toHaveCount(0);
    await expect(results.emailCapture).toHaveCount(0);
  });
});

test.describe("the free-shipping note 'Spend $25 or subscribe for free shipping'", () => {
  test('absent on /quizresult and on /lab-reorder and every alias', async ({ page, results }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await expect(results.cards.first()).toBeVisible();
    await expect(results.freeShippingNotes).toHaveCount(0);
    for (const path of REORDER_PATHS) {
      await results.open(path);
      expect(await results.headers(), path).toEqual(SETS.map((set) => `Your ${set}`));
      await expect(results.freeShippingNotes, path).toHaveCount(0);
    }
    // …and on each card elsewhere: the cologne results (module and cards), gift results, candles.
    for (const path of [
      `/quizresult-cologne?survey_log_id=${surveyLogId}`,
      `/gift-quizresult?survey_log_id=${surveyLogId}`,
      '/get-your-candle',
      '/browse-candles',
    ]) {
      await results.open(path);
      const cards = await results.cards.count();
      const module = path.startsWith('/quizresult-cologne') ? 1 : 0;
      await expect(results.freeShippingNotes, path).toHaveCount(cards + module);
    }
  });
});

test.describe("'more info' links, the 'Your' prefix and product descriptions", () => {
  test('/quizresult-cologne has no more-info links; /quizresult has them for the same survey', async ({
    page,
    results,
  }) => {
    const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    await expect(results.card('Your Face Set').moreInfoButtons).toHaveCount(2);
    await results.open(`/quizresult-cologne?survey_log_id=${surveyLogId}`);
    await expect(results.cards).toHaveCount(5);
    await expect(results.element.getByRole('button', { name: /^More info/ })).toHaveCount(0);
  });

  test("/gift-quizresult and /gift-sets drop 'Your', even for a self survey; /quizresult keeps it", async ({
    page,
    results,
  }) => {
    const self = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
    expect((await results.headers())[0]).toBe('Your Face Set');
    for (const path of ['/gift-quizresult', '/gift-sets']) {
      await results.open(`${path}?survey_log_id=${self}`);
      expect(await results.headers(), path).toEqual(SETS);
    }
    // The gift quiz's own results: 'Face Set', starting on buy once (docs/decisions/0009).
    await takeSurvey(page, PROFILES.jordan, { emailCapture: false });
    expect(await results.headers()).toEqual(['Face Set', 'Hair Set', 'Body Set', 'Hand Set']);
    await expect(results.card('Face Set').once).toBeChecked();
  });

  test('/browse-candles shows no product descriptions; /get-your-candle does', async ({ results }) => {
    await results.open('/get-your-candle');
    const descriptions = results.cards.getByRole('listitem').getByRole('paragraph');
    const candles = await results.cards.count();
    expect(candles).toBeGreaterThan(1);
    await expect(descriptions).toHaveCount(candles);

    await results.open('/browse-candles');
    await expect(results.cards).toHaveCount(candles);
    await expect(descriptions).toHaveCount(0);
    // Only the descriptions go (docs/decisions/0010): names and more-info links stay.
    await expect(results.element.getByRole('button', { name: /^More info about / })).toHaveCount(candles);
  });
});

test.describe('pages without a quiz show catalogue-based cards', () => {
  for (const path of ['/get-your-candle', '/browse-candles', '/lab-reorder']) {
    test(`${path}: cards for a new visitor, with nothing tailored (no capture, no save banner, no module)`, async ({
      results,
    }) => {
      await results.open(path);
      expect(await results.cards.count()).toBeGreaterThan(1);
      if (path === '/lab-reorder') {
        expect(await results.headers()).toEqual(SETS.map((set) => `Your ${set}`));
        // Reorders start on subscription (docs/decisions/0009).
        await expect(results.card('Your Face Set').subscribe).toBeChecked();
      } else {
        // The candle collection: one card per candle that can be sold, bought once at its price.
        for (const header of await results.headers()) expect(header).toMatch(/Candle$/);
        await expect(results.cards.first().getByRole('radio')).toHaveCount(0);
      }
      await expect(results.emailCapture).toHaveCount(0);
      await expect(results.saveEmailField).toHaveCount(0);
      await expect(results.anyBathroom).toHaveCount(0);
    });
  }

  test('/get-your-candle: adding a candle goes to /checkout (checkoutOnAdd); /browse-candles stays', async ({
    page,
    results,
  }) => {
    await results.open('/browse-candles');
    const first = results.card((await results.headers())[0]!);
    await first.addButton.click();
    await expect(results.addedBanner).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/browse-candles');
    const [browsed] = await cartWithLines(page, 1);
    expect(browsed).toMatchObject({ category: 'candle', cadence: 0, surveyLogId: null });

    await results.open('/get-your-candle');
    const second = (await results.headers())[1]!;
    await results.card(second).addButton.click();
    await expect(page).toHaveURL(/\/checkout$/);
    const lines = await cartWithLines(page, 2);
    expect(lines.map((line) => line.name)).toContain(second);
  });
});

test.describe('the navigation row: only when more than one navigation name exists', () => {
  test('/lab-reorder: one button per set; a button takes the shopper to its card', async ({ results }) => {
    await results.open('/lab-reorder');
    const buttons = results.navigation.getByRole('button');
    await expect(buttons).toHaveText(['Face', 'Hair', 'Body', 'Hands', 'Cologne']);
    await results.navigation.getByRole('button', { name: 'Hands', exact: true }).click();
    const hand = results.card('Your Hand Set');
    await expect(hand.heading).toBeFocused();
    await expect(hand.heading).toBeInViewport();
  });

  test('two names (a shampoo and a body set): the row shows both', async ({ page, results }) => {
    await takeSurvey(page, PROFILES.robin, { emailCapture: false });
    await expect(results.navigation.getByRole('button')).toHaveText(['Hair', 'Body']);
  });

  test('one name (only the face answered): no row', async ({ page, results }) => {
    await takeSurvey(page, PROFILES.faceOnly, { emailCapture: false });
    expect(await results.headers()).toEqual(['Your Face Set']);
    await expect(results.navigation).toHaveCount(0);
  });
});

test.describe("spec §2 the 'more info' modal", () => {
  test('its sections, the more/less full-ingredient toggle; Escape closes and focus returns', async ({
    page,
    results,
  }) => {
    await results.open('/lab-reorder');
    const face = results.card('Your Face Set');
    const opener = face.moreInfoButtons.first();
    const itemName = ((await opener.textContent()) ?? '').replace(/^More info about /, '').trim();
    await opener.click();
    const dialog = results.dialog(itemName);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([...MORE_INFO_SECTIONS]);

    const more = dialog.getByRole('button', { name: 'More full ingredients', exact: true });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const ingredientsBefore = await dialog.getByRole('paragraph').count();
    await more.click();
    const less = dialog.getByRole('button', { name: 'Less full ingredients', exact: true });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('paragraph')).toHaveCount(ingredientsBefore + 1);
    const controlled = await less.getAttribute('aria-controls');
    await expect(dialog.locator(`[id="${controlled}"]`)).toBeVisible();
    await less.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('paragraph')).toHaveCount(ingredientsBefore);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The X closes it too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a cologne: made-with, made-without and formulated-in are absent; the free gift card has no link', async ({
    page,
    results,
  }) => {
    await results.open('/lab-reorder');
    const cologne = results.card('Your Cologne Set');
    const buttons = cologne.moreInfoButtons;
    // Work + Play have a link; the promo gift card does not.
    await expect(buttons).toHaveCount(2);
    await expect(cologne.root.getByRole('listitem')).toHaveCount(3);
    for (const index of [0, 1]) {
      const opener = buttons.nth(index);
      const name = ((await opener.textContent()) ?? '').replace(/^More info about /, '').trim();
      await opener.click();
      const dialog = results.dialog(name);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(
        MORE_INFO_SECTIONS.filter(
          (section) => !(COLOGNE_HIDDEN_SECTIONS as readonly string[]).includes(section),
        ),
      );
      for (const hidden of COLOGNE_HIDDEN_SECTIONS) {
        await expect(dialog.getByRole('heading', { name: hidden })).toHaveCount(0);
      }
      await expect(dialog.getByRole('button', { name: /full ingredients$/ })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

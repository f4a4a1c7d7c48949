import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pageLoads } from './pageLoads.ts';
import { WELCOME_BACK } from './quiz/texts.ts';
import type { ResultsPage } from './results/ResultsPage.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// Decision 0011: page data reaches the element however the shopper arrives at a
// results route: a fresh load, an in-page route change (the welcome-back overlay, the index, the
// /crafting page), back and forward, a new tab, a shared link. Against the real server.

const NOT_AVAILABLE = 'Your results are not available.';
/** Robin's results (e2e/results/surveys.ts): a shampoo on its own and the Body Set, unlike the catalogue. */
const ROBIN_HEADERS = ['Your Strengthening Shampoo', 'Your Body Set'];

const PAGE_DATA_CALL = '**/wp-json/pc/v1/page_data?*';

/** The results show exactly these cards, and never the empty view. */
const expectCards = async (results: ResultsPage, headers: readonly string[]) => {
  await results.waitUntilRendered();
  await expect(results.element.getByText(NOT_AVAILABLE)).toHaveCount(0);
  await expect(results.cards.getByRole('heading', { level: 2 })).toHaveText([...headers]);
};

/** Follows a link in the demo's main region as a shopper does: an in-page route change, no load. */
const followInPage = async (page: Page, name: string) => {
  const loads = await pageLoads(page);
  await page.locator('#pc-main').getByRole('link', { name, exact: true }).first().click();
  return loads;
};

/** An in-page route change to any URL, as the demo's router makes one (history.pushState). */
const routeInPage = (page: Page, url: string) =>
  page.evaluate((target) => window.history.pushState(null, '', target), url);

test.describe('results page data on every way in', () => {
  test.beforeEach(async ({ page }) => {
    await takeSurvey(page, PROFILES.robin, { emailCapture: false });
  });

  test('fresh load: the shopper’s own results', async ({ results }) => {
    await results.open('/quizresult');
    await expectCards(results, ROBIN_HEADERS);
  });

  test('welcome-back overlay: SEE MY RESULTS shows the shopper’s products', async ({
    page,
    quiz,
    results,
  }) => {
    await quiz.open('/quiz');
    const overlay = quiz.dialog(WELCOME_BACK.anonymousTitle);
    await expect(overlay).toBeVisible();
    const loads = await pageLoads(page);
    await overlay.getByRole('link', { name: WELCOME_BACK.results, exact: true }).click();
    await expect(page).toHaveURL(/\/quizresult$/);
    await expectCards(results, ROBIN_HEADERS);
    expect(loads, 'an in-page route change, not a page load').toEqual([]);
  });

  for (const [from, link] of [
    ['/', '/quizresult'], // the index lists every route
    ['/crafting', 'See your results'],
  ] as const) {
    test(`the results link on ${from}`, async ({ page, results }) => {
      await page.goto(from);
      const loads = await followInPage(page, link);
      await expect(page).toHaveURL(/\/quizresult$/);
      await expectCards(results, ROBIN_HEADERS);
      expect(loads, 'an in-page route change, not a page load').toEqual([]);
    });
  }

  test('back and forward between a results route and another route', async ({ page, results }) => {
    await page.goto('/contact');
    await routeInPage(page, '/quizresult');
    await expectCards(results, ROBIN_HEADERS);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('#pc-main pc-contact')).toBeAttached();
    await page.goForward();
    await expect(page).toHaveURL(/\/quizresult$/);
    await expectCards(results, ROBIN_HEADERS);

    // Starting on the results (printed data), away and back again: fresh data, not the printed one.
    await results.open('/quizresult');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.locator('#pc-main pc-contact')).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/\/quizresult$/);
    await expectCards(results, ROBIN_HEADERS);
  });

  test('a new tab of the same session', async ({ page }) => {
    const tab = await page.context().newPage();
    await tab.goto('/quizresult');
    const results = tab.locator('#pc-main pc-results');
    await expect(results.getByRole('article').first()).toBeVisible({ timeout: 10_000 });
    await expect(results.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(ROBIN_HEADERS);
    await tab.close();
  });

  test('a shared link with ?survey_log_id=, loaded or routed to in another session', async ({
    page,
    browser,
  }) => {
    const shared = page.url(); // /quizresult?survey_log_id=… after the survey
    expect(shared).toMatch(/\?survey_log_id=/);
    const friendContext = await browser.newContext({ baseURL: new URL(shared).origin });
    try {
      const friend = await friendContext.newPage();
      const cards = friend.locator('#pc-main pc-results').getByRole('article').getByRole('heading', {
        level: 2,
      });
      await friend.goto(shared);
      await expect(cards).toHaveText(ROBIN_HEADERS, { timeout: 10_000 });
      // In-page, from another page: the query names whose results show.
      await friend.goto('/contact');
      await routeInPage(friend, new URL(shared).pathname + new URL(shared).search);
      await expect(cards).toHaveText(ROBIN_HEADERS, { timeout: 10_000 });
      // Without the query the friend has no results of their own: the catalogue, not Robin's.
      await routeInPage(friend, '/quizresult');
      await expect(cards.first()).toBeVisible();
      await expect(cards).not.toHaveText(ROBIN_HEADERS);
    } finally {
      await friendContext.close();
    }
  });

  test('a route change while the page data is in flight: the stale answer never mounts', async ({
    page,
    results,
  }) => {
    await page.goto('/contact');
    // Hold the /quizresult answer back until the shopper has moved on to the gift results.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const isSelf = (url: string) => new URL(url).searchParams.get('path') === '/quizresult';
    let selfDelivered: Promise<unknown> = Promise.resolve();
    await page.route(PAGE_DATA_CALL, async (route) => {
      if (!isSelf(route.request().url())) return route.continue();
      // The real server's answer, delivered late (the router may have dropped the request by then).
      selfDelivered = held.then(() => route.continue()).catch(() => undefined);
    });
    const selfAsked = page.waitForRequest((request) => isSelf(request.url()));
    await routeInPage(page, '/quizresult');
    await selfAsked;
    await routeInPage(page, '/gift-quizresult');
    // The gift results: no gift survey in this session, so the catalogue without the 'Your' prefix.
    await expect(results.cards.first()).toBeVisible({ timeout: 10_000 });
    const giftHeaders = await results.cards.getByRole('heading', { level: 2 }).allTextContents();
    expect(giftHeaders.some((header) => header.startsWith('Your '))).toBe(false);
    release();
    await selfDelivered;
    // Nothing signals that a late answer did nothing: give it time to arrive and be handled.
    await page.waitForTimeout(500);
    // The late self answer changed nothing: still the gift route's element and cards.
    await expect(page).toHaveURL(/\/gift-quizresult$/);
    await expect(page.locator('#pc-main pc-results')).toHaveCount(1);
    await expect(results.cards.getByRole('heading', { level: 2 })).toHaveText(giftHeaders);
  });

  test('a failed page-data call: the element mounts without data, never with another page’s', async ({
    page,
    results,
  }) => {
    // spec §8: a failed load is silently ignored. The printed data belongs to /quizresult.
    await results.open('/quizresult');
    await page.route(PAGE_DATA_CALL, (route) => route.abort('connectionfailed'));
    await routeInPage(page, '/gift-quizresult');
    await expect(page).toHaveURL(/\/gift-quizresult$/);
    await expect(results.element.getByText(NOT_AVAILABLE)).toBeVisible();
    await expect(results.cards).toHaveCount(0);
  });
});

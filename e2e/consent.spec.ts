import type { Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, test } from './fixtures.ts';
import { hostOrigin } from './hostOrigins.ts';
import { reactAt } from './hydration.ts';
import { checkoutLines, crossSellDialog, ORDER_RECEIVED, surveyModal } from './journey/checkoutPage.ts';
import { placeOrderAndAwaitSurvey } from './journey/purchase.ts';
import { layoutShifts } from './layoutShifts.ts';
import { QuizPage } from './quiz/QuizPage.ts';
import { CUSTOMER_FIRST_NAME, OPTION, Q, WELCOME_BACK } from './quiz/texts.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';
import { type StaticSite, sitePage, snippetFor, startStaticSite } from './static-site/staticSite.ts';
import { type StoreProcess, startStore } from './storeProcess.ts';

// Issue 39 (docs/decisions/0149): a page of another origin (127.0.0.3) with the README's snippet and
// `"consent": "required"`. The host page installs its own `window.analytics` (a stub that records each
// call and reports it to the host's server, so a call made as the page unloads is seen too): calls to
// it are what the elements send the host's analytics. The store is not stubbed; nothing is
// intercepted.

/** This project's site (e2e/hostOrigins.ts), set before the tests run. */
let SITE: string;
const COLLECTOR = '/collect'; // the page's analyticsBeaconUrl: where the elements' own beacons go
const HOST_REPORT = '/host-analytics'; // where the host's stub reports the calls it received
const NAME = 'Riley';

/** The host's own analytics (Segment's shape), before the element scripts: it records every call. */
const HOST_ANALYTICS = `<script>
  window.hostCalls = [];
  const record = (kind) => (...args) => {
    window.hostCalls.push([kind, ...args]);
    navigator.sendBeacon(${JSON.stringify(HOST_REPORT)}, JSON.stringify([kind, ...args]));
  };
  window.analytics = { track: record('track'), identify: record('identify'), page: record('page') };
</script>`;

const hostPage = (store: string, title: string, tag: string, attributes: string) =>
  sitePage(
    title,
    HOST_ANALYTICS +
      snippetFor(store, tag, {
        attributes,
        config: { consent: 'required', analyticsBeaconUrl: `${SITE}${COLLECTOR}` },
      }),
  );

const hostCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostCalls: unknown[][] }).hostCalls);

/** Every cookie of the browser and every storage entry of the page's origin, as text. */
const keptText = async (page: Page): Promise<string> =>
  JSON.stringify({
    cookies: await page.context().cookies(),
    storage: await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } })),
  });

// One worker for the file: the site listens on one address, so a second worker's beforeAll would find
// it taken (EADDRINUSE).
test.describe.configure({ mode: 'serial' });

let site: StaticSite;
test.beforeAll(async () => {
  SITE = hostOrigin('CONSENT_HOST');
  site = await startStaticSite(SITE);
});
test.afterAll(() => site.close());

test('consent required: the quiz’s first answers and a launch CHECKOUT send nothing, keep no name, and the purchase works with everything refused', async ({
  page,
  baseURL,
  leavingConfirmed: _,
}) => {
  test.setTimeout(60_000);
  const store = baseURL!;
  site.put('/gift-quiz', hostPage(store, 'Gifts', 'pc-quiz', 'type="gift"'));
  site.put('/green', hostPage(store, 'Green', 'pc-launch', 'code="green"'));
  const quiz = new QuizPage(page, 'gift');
  await page.goto(`${SITE}/gift-quiz`);
  await quiz.waitUntilLoaded();
  await quiz.textbox(Q.name.gift).pressSequentially(NAME);
  await quiz.choose(Q.relationship.gift, OPTION.relationship['0']);
  await quiz.typeAge(Q.age.gift, '34');
  await expect(quiz.option(Q.relationship.gift, OPTION.relationship['0'])).toBeChecked();
  expect(await hostCalls(page)).toEqual([]);
  expect(await page.evaluate(() => window.pc?.consent?.get())).toEqual({
    analytics: false,
    marketing: false,
  });
  expect(await keptText(page)).not.toContain(NAME);

  // Leaving the started quiz (Quiz Abandoned, a beacon as the page unloads) for a launch page.
  await page.goto(`${SITE}/green`);
  const checkout = page
    .locator('pc-launch')
    .getByRole('button', { name: /^CHECKOUT - \$\d+$/ })
    .first();
  await expect(checkout).toBeEnabled({ timeout: 10_000 });
  expect(await hostCalls(page)).toEqual([]);
  // The shopper refuses on the store's pages too (its own origin keeps its own choice).
  await page.context().addInitScript(
    ({ origin }) => {
      if (location.origin === origin)
        localStorage.setItem('pc-consent', '{"analytics":false,"marketing":false}');
    },
    { origin: store },
  );
  await checkout.click(); // Product Added, then the store's checkout
  await expect(page).toHaveURL(new RegExp(`^${store}/checkout`));
  await expect(checkoutLines(page)).toHaveCount(1);
  const popup = crossSellDialog(page);
  await expect(popup).toBeVisible({ timeout: 10_000 });
  // The served pop-up shows before any script runs; a press is recorded from the boot script on
  // (decision 0126), so this one waits for React to listen, as a shopper's eye would take that long.
  await page.waitForFunction(reactAt, ['pc-cross-sell', 'listening'] as const);
  await popup.getByRole('button', { name: 'NO THANKS' }).click();
  await placeOrderAndAwaitSurvey(page);
  expect(page.url()).toMatch(ORDER_RECEIVED);
  await expect(surveyModal(page)).toBeVisible();

  // Nothing reached the host's analytics, nor the page's collector, even as the quiz page unloaded.
  expect(site.posted(HOST_REPORT)).toEqual([]);
  expect(site.posted(COLLECTOR)).toEqual([]);
  const kept = await keptText(page);
  expect(kept).not.toContain(NAME);
  expect(kept).not.toMatch(/%40|@/);
});

test('after pc.consent.update({analytics: true, marketing: true}) events flow, and the next page keeps the choice', async ({
  page,
  baseURL,
  leavingConfirmed: _,
}) => {
  site.put('/gift-quiz-yes', hostPage(baseURL!, 'Gifts', 'pc-quiz', 'type="gift"'));
  const quiz = new QuizPage(page, 'gift');
  await page.goto(`${SITE}/gift-quiz-yes`);
  await quiz.waitUntilLoaded();
  const changes = page.evaluate(
    () =>
      new Promise((resolve) =>
        window.addEventListener('pc-consent-change', (event) => resolve(event.detail), { once: true }),
      ),
  );
  await page.evaluate(() => window.pc!.consent!.update({ analytics: true, marketing: true }));
  expect(await changes).toEqual({ analytics: true, marketing: true });
  await quiz.choose(Q.relationship.gift, OPTION.relationship['0']);
  await expect.poll(() => hostCalls(page)).toEqual([['track', 'Quiz Started', { type: 'gift' }]]);

  // Leaving the started quiz: Quiz Abandoned reaches the host's analytics and the page's collector.
  await page.goto(`${SITE}/gift-quiz-yes?again`);
  await quiz.waitUntilLoaded();
  await expect
    .poll(() => site.posted(COLLECTOR).map((body) => JSON.parse(body).event))
    .toEqual(['Quiz Abandoned']);
  await expect
    .poll(() => site.posted(HOST_REPORT).map((body) => JSON.parse(body)[1]))
    .toEqual(['Quiz Started', 'Quiz Abandoned']);
  // The choice is kept for the site: the new page does not ask again.
  expect(await page.evaluate(() => window.pc!.consent!.get())).toEqual({ analytics: true, marketing: true });
});

// Global Privacy Control on the store's own page (its consent granted, the default): the store reads
// `Sec-GPC: 1` as the browser's signal and says so to the elements, which then never identify the
// customer to the page's analytics nor keep the identity cookie. Without it they do (the control).
test('Global Privacy Control (Sec-GPC: 1): a known customer is not identified, nor kept in a cookie', async ({
  page,
  qa,
  quiz,
}) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      hostCalls: calls,
      analytics: {
        identify: (...args: unknown[]) => calls.push(['identify', ...args]),
        track() {},
        page() {},
      },
    });
  });
  await takeSurvey(page, PROFILES.sam, { emailCapture: false });
  await qa.identity(true);
  const welcome = quiz.dialog(WELCOME_BACK.customerTitle(CUSTOMER_FIRST_NAME));
  const identified = async () =>
    (await hostCalls(page)).filter(([kind]) => kind === 'identify').map(([, , traits]) => traits);
  const userCookie = async () =>
    (await page.context().cookies()).filter((cookie) => cookie.name === 'pc_current_user');

  // Without the signal: identified with the email, and the identity cached in its cookie.
  await quiz.open('/quiz');
  await expect(welcome).toBeVisible();
  await expect
    .poll(identified)
    .toEqual([{ email: expect.stringContaining('@'), firstName: CUSTOMER_FIRST_NAME }]);
  expect(await userCookie()).toHaveLength(1);

  await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
  await quiz.open('/quiz');
  await expect(welcome).toBeVisible(); // the purchase's way goes on: the customer is still greeted
  expect(await page.evaluate(() => window.pc!.consent!.get())).toEqual({ analytics: true, marketing: false });
  expect(await identified()).toEqual([]);
  expect(await userCookie()).toEqual([]);
});

// The store's own pages under PC_CONSENT=required (docs/decisions/0166): the suite's store runs with
// the default (`granted`), so this one journey starts a store of its own with the setting, on the
// consent site's loopback address (127.0.0.3) and the platform store's port (+11), which no server
// of this run takes on that address. Chromium only: the banner is the demo's plain HTML and the
// consent state the elements' (the tests above run in Firefox too).
test.describe('the store’s own pages with PC_CONSENT=required', () => {
  const STORE_TIMEOUT = 60_000;
  const REQUIRED_STORE = `http://127.0.0.3:${Number(process.env.PC_E2E_PORT ?? 8191) + 11}`;
  let store: StoreProcess | null = null;
  test.beforeAll(async () => {
    test.setTimeout(STORE_TIMEOUT);
    store = await startStore(REQUIRED_STORE, { PC_CONSENT: 'required' }, STORE_TIMEOUT);
  });
  test.afterAll(() => store?.close());

  test('the banner asks; nothing is tracked before the choice; Reject keeps it off, Accept lets events flow, and a reload does not ask again', {
    tag: CHROMIUM_ONLY,
  }, async ({ page, axe, analytics, quiz }) => {
    test.setTimeout(60_000);
    const banner = page.getByRole('region', { name: 'Your privacy' });
    const consent = () => page.evaluate(() => window.pc!.consent!.get());
    const kept = () => page.evaluate(() => localStorage.getItem('pc-consent'));

    await quiz.open(`${REQUIRED_STORE}/quiz`);
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Global Privacy Control')).toBeHidden();
    // The page's last box, at the viewport's foot: nothing moved for it, nothing of the page under it.
    expect(await layoutShifts(page)).toEqual([]);
    await axe('the consent banner');
    expect(await consent()).toEqual({ analytics: false, marketing: false });
    await quiz.textbox(Q.name.self).pressSequentially(NAME);
    await quiz.typeAge(Q.age.self, '34');
    await expect(quiz.textbox(Q.name.self)).toHaveValue(NAME);
    expect(analytics.names()).toEqual([]); // Quiz Started was not sent: the shopper has not said yes

    await banner.getByRole('button', { name: 'Reject' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('#pc-main')).toBeFocused();
    expect(await consent()).toEqual({ analytics: false, marketing: false });
    expect(await kept()).toBe('{"analytics":false,"marketing":false}');
    await page.reload();
    await quiz.waitUntilLoaded();
    await expect(banner).toBeHidden(); // the choice is kept for the store's origin
    expect(analytics.names()).toEqual([]);

    // Asked again once the choice is gone; Accept from the keyboard lets the events flow.
    await page.evaluate(() => localStorage.removeItem('pc-consent'));
    const gift = new QuizPage(page, 'gift');
    await gift.open(`${REQUIRED_STORE}/gift-quiz`);
    await banner.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await consent()).toEqual({ analytics: true, marketing: true });
    await gift.choose(Q.relationship.gift, OPTION.relationship['0']);
    await expect.poll(() => analytics.names()).toEqual(['Quiz Started']);
    await page.reload();
    await gift.waitUntilLoaded();
    await expect(banner).toBeHidden();

    // Global Privacy Control (Sec-GPC: 1) still wins for marketing: Accept allows analytics only. At a
    // phone's width, on a page shorter than the screen whose first view the router draws after the
    // page's script ran (not found), the QA panel below it (decision 0053): the banner shows after
    // both, so nothing moves.
    await page.evaluate(() => localStorage.removeItem('pc-consent'));
    await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${REQUIRED_STORE}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(banner.getByText('Global Privacy Control')).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await consent()).toEqual({ analytics: true, marketing: false });
  });
});

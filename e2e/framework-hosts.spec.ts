import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { type FrameworkHostServer, startFrameworkHostServer } from './hosts/hostServer.ts';
import { checkoutLines } from './journey/checkoutPage.ts';

// docs/decisions/0105, 0106: a React 19 app and a Vue 3 app on a site of another origin (127.0.0.2),
// built by `npm run build` from e2e/hosts, load the store's element scripts by URL and set the
// elements' properties the way each framework does: React 19 `pageData={…}` and `onpc-…` props,
// Vue `:pageData` / `:page-data` and `@pc-…` listeners. Nothing is intercepted.

const HOST_ORIGIN = process.env.PC_E2E_FRAMEWORK_HOST_ORIGIN!;

// One worker runs this file: it serves the hosts on one port.
test.describe.configure({ mode: 'serial' });

let host: FrameworkHostServer;

test.beforeAll(async ({ playwright, baseURL }) => {
  host = await startFrameworkHostServer(HOST_ORIGIN, baseURL!);
  // The host's own page data for its apps, as the store's getPageData gives it (decision 0011).
  const store = await playwright.request.newContext({ baseURL: baseURL! });
  const dataOf = async (path: string) => {
    const answer = await store.get(`/wp-json/pc/v1/page_data?${new URLSearchParams({ path })}`);
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: unknown }).data;
  };
  host.serveData({ launch: await dataOf('/green-and-airy'), giftCards: await dataOf('/gift-cards') });
  await store.dispose();
});

test.afterAll(() => host.close());

/** Every console error, warning and page error of the page. */
const problemsOf = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

const launch = (page: Page) => page.locator('pc-launch');
const giftCards = (page: Page) => page.locator('pc-gift-cards');

/** The launch page data's product shows, from the property alone (no request: decision 0033). */
const showsLaunch = async (page: Page) => {
  await expect(launch(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    launch(page)
      .getByRole('button', { name: /^CHECKOUT - \$/ })
      .first(),
  ).toBeVisible();
};

for (const framework of ['react', 'vue'] as const) {
  test.describe(`the ${framework === 'react' ? 'React 19' : 'Vue 3'} host on another origin`, () => {
    test('properties and pageData arrive on 20 of 20 loads, never as an attribute', async ({ page }) => {
      test.setTimeout(120_000);
      const problems = problemsOf(page);
      for (let load = 1; load <= 20; load += 1) {
        await page.goto(`${HOST_ORIGIN}/${framework}/`);
        await showsLaunch(page);
        // The gift cards from their page data: the e-gift amounts with their stock.
        await expect(giftCards(page).getByRole('radio', { name: '$100 In stock' })).toBeVisible();
        const attributes = await page.evaluate(() =>
          [...document.querySelectorAll('pc-launch, pc-gift-cards')].flatMap((element) =>
            element.getAttributeNames().filter((name) => name.toLowerCase().includes('data')),
          ),
        );
        expect(attributes, `load ${load}: page data written as an attribute`).toEqual([]);
      }
      expect(problems).toEqual([]);
    });

    test("an event reaches the framework's own listener on the tag", async ({ page }) => {
      await page.goto(`${HOST_ORIGIN}/${framework}/`);
      await expect(page.getByLabel('Selection')).toHaveText('none');
      // spec §4: a physical card is a complete selection at once.
      await giftCards(page).getByRole('button', { name: 'PHYSICAL GIFT CARD', exact: true }).click();
      await giftCards(page).getByRole('radio').first().click();
      await expect(page.getByLabel('Selection')).toContainText('"kind":"physical"');
    });

    test('the host routes pc-navigate itself: CHECKOUT lands on the store’s checkout with the cart (docs/decisions/0181)', async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${HOST_ORIGIN}/${framework}/`);
      await showsLaunch(page);
      await launch(page)
        .getByRole('button', { name: /^CHECKOUT - \$/ })
        .first()
        .click();
      await expect(page).toHaveURL(`${baseURL}/checkout`);
      await expect(checkoutLines(page)).toHaveCount(1);
    });

    test('a property changed after the first render shows', async ({ page }) => {
      await page.goto(`${HOST_ORIGIN}/${framework}/`);
      await showsLaunch(page);
      await page.getByRole('button', { name: 'Sell out' }).click();
      // spec §4: outofstock → a disabled 'SOLD OUT'.
      await expect(launch(page).getByRole('button', { name: 'SOLD OUT' }).first()).toBeDisabled();
    });

    test('mount and unmount cycles leave nothing behind and render anew each time', async ({ page }) => {
      const problems = problemsOf(page);
      await page.goto(`${HOST_ORIGIN}/${framework}/`);
      await showsLaunch(page);
      for (let cycle = 1; cycle <= 5; cycle += 1) {
        await page.getByRole('button', { name: 'Remove the elements' }).click();
        await expect(page.locator('pc-launch, pc-gift-cards')).toHaveCount(0);
        await page.getByRole('button', { name: 'Add the elements' }).click();
        await showsLaunch(page);
        await expect(giftCards(page).getByRole('radio', { name: '$100 In stock' })).toBeVisible();
      }
      // One React root per element on the page: the removed ones were unmounted, not left running.
      expect(await page.locator('pc-launch, pc-gift-cards').count()).toBe(2);
      expect(problems).toEqual([]);
    });
  });
}

// docs/decisions/0137: a React 19 page rendered on the host's server with react-dom/server and hydrated
// with hydrateRoot, the elements through the README's after-hydration pattern (LaunchAfterHydration,
// GiftCardsAfterHydration): hydration sets no custom element property and adds no `on<event>` listener
// (react#35446), so the pattern's effects do, and React reports no hydration error.
test.describe('the React 19 host rendered on its server', () => {
  const URL_PATH = '/react/server-rendered/';

  test('the server render holds the tags; after hydration pageData arrives, with no hydration error', async ({
    page,
  }) => {
    const problems = problemsOf(page);
    const served = await page.request.get(`${HOST_ORIGIN}${URL_PATH}`);
    const html = await served.text();
    // React's server render: the tags with their attributes, no page data (an object has no attribute).
    expect(html).toContain('<h1>React host, rendered on the server</h1>');
    expect(html).toMatch(/<pc-launch code="green"><\/pc-launch>/);
    expect(html).toContain('<pc-gift-cards></pc-gift-cards>');

    for (let load = 1; load <= 5; load += 1) {
      await page.goto(`${HOST_ORIGIN}${URL_PATH}`);
      await showsLaunch(page);
      await expect(giftCards(page).getByRole('radio', { name: '$100 In stock' })).toBeVisible();
      // The very objects the host rendered with, set as properties, never written as attributes.
      const arrived = await page.evaluate(() => {
        const data = JSON.parse(document.getElementById('host-data')!.textContent!);
        const launchElement = document.querySelector('pc-launch') as HTMLElement & { pageData?: unknown };
        const cards = document.querySelector('pc-gift-cards') as HTMLElement & { pageData?: unknown };
        return {
          launch: JSON.stringify(launchElement.pageData) === JSON.stringify(data.launch),
          giftCards: JSON.stringify(cards.pageData) === JSON.stringify(data.giftCards),
          attributes: [launchElement, cards].flatMap((element) =>
            element.getAttributeNames().filter((name) => name.toLowerCase().includes('data')),
          ),
        };
      });
      expect(arrived, `load ${load}`).toEqual({ launch: true, giftCards: true, attributes: [] });
      expect(await page.evaluate(() => (window as { hydrationErrors?: string[] }).hydrationErrors)).toEqual(
        [],
      );
    }
    expect(problems).toEqual([]);
  });

  test("after hydration an event reaches React's listener and a property change shows", async ({ page }) => {
    const problems = problemsOf(page);
    await page.goto(`${HOST_ORIGIN}${URL_PATH}`);
    await showsLaunch(page);
    await expect(page.getByLabel('Selection')).toHaveText('none');
    // spec §4: a physical card is a complete selection at once.
    await giftCards(page).getByRole('button', { name: 'PHYSICAL GIFT CARD', exact: true }).click();
    await giftCards(page).getByRole('radio').first().click();
    await expect(page.getByLabel('Selection')).toContainText('"kind":"physical"');
    // A click React handles (the page is hydrated), then the new property: spec §4 outofstock → SOLD OUT.
    await page.getByRole('button', { name: 'Sell out' }).click();
    await expect(launch(page).getByRole('button', { name: 'SOLD OUT' }).first()).toBeDisabled();
    expect(await page.evaluate(() => (window as { hydrationErrors?: string[] }).hydrationErrors)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

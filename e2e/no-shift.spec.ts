import type { Page } from '@playwright/test';
import { addToCart, HAND_CREAM } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { layoutShifts } from './layoutShifts.ts';

// docs/decisions/0025, design.md "First paint": without a server render (a CMS page that only drops
// the tag and the script), the element reserves its space before it is defined, so the page does not
// shift. A CMS-like page is
// served at a store URL (request interception serves the host page only; every call the element
// makes goes to the real store server), as README.md "Embedding an element" tells authors to write
// it: pc-elements.css in the head, the page configuration, the tag and its script, content below.
// docs/decisions/0025.

/** The element's script arrives late, as on a phone: the page paints first, without the element. */
const SCRIPT_DELAY_MS = 600;

interface CmsPage {
  readonly tag: 'pc-contact' | 'pc-quiz' | 'pc-results' | 'pc-launch' | 'pc-gift-cards' | 'pc-candle';
  readonly markup: string;
  /** The first view's h1. */
  readonly heading: string | RegExp;
  /** The page data the CMS prints, read from the store (`getPageData`) for this path, if any. */
  readonly dataOf?: string;
}

const PAGES: readonly CmsPage[] = [
  { tag: 'pc-contact', markup: '<pc-contact></pc-contact>', heading: 'Contact Us' },
  // No page data: the quiz loads itself (spec §7 GET quizzes/self), showing its loading view first.
  { tag: 'pc-quiz', markup: '<pc-quiz type="self"></pc-quiz>', heading: 'Ready to tailor your routine?' },
  {
    tag: 'pc-results',
    markup: '<pc-results no-descriptions></pc-results>',
    // spec §2 /browse-candles: the shop's own selection (model/resultsHeading.ts).
    heading: /Results|Our Picks/,
    dataOf: '/browse-candles',
  },
  // spec §2 /sophisticated-and-spicy-oud, with the page data a CMS prints (docs/decisions/0033).
  {
    tag: 'pc-launch',
    markup: '<pc-launch code="oud"></pc-launch>',
    heading: 'Sophisticated & Spicy Oud',
    dataOf: '/sophisticated-and-spicy-oud',
  },
  // spec §2 /gift-cards, with the gift cards the CMS prints as page data (design.md "First paint").
  {
    tag: 'pc-gift-cards',
    markup: '<pc-gift-cards></pc-gift-cards>',
    heading: 'Gift Cards',
    dataOf: '/gift-cards',
  },
  // spec §2 /candle/{path}, with the candle product the CMS prints as page data (design.md "First paint").
  {
    tag: 'pc-candle',
    markup: '<pc-candle path="big-sur"></pc-candle>',
    heading: 'Big Sur',
    dataOf: '/candle/big-sur',
  },
];

const cmsPage = (
  config: unknown,
  { tag, markup }: Pick<CmsPage, 'markup'> & { readonly tag: string },
  withStylesheet: boolean,
) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A CMS page</title>
${withStylesheet ? '<link rel="stylesheet" href="/elements/pc-elements.css">' : ''}
<style>body { margin: 0; font-family: sans-serif; } header, footer { padding: 1rem; } header { background: #234; color: #fff; }</style>
<script type="application/json" id="pc-config">${JSON.stringify(config).replaceAll('<', '\\u003c')}</script>
<script type="module" src="/elements/${tag}.js"></script>
</head>
<body>
<header>Personal Care Co.</header>
<main>${markup}</main>
<footer><p>The store's footer: shipping, returns and contact details.</p></footer>
</body>
</html>`;

/** Serves the CMS page at a store URL, delays the element's script, and opens the page. */
const openCmsPage = async (page: Page, cms: CmsPage, withStylesheet: boolean) => {
  let data: unknown;
  if (cms.dataOf) {
    const answer = await page.request.get(
      `/wp-json/pc/v1/page_data?${new URLSearchParams({ path: cms.dataOf })}`,
    );
    expect(answer.ok()).toBe(true);
    data = ((await answer.json()) as { data: unknown }).data;
  }
  const config = { apiRoot: '', ns: 'pc', ...(data === undefined ? {} : { data }) };
  const path = `/cms-page/${cms.tag}`;
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: cmsPage(config, cms, withStylesheet) }),
  );
  await page.route(
    (url) => url.pathname === `/elements/${cms.tag}.js`,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.fallback();
    },
  );
  // Not waiting for the load: a module script delays it, and the page is measured before the script.
  await page.goto(path, { waitUntil: 'commit' });
  const element = page.locator(cms.tag);
  await element.waitFor({ state: 'attached' });
  // A stylesheet in the head blocks rendering: nothing is painted before it applies, so the place is
  // measured once it has (measuring earlier reads a layout no shopper ever sees).
  if (withStylesheet) {
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => {
        try {
          return Boolean(sheet.href?.endsWith('/elements/pc-elements.css')) && sheet.cssRules.length > 0;
        } catch {
          return false;
        }
      }),
    );
  }
  // Before the script: the tag already holds its place (pc-elements.css), or none at all.
  const before = await element.evaluate((node) => ({
    defined: customElements.get(node.localName) !== undefined,
    height: node.getBoundingClientRect().height,
  }));
  expect(before.defined, 'the script is still on its way').toBe(false);
  await expect(element.getByRole('heading', { level: 1, name: cms.heading })).toBeVisible({
    timeout: 10_000,
  });
  return before;
};

for (const cms of PAGES) {
  test.describe(`<${cms.tag}> on a CMS page without a server render`, () => {
    test('with pc-elements.css: its place is kept, nothing shifts until its first view shows', async ({
      page,
    }) => {
      const before = await openCmsPage(page, cms, true);
      const viewport = page.viewportSize()!;
      expect(before.height, 'the skeleton fills the first screen').toBeGreaterThanOrEqual(viewport.height);
      expect(await layoutShifts(page)).toEqual([]);
    });

    test('without it, the footer moves when the element appears (what the stylesheet prevents)', async ({
      page,
    }) => {
      const before = await openCmsPage(page, cms, false);
      expect(before.height).toBe(0);
      expect((await layoutShifts(page)).length).toBeGreaterThan(0);
    });
  });
}

// docs/decisions/0063: a checkout with a cart line, where the cross-sell pop-up opens over a CMS page
// (spec §2 /checkout). The pop-up is an overlay: it reserves no place before its script and moves
// nothing when it opens, with pc-elements.css or without it.
for (const withStylesheet of [true, false]) {
  test(`<pc-cross-sell> on a CMS checkout page with a cart line${withStylesheet ? '' : ', without pc-elements.css'}: the pop-up opens and nothing shifts`, async ({
    page,
  }) => {
    await page.goto('/contact');
    await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
    const path = '/cms-page/pc-cross-sell';
    const cms = { tag: 'pc-cross-sell', markup: '<pc-cross-sell></pc-cross-sell>' };
    const html = cmsPage({ apiRoot: '', ns: 'pc' }, cms, withStylesheet);
    await page.route(
      (url) => url.pathname === path,
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Complete Your Upgrade' })).toBeVisible({
      timeout: 10_000,
    });
    expect(await page.locator('pc-cross-sell').evaluate((node) => node.getBoundingClientRect().height)).toBe(
      0,
    );
    expect(await layoutShifts(page)).toEqual([]);
  });
}

import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { axeViolations, expect, formatViolations, test } from './fixtures.ts';
import { EVERY_ELEMENT, holdElementScript, reactAt } from './hydration.ts';
import { layoutShifts } from './layoutShifts.ts';
import { pageErrors } from './pageErrors.ts';
import { readmeSnippet, startStaticSite } from './static-site/staticSite.ts';

// Issue 41 item 4, docs/decisions/0171: a page of another origin (127.0.0.4, as a WordPress plugin
// renders one) built with the store's fragments: the README's snippet, and inside <main> each element's
// markup as GET /wp-json/pc/v1/fragments/{tag} answered it when the page was built. The page's own
// Content-Security-Policy allows the store and nothing inline. The element scripts are held back (a
// slow phone), so the first views are shown from the HTML alone; then they hydrate where they are.

// One site server on the host origin's port: the tests of this file run one after the other.
test.describe.configure({ mode: 'default' });

/** The elements, in the page's order: the quiz last, as it grows once its quiz arrives (its data is the session's). */
const ELEMENTS = [
  { tag: 'pc-contact', query: '', attributes: '' },
  { tag: 'pc-gift-cards', query: '', attributes: '' },
  { tag: 'pc-launch', query: '?code=oud', attributes: ' code="oud"' },
  { tag: 'pc-candle', query: '?path=big-sur', attributes: ' path="big-sur"' },
  { tag: 'pc-quiz', query: '?type=gift', attributes: ' type="gift"' },
] as const;

/**
 * The host page: its own policy, the README's stylesheet and configuration, each script, the early
 * script inline before the fragments (allowed by its hash, README "First view from the store"), the
 * fragments.
 */
const hostPage = (store: string, fragments: readonly string[], early: string) => {
  const snippet = readmeSnippet(store);
  const head = snippet.slice(0, snippet.indexOf('<pc-quiz'));
  const scripts = ELEMENTS.filter(({ tag }) => tag !== 'pc-quiz')
    .map(({ tag }) => `<script type="module" src="${store}/elements/${tag}.js"></script>`)
    .join('\n');
  const policy = [
    "default-src 'none'",
    `script-src ${store} 'sha256-${createHash('sha256').update(early).digest('base64')}'`,
    ...['style-src', 'connect-src', 'media-src', 'font-src'].map((name) => `${name} ${store}`),
    `img-src ${store} data:`,
  ].join('; ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Our shop, on our site</title>
${head}${scripts}
</head>
<body>
<script>${early}</script>
<main id="pc-main">
${fragments.join('\n')}
</main>
</body>
</html>`;
};

/** The host page built as a plugin builds it: one call per element, no cookie, each answer printed as it is. */
const builtPage = async (request: APIRequestContext, store: string): Promise<string> => {
  const fragments = await Promise.all(
    ELEMENTS.map(async ({ tag, query }) => {
      const answer = await request.get(`${store}/wp-json/pc/v1/fragments/${tag}${query}`);
      expect(answer.status(), tag).toBe(200);
      return answer.text();
    }),
  );
  const early = await request.get(`${store}/elements/early-presses.js`);
  expect(early.status()).toBe(200);
  return hostPage(store, fragments, await early.text());
};

/** The built page served on the host origin (127.0.0.4) at `url`; close `site` when done. */
const hostSite = async (request: APIRequestContext, store: string) => {
  const origin = process.env.PC_E2E_FRAGMENT_HOST_ORIGIN!;
  const site = await startStaticSite(origin);
  try {
    site.put('/our-shop', await builtPage(request, store));
  } catch (error) {
    await site.close();
    throw error;
  }
  return { url: `${origin}/our-shop`, site };
};

test('a page of another origin shows each fragment before its script, then hydrates it in place, styled, and it works', async ({
  page,
  baseURL,
  request,
  leavingConfirmed: _,
}) => {
  test.setTimeout(60_000);
  const store = baseURL!;
  const { url, site } = await hostSite(request, store);
  try {
    const errors = pageErrors(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    // The element scripts arrive when the test says (a slow phone); everything else as it comes.
    const release = await holdElementScript(page, EVERY_ELEMENT);
    // Not waiting for DOMContentLoaded: module scripts (held back) delay it.
    await page.goto(url, { waitUntil: 'commit' });

    // Before any script: every first view is on screen, styled by the store's stylesheet.
    const main = page.locator('#pc-main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Sophisticated & Spicy Oud' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Big Sur' })).toBeVisible();
    await expect(page.locator('pc-quiz .skeleton')).toBeVisible();
    expect(await page.evaluate(() => customElements.get('pc-contact') ?? null)).toBeNull();
    const boxesOf = () => Promise.all(ELEMENTS.map(({ tag }) => page.locator(tag).boundingBox()));
    const before = await boxesOf();
    // The nodes shown now are the ones kept: each heading is marked, to be found again after hydration.
    await page.evaluate(() => {
      for (const heading of document.querySelectorAll('#pc-main > *'))
        for (const h1 of heading.shadowRoot?.querySelectorAll('h1') ?? [])
          (h1 as HTMLElement).dataset.before = '';
    });

    release();
    for (const { tag } of ELEMENTS) await page.waitForFunction(reactAt, [tag, 'hydrated'] as const);
    // Hydrated where it was drawn: the same nodes, one view each, no box moved, nothing shifted (a
    // hydration that failed would render anew, new nodes, and say so on the console). The quiz's
    // skeleton, which holds no heading, gives way to its quiz as it arrives.
    for (const { tag } of ELEMENTS) {
      const view = await page.locator(tag).evaluate((element) => ({
        roots: element.shadowRoot?.querySelectorAll('[data-pc-root]').length,
        headingsKept: [...(element.shadowRoot?.querySelectorAll('h1') ?? [])].every(
          (h1) => 'before' in (h1 as HTMLElement).dataset,
        ),
      }));
      expect(view, tag).toEqual({ roots: 1, headingsKept: tag !== 'pc-quiz' || view.headingsKept });
    }
    const after = await boxesOf();
    // The quiz's own box grows once its quiz arrives (last on the page, it moves nothing).
    for (const [index, { tag }] of ELEMENTS.slice(0, -1).entries())
      expect(after[index], tag).toEqual(before[index]);
    expect(await layoutShifts(page)).toEqual([]);

    // One press each, as a shopper would.
    const faq = main.locator('pc-contact [part="accordion-button"]').first();
    await faq.click();
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    const physical = main.getByRole('button', { name: 'PHYSICAL GIFT CARD', exact: true });
    await physical.click();
    await expect(physical).toHaveAttribute('aria-pressed', 'true');
    await main.getByRole('button', { name: 'tap for more info' }).click();
    const overlay = main.locator('pc-candle').getByRole('dialog', { name: 'Big Sur' });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    // The gift quiz loads the site's own quiz (a token session), and takes an answer.
    const quiz = main.locator('pc-quiz');
    await expect(quiz.getByRole('button', { name: 'COMPLETE' })).toBeVisible({ timeout: 10_000 });
    const option = quiz.getByRole('radio').first();
    await option.click();
    await expect(option).toHaveAttribute('aria-checked', 'true');

    const violations = await axeViolations(page);
    expect(violations, formatViolations(violations)).toHaveLength(0);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(errors).toEqual([]);

    // The launch's CHECKOUT buys on the store, as on the store's own page.
    await main
      .locator('pc-launch')
      .getByRole('button', { name: /^CHECKOUT - \$/ })
      .first()
      .click();
    await page.waitForURL(`${store}/checkout**`);
    await expect(page.getByText('Sophisticated & Spicy Oud').first()).toBeVisible();
  } finally {
    await site.close();
  }
});

// README "First view from the store", decision 0229: with the early script before the fragments, a
// press on a first view before the element's script (a slow phone) is kept, and acted on once it has
// hydrated: the launch's CHECKOUT buys on the store.
test('on a page of another origin, CHECKOUT pressed before the script buys once on the store', async ({
  page,
  baseURL,
  request,
}) => {
  const store = baseURL!;
  const { url, site } = await hostSite(request, store);
  try {
    const errors = pageErrors(page);
    const release = await holdElementScript(page, EVERY_ELEMENT);
    // Not waiting for DOMContentLoaded: module scripts (held back) delay it.
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .locator('#pc-main pc-launch')
      .getByRole('button', { name: /^CHECKOUT - \$/ })
      .first()
      .click();
    expect(await page.evaluate(() => customElements.get('pc-launch') ?? null)).toBeNull();
    release();
    await page.waitForURL(`${store}/checkout**`);
    await expect(page.getByText('Sophisticated & Spicy Oud').first()).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await site.close();
  }
});

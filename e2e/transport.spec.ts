import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// docs/decisions/0022: on a fresh load, every module the page runs was named
// up front in the served HTML (modulepreload: no request chain), and what the store sends arrives
// compressed.

/** Below this @fastify/compress sends an answer as it is: compressing would not pay. */
const COMPRESS_THRESHOLD = 1024;

const ROUTES = [
  { path: '/contact', tag: 'pc-contact' },
  { path: '/quiz', tag: 'pc-quiz' },
  { path: '/quizresult', tag: 'pc-results' },
] as const;

const isScript = (url: string) => new URL(url).pathname.endsWith('.js');

/** The hrefs of the served HTML's `<link rel="modulepreload">`, as absolute URLs. */
const modulePreloads = (html: string, base: string): string[] =>
  [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((link) => {
    const href = /\bhref="([^"]+)"/.exec(link[0])?.[1] ?? '';
    return new URL(href, base).href;
  });

/** Loads `path` in the test's fresh context (empty cache) until its element is defined and the network is quiet. */
const freshLoad = async (page: Page, path: string, tag: string) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    responses.push(response);
  });
  const document = await page.goto(path);
  if (!document) throw new Error(`no response for ${path}`);
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  // The header's cart loads once the page has settled, up to a second after the load (an idle moment).
  await page.waitForFunction(() => customElements.get('pc-cart') !== undefined);
  await page.waitForLoadState('networkidle');
  return { document, html: await document.text(), responses };
};

/**
 * The URLs the page first asked for at or after its settle mark (`pc-page-settled`, @pc/shared/constants
 * SETTLED_MARK, read by name as the bench reads it: scripts/import-graph.test.ts).
 */
const askedAfterSettle = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const settled = performance.getEntriesByName('pc-page-settled')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const first = new Map<string, number>();
    for (const entry of performance.getEntriesByType('resource'))
      first.set(entry.name, Math.min(first.get(entry.name) ?? Number.POSITIVE_INFINITY, entry.startTime));
    return [...first].filter(([, start]) => start >= settled).map(([name]) => name);
  });

for (const { path, tag } of ROUTES) {
  test(`${path}: every script the page runs is named by a modulepreload link in its HTML`, async ({
    page,
  }) => {
    const { document, html, responses } = await freshLoad(page, path, tag);
    const named = modulePreloads(html, document.url());
    const scripts = [...new Set(responses.map((response) => response.url()).filter(isScript))];
    // The element's entry and the hashed runtime and shared chunks it imports are among them.
    expect(scripts).toEqual(
      expect.arrayContaining([
        new URL(`/elements/${tag}.js`, document.url()).href,
        expect.stringMatching(/\/elements\/runtime-[\w-]{8}\.js$/),
        expect.stringMatching(/\/elements\/shared-[\w-]{8}\.js$/),
      ]),
    );
    // What the page asks for once it has settled is no part of its first view, so it is not preloaded
    // (decisions 0197, 0201): the header's <pc-cart> (decision 0124) with its chunks and sheets, the
    // demo's QA panel toggle, consent banner and chat widget.
    const afterSettle = await askedAfterSettle(page);
    expect(afterSettle).toEqual(
      expect.arrayContaining([
        new URL('/elements/pc-cart.js', document.url()).href,
        expect.stringMatching(/\/demo\/assets\/afterSettle-[\w-]{8}\.js$/),
      ]),
    );
    expect(scripts.filter((url) => !named.includes(url) && !afterSettle.includes(url))).toEqual([]);
    // And nothing is named that the page does not run.
    expect(named.filter((url) => !scripts.includes(url))).toEqual([]);
  });

  test(`${path}: the HTML, scripts, styles and JSON arrive compressed`, async ({ page }) => {
    const { responses } = await freshLoad(page, path, tag);
    const checked = await Promise.all(
      responses
        .filter((response) => response.status() === 200)
        .map(async (response) => {
          const headers = await response.allHeaders();
          const type = headers['content-type'] ?? '';
          if (!/^text\/(?:html|css|javascript)|javascript|json/.test(type)) return null;
          const bytes = (await response.body()).length;
          return {
            url: new URL(response.url()).pathname,
            encoding: bytes < COMPRESS_THRESHOLD ? 'small' : headers['content-encoding'],
            vary: /accept-encoding/i.test(headers.vary ?? ''),
          };
        }),
    );
    const answers = checked.filter((answer) => answer !== null);
    // The demo page's stylesheet is in the page (docs/decisions/0206): no stylesheet file is asked.
    expect(answers.map((answer) => answer.url)).toEqual(
      expect.arrayContaining([path, `/elements/${tag}.js`]),
    );
    // Chromium asks for brotli: everything worth compressing comes as brotli, and says it varies.
    expect(answers.filter((answer) => answer.encoding !== 'br' && answer.encoding !== 'small')).toEqual([]);
    expect(answers.filter((answer) => !answer.vary)).toEqual([]);
  });
}

// docs/decisions/0023: the QA panel never moves the content. Beside <main> on wide screens (a column of
// its own) and below it on narrow ones, whatever it holds: empty as before the demo mounts it, filled,
// or growing as analytics events arrive.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 412, height: 823 },
]) {
  test(`the QA panel does not move <main> at ${viewport.width}px, empty, filled or updated`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/quiz');
    await page.waitForFunction(() => customElements.get('pc-quiz') !== undefined);
    const panel = page.getByRole('complementary', { name: 'QA panel' });
    await expect(panel.getByRole('heading', { name: 'QA panel' })).toBeVisible();
    const mainBox = () =>
      page.evaluate(() => {
        const box = document.getElementById('pc-main')!.getBoundingClientRect();
        return { left: box.left + window.scrollX, top: box.top + window.scrollY, width: box.width };
      });
    const filled = await mainBox();
    // Opened by its heading's button (its code loads then: decision 0058), filled, then updated.
    await panel.getByRole('button', { name: 'QA panel' }).click();
    await expect(panel.getByRole('region', { name: 'Cart' })).toBeVisible();
    expect(await mainBox()).toEqual(filled);
    // The panel logs every analytics event the page dispatches (design.md "State").
    await page.evaluate(() => {
      for (let i = 0; i < 30; i += 1) {
        window.dispatchEvent(
          new CustomEvent('pc-analytics', { detail: { event: 'Transport Check', properties: { i } } }),
        );
      }
    });
    await expect(panel.getByText('Transport Check').first()).toBeVisible();
    expect(await mainBox()).toEqual(filled);
    // As it was before the demo filled it.
    await page.evaluate(() => document.getElementById('pc-qa')!.replaceChildren());
    expect(await mainBox()).toEqual(filled);
  });
}

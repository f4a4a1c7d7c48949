import type { Browser, Locator, Page } from '@playwright/test';
import { issueCartToken } from './cross-sell/hostPage.ts';
import { addToCart, HAND_CREAM } from './cross-sell/store.ts';
import { buildSnippetApp, type DocSnippet, snippetsOf } from './docs-snippets/snippetApps.ts';
import { CHROMIUM_ONLY, expect, test } from './fixtures.ts';
import { readmeHtmlSnippets, type StaticSite, sitePage, startStaticSite } from './static-site/staticSite.ts';

/** A page of the site around a snippet; its own favicon asks nothing (a 404 would be the site's). */
const snippetPage = (title: string, snippet: string): string =>
  sitePage(title, snippet).replace(
    '<meta charset="utf-8">',
    '<meta charset="utf-8">\n<link rel="icon" href="data:,">',
  );

// Issue 42 items 1 and 7, docs/decisions/0187: every snippet of every documentation page works exactly
// as a reader copies it from the served page. The other-origin one runs on a plain page of another
// origin (127.0.0.6, listed in the store's PC_HOST_ORIGINS: playwright.config.ts); the React and Vue
// ones are compiled as written into one app per framework, whose index.html's head is the page's own
// snippet for it, served from that origin. Each page: no console warning, no error, and the element's
// first interaction works. What a page is for a CMS author: no spec sections, no decision numbers, no
// favicon request. One page per element and framework; axe is element-docs-a11y.spec.ts's.

interface Manifest {
  modules: { declarations: { tagName: string }[] }[];
}

/** The element's first interaction, and what shows it worked. */
const FIRST_INTERACTION: Record<string, (element: Locator, page: Page, store: string) => Promise<void>> = {
  'pc-quiz': async (element) => {
    const option = element.getByRole('radio').first();
    await option.click();
    await expect(option).toHaveAttribute('aria-checked', 'true');
  },
  'pc-results': async (element) => {
    const subscribe = element.getByRole('radio', { name: /^Subscribe \$/ }).first();
    await subscribe.click();
    await expect(subscribe).toBeChecked();
  },
  'pc-candle': async (element) => {
    const name = element.getByRole('heading', { level: 1 });
    const before = await name.textContent();
    await element.getByRole('button', { name: 'Next candle' }).click();
    await expect(name).not.toHaveText(before ?? '');
  },
  'pc-contact': async (element) => {
    const question = element.locator('button[aria-expanded]').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
  'pc-gift-cards': async (element) => {
    const physical = element.getByRole('button', { name: 'PHYSICAL GIFT CARD', exact: true });
    await physical.click();
    await expect(physical).toHaveAttribute('aria-pressed', 'true');
  },
  'pc-launch': async (element, page, store) => {
    await element
      .getByRole('button', { name: /^CHECKOUT/ })
      .first()
      .click();
    await page.waitForURL((url) => url.origin === store && url.pathname === '/checkout');
  },
  'pc-cart': async (element, page) => {
    await element.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  },
  // A new site session's cart is empty: the store offers nothing, the pop-up shows nothing and says so.
  'pc-cross-sell': async (_element, page) => {
    await expect.poll(() => page.evaluate(() => (window as { completed?: string }).completed)).toBe('empty');
  },
};

/** The pop-up a checkout's server printed the shopper's session for: it offers, NO THANKS closes it. */
const DECLINE_OFFER = async (_element: Locator, page: Page) => {
  await page
    .getByRole('dialog', { name: 'Complete Your Upgrade' })
    .getByRole('button', { name: 'NO THANKS' })
    .click();
  await expect
    .poll(() => page.evaluate(() => (window as { completed?: string }).completed))
    .toBe('dismissed');
};

/**
 * `text` with the values a checkout's server writes in it (the docs' NONCE and CART_TOKEN): a new
 * store session with a hand cream in its cart, so the store offers an upgrade.
 */
const asCheckoutServerPrints = async (browser: Browser, text: string): Promise<string> => {
  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await shopper.newPage();
  await page.goto('/contact');
  await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
  const { token, nonce } = await issueCartToken(page);
  await shopper.close();
  return text.replace('NONCE', nonce).replace('CART_TOKEN', token);
};

let site: StaticSite;
let SITE: string;
const pages = new Map<string, DocSnippet[]>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  SITE = process.env.PC_E2E_DOCS_HOST_ORIGIN!;
  site = await startStaticSite(SITE);
  const manifest = (await (await request.get('/custom-elements.json')).json()) as Manifest;
  for (const tag of manifest.modules.flatMap((module) => module.declarations.map((d) => d.tagName))) {
    const answer = await request.get(`/elements/docs/${tag}`);
    expect(answer.ok(), tag).toBe(true);
    pages.set(tag, snippetsOf(await answer.text()));
  }
});
test.afterAll(() => site.close());

/** Console warnings and errors while the page is the site's (not the store's page a launch opens). */
const problems = (page: Page): string[] => {
  const found: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type()) && page.url().startsWith(SITE))
      found.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => found.push(`${error.name}: ${error.message}`));
  return found;
};

/** `window.completed`: the outcome of the page's `pc-complete`. */
const recordCompletion = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('pc-complete', (event) => {
      (window as { completed?: string }).completed = (
        event as CustomEvent<{ outcome: string }>
      ).detail.outcome;
    }),
  );

/**
 * Runs `url`'s element to its first interaction in a browser of its own (a new site session, an empty
 * cart); answers what the console said.
 */
const runOnSite = async (
  browser: Browser,
  store: string,
  url: string,
  tag: string,
  interaction = FIRST_INTERACTION[tag]!,
): Promise<string[]> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const found = problems(page);
  await recordCompletion(page);
  await page.goto(url);
  const element = page.locator(tag);
  await expect(element).toBeAttached();
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  await interaction(element, page, store);
  await context.close();
  return found;
};

const snippet = (tag: string, kind: string): string | undefined =>
  pages.get(tag)?.find((each) => each.kind === kind)?.text;

test(`the served pages are for a CMS author: no spec sections or decision numbers, no favicon request, /elements/docs answers ${CHROMIUM_ONLY}`, async ({
  page,
  request,
}) => {
  const index = await request.get('/elements/docs', { maxRedirects: 0 });
  expect(index.status()).toBe(301);
  expect(index.headers().location).toBe('/elements/docs/');
  for (const tag of ['', ...pages.keys()]) {
    const html = await (await request.get(`/elements/docs/${tag}`)).text();
    expect(html, tag).not.toMatch(/§|decisions?\/? ?0\d{3}|docs\/decisions/);
    expect(html, tag).toContain('<link rel="icon" href="data:,">');
  }
  const favicon: string[] = [];
  page.on('request', (asked) => {
    if (asked.url().includes('favicon')) favicon.push(asked.url());
  });
  await page.goto('/elements/docs/pc-launch');
  await expect(page.getByRole('heading', { name: 'Launch codes' })).toBeVisible();
  expect(favicon).toEqual([]);
});

test(`every page's snippet for another origin runs as copied ${CHROMIUM_ONLY}`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  for (const [tag, snippets] of pages) {
    const text = snippets.find((each) => each.kind === 'other-origin')?.text;
    if (!text) continue;
    site.put(`/${tag}`, snippetPage(`The ${tag} snippet`, text));
    const found = await runOnSite(browser, baseURL!, `${SITE}/${tag}`, tag);
    expect(found, tag).toEqual([]);
  }
});

test(`the snippets for a checkout with its own server, the docs' and the README's, run with the values that server prints ${CHROMIUM_ONLY}`, async ({
  browser,
  baseURL,
}) => {
  const docs = snippet('pc-cross-sell', 'checkout-server');
  expect(docs).toContain('pc-cross-sell.standalone.js');
  const readme = readmeHtmlSnippets(baseURL!).filter((text) => text.includes('CART_TOKEN'));
  expect(readme).toHaveLength(1);
  for (const [where, text] of [
    ['docs', docs!],
    ['README', readme[0]!],
  ]) {
    site.put(
      `/checkout-${where}`,
      snippetPage('Partner checkout', await asCheckoutServerPrints(browser, text!)),
    );
    const found = await runOnSite(
      browser,
      baseURL!,
      `${SITE}/checkout-${where}`,
      'pc-cross-sell',
      DECLINE_OFFER,
    );
    expect(found, where).toEqual([]);
  }
});

test(`the README's other snippets for a page of another origin run as written ${CHROMIUM_ONLY}`, async ({
  browser,
  baseURL,
}) => {
  const snippets = readmeHtmlSnippets(baseURL!).filter((text) => !text.includes('CART_TOKEN'));
  expect(snippets.length).toBeGreaterThan(0);
  for (const [index, text] of snippets.entries()) {
    const tag = /<(pc-[a-z-]+)/.exec(text)![1]!;
    site.put(`/readme-${index}`, snippetPage(`The README's ${tag}`, text));
    const found = await runOnSite(browser, baseURL!, `${SITE}/readme-${index}`, tag);
    expect(found, text).toEqual([]);
  }
});

for (const framework of ['react', 'vue'] as const) {
  test(`every page's ${framework === 'react' ? 'React' : 'Vue'} snippet compiles and runs as written ${CHROMIUM_ONLY}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const components = new Map(
      [...pages.keys()].flatMap((tag) => {
        const text = snippet(tag, framework);
        return text ? [[tag, text] as const] : [];
      }),
    );
    const heads = new Set([...components.keys()].map((tag) => snippet(tag, 'app-head')));
    expect(heads.size).toBe(1);
    const built = await buildSnippetApp(framework, [...heads][0]!, components);
    site.putFolder(`/${framework}/`, built);
    for (const tag of components.keys()) {
      const found = await runOnSite(browser, baseURL!, `${SITE}/${framework}/?tag=${tag}`, tag);
      expect(found, `${framework} ${tag}`).toEqual([]);
    }
  });
}

import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartWithLines } from './results/cart.ts';

// design.md "First paint": the store server renders each route's element into
// Declarative Shadow DOM, and the element hydrates that shadow root instead of replacing it. No
// flash, no second layout, no hydration warning; styles by a link, never inline (strict CSP).

/** The routes whose element the server renders, with a text of the element's first view. */
const ROUTES = [
  // spec §2: live chat is offered only while the widget reports it available. The server cannot know,
  // so it renders the reserved slot, which the element fills once hydrated: those nodes may change.
  { path: '/contact', tag: 'pc-contact', text: 'Contact Us', live: '.channel--reserved' },
  // spec §2 /browse-candles: results without descriptions; the candles need no quiz first.
  { path: '/browse-candles', tag: 'pc-results', text: 'Gran Cenote' },
  // spec §2 /quizresult: a new session sees the catalogue's sets (decision 0009).
  { path: '/quizresult', tag: 'pc-results', text: 'Face Set' },
  // The gift card amounts and their stock states, from the gift card page data.
  { path: '/gift-cards', tag: 'pc-gift-cards', text: '$250' },
  // The candle the path names, from the candle page data; the land arrives later into the SVG.
  // After it, its companion (decision 0052): the cross-sell pop-up's empty first view, to hydrate,
  // naming its stylesheet without linking it (decisions 0075, 0071: it draws nothing until it shows).
  {
    path: '/candle/big-sur',
    tag: 'pc-candle',
    text: 'Big Sur',
    after:
      // A regular expression's source: the stylesheet's name carries its hash.
      '<pc-cross-sell show-once-per-session><template shadowrootmode="open"><div data-pc-root data-pc-stylesheet="/elements/pc-cross-sell-[\\w-]{8}\\.css"></div></template></pc-cross-sell>',
  },
  // spec §2 /throwing-fits: the collaboration edition with its story, sold out by the store's clock
  // (spec §4), from the launch page data (docs/decisions/0033).
  { path: '/throwing-fits', tag: 'pc-launch', text: 'How the collaboration came together' },
] as const;

/** React reports every hydration problem (mismatch, early update, client re-render) with this word. */
const HYDRATION = /hydrat/i;

const consoleProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

/**
 * Before any script of the page runs (the parser is done: readyState turns 'interactive' before
 * deferred and module scripts run, HTML "the end"), remembers the element's shadow root and every
 * node in it, and whether the element was already defined (it must not be: these are the server's
 * nodes).
 */
const rememberServedNodes = (page: Page, tag: string, live = '') =>
  page.addInitScript(
    ([elementTag, liveSelector]) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const element = document.querySelector(`#pc-main ${elementTag}`);
        const root = element?.shadowRoot ?? null;
        const nodes = root ? [...root.querySelectorAll('*')] : [];
        (window as unknown as { __served: unknown }).__served = {
          definedBeforeScripts: customElements.get(elementTag) !== undefined,
          root,
          // Nodes a live update may replace after hydration (not hydration's doing) are left out.
          nodes: liveSelector ? nodes.filter((node) => !node.closest(liveSelector)) : nodes,
        };
      });
    },
    [tag, live] as const,
  );

interface ServedCheck {
  definedBeforeScripts: boolean;
  sameRoot: boolean;
  served: number;
  /** the server's nodes no longer in the shadow root, as `tag.class` */
  gone: string[];
}

/** After hydration: which of the remembered nodes are still the element's. */
const servedNodesNow = (page: Page, tag: string): Promise<ServedCheck> =>
  page.evaluate((elementTag) => {
    const { definedBeforeScripts, root, nodes } = (
      window as unknown as { __served: { definedBeforeScripts: boolean; root: ShadowRoot; nodes: Element[] } }
    ).__served;
    const element = document.querySelector(`#pc-main ${elementTag}`);
    const now = element?.shadowRoot ?? null;
    return {
      definedBeforeScripts,
      sameRoot: root !== null && now === root,
      served: nodes.length,
      gone: nodes
        .filter((node) => !node.isConnected || node.getRootNode() !== now)
        .map((node) => `${node.localName}.${node.className}`),
    };
  }, tag);

test.describe('the first view is in the served HTML', () => {
  for (const route of ROUTES) {
    const { path, tag, text } = route;
    test(`${path}: <${tag}> with a declarative shadow root holding '${text}', styled by a link`, async ({
      page,
    }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const main = /<main id="pc-main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      const shadow = new RegExp(
        `^<${tag}[^>]*><template shadowrootmode="open"><link rel="stylesheet" href="(/elements/${tag}-[\\w-]{8}\\.css)"><div data-pc-root>([\\s\\S]*)</div></template></${tag}>${'after' in route ? route.after : ''}$`,
      ).exec(main);
      expect(shadow, `the main region of ${path}:\n${main.slice(0, 400)}`).not.toBeNull();
      const [, stylesheet, view] = shadow!;
      expect(view).toContain(text);
      // Strict CSP: no <style> element and no style attribute anywhere in the page.
      expect(html).not.toMatch(/<style[\s>]/i);
      expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i);
      // The stylesheet is preloaded from the head (fetched with the page's own CSS, applying no rule
      // to the page), and served as CSS.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="preload" as="style" href="${stylesheet}">`);
      const css = await page.request.get(stylesheet!);
      expect(css.status()).toBe(200);
      expect(css.headers()['content-type']).toMatch(/^text\/css/);
      expect(await css.text()).toContain(':host');
    });
  }
});

test.describe('the element hydrates the server render', () => {
  for (const route of ROUTES) {
    const { path, tag } = route;
    test(`${path}: the server's nodes stay, no hydration warning, no layout shift`, async ({ page }) => {
      const problems = consoleProblems(page);
      await rememberServedNodes(page, tag, 'live' in route ? route.live : '');
      await page.addInitScript(() => {
        const shifts: unknown[] = [];
        (window as unknown as { __shifts: unknown[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node | null }[];
          })[]) {
            shifts.push({
              value: entry.value,
              sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?'),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });

      await page.goto(path);
      // Defined and hydrated: the element's React tree is live (its heading is the server's).
      await page.waitForFunction((elementTag) => customElements.get(elementTag) !== undefined, tag);
      await expect(page.locator(`#pc-main ${tag}`).getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const check = await servedNodesNow(page, tag);
      expect(check.definedBeforeScripts, 'the shadow root came from the HTML, not a script').toBe(false);
      expect(check.sameRoot, 'the element kept the declarative shadow root').toBe(true);
      expect(check.served).toBeGreaterThan(10);
      expect(check.gone, 'server-rendered nodes the element replaced').toEqual([]);
      expect(problems.filter((text) => HYDRATION.test(text))).toEqual([]);
      // Nothing moved while the page loaded: no layout-shift entry at all.
      expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
    });
  }
});

test('a slow stylesheet holds the first view back instead of showing it unstyled', async ({
  page,
  browserName,
}) => {
  test.fixme(browserName === 'firefox', 'Firefox paints the view before its shadow root stylesheet arrives');
  // The shadow root's stylesheet link holds back the rendering of the view (and the scripts), so the
  // view appears once, styled. The element script is slow too, so it cannot be what styles it.
  await page.route(/\/elements\/pc-contact(?:-[\w-]{8}\.css|\.js)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const main = page.locator('#pc-main');
  // The top of the main region, below the site header.
  const clip = { x: 0, y: 120, width: 800, height: 300 };
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.waitForTimeout(1_000);
  const pending = await page.screenshot({ clip });

  const heading = page.locator('#pc-main pc-contact').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Contact Us');
  // Styled once the stylesheet is in: the hero centres its title (contact styles.css).
  await expect.poll(() => heading.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
  const shown = await page.screenshot({ clip });
  await main.evaluate((element) => element.style.setProperty('visibility', 'hidden'));
  const blank = await page.screenshot({ clip });
  // While the stylesheet was on its way the region painted as if the view were not there at all.
  expect(shown.equals(blank), 'the view shows once its stylesheet is in').toBe(false);
  expect(pending.equals(blank), 'the view was painted before its stylesheet arrived').toBe(true);
});

test.describe('the hydrated page works', () => {
  test('/contact: a FAQ question opens on the very button the server rendered', async ({ page }) => {
    await rememberServedNodes(page, 'pc-contact');
    await page.goto('/contact');
    const contact = page.locator('#pc-main pc-contact');
    await page.waitForFunction(() => customElements.get('pc-contact') !== undefined);
    const question = contact.getByRole('button', { name: 'What is your satisfaction guarantee?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(contact.getByRole('region', { name: 'What is your satisfaction guarantee?' })).toBeVisible();
    const servedButton = await page.evaluate(() => {
      const { nodes } = (window as unknown as { __served: { nodes: Element[] } }).__served;
      const button = document
        .querySelector('#pc-main pc-contact')
        ?.shadowRoot?.querySelector('button[aria-expanded="true"]');
      return button ? nodes.includes(button) : null;
    });
    expect(servedButton).toBe(true);
  });

  test('/browse-candles: a candle added from the server-rendered card reaches the cart', async ({
    page,
    results,
    browserName,
  }) => {
    test.fixme(browserName === 'firefox', "the line reaches the cart, but 'Item added to cart.' is not seen");
    await rememberServedNodes(page, 'pc-results');
    await results.open('/browse-candles');
    await page.waitForFunction(() => customElements.get('pc-results') !== undefined);
    const [name] = await results.headers();
    await results.card(name!).addButton.click();
    const [line] = await cartWithLines(page, 1);
    expect(line).toMatchObject({ name, category: 'candle', quantity: 1 });
    await expect(results.addedBanner).toBeVisible();
    expect((await servedNodesNow(page, 'pc-results')).sameRoot).toBe(true);
  });
});

test('a later route change renders its element in the browser, as before', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForFunction(() => customElements.get('pc-contact') !== undefined);
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('pc-navigate', { detail: { href: '/browse-candles' }, cancelable: true }),
    ),
  );
  await expect(page).toHaveURL(/\/browse-candles$/);
  const results = page.locator('#pc-main pc-results');
  await expect(results.getByRole('heading', { level: 1 })).toHaveText('Our Picks');
  // Rendered by the element itself: its shadow root has no server stylesheet link.
  expect(
    await results.evaluate((element) => element.shadowRoot?.querySelector('link[rel="stylesheet"]') ?? null),
  ).toBeNull();
});

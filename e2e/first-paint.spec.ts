import { createHash } from 'node:crypto';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartWithLines } from './results/cart.ts';

// design.md "First paint": the store server renders each route's element into
// Declarative Shadow DOM, and the element hydrates that shadow root instead of replacing it. No
// flash, no second layout, no hydration warning; its stylesheet in the shadow root, allowed by its hash
// alone (strict CSP, docs/decisions/0202).

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
  // After it, its companion (decision 0052): the cross-sell pop-up's empty first view, to hydrate, with
  // its stylesheet (decision 0202: it draws nothing until it shows, decision 0075).
  {
    path: '/candle/big-sur',
    tag: 'pc-candle',
    text: 'Big Sur',
    after:
      // A regular expression's source.
      '<pc-cross-sell show-once-per-session><template shadowrootmode="open"><style>[\\s\\S]*?</style><div data-pc-root></div></template></pc-cross-sell>',
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
    test(`${path}: <${tag}> with a declarative shadow root holding '${text}' and its stylesheet`, async ({
      page,
    }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const main = /<main id="pc-main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      const shadow = new RegExp(
        `^<${tag}[^>]*><template shadowrootmode="open"><style>([\\s\\S]*?)</style><div data-pc-root>([\\s\\S]*)</div></template></${tag}>${'after' in route ? route.after : ''}$`,
      ).exec(main);
      expect(shadow, `the main region of ${path}:\n${main.slice(0, 400)}`).not.toBeNull();
      const [, css, view] = shadow!;
      expect(view).toContain(text);
      expect(css).toContain(':host');
      // decision 0202: the stylesheet is in the shadow root, which the strict CSP allows by its hash
      // alone ('unsafe-inline' never); no other <style> and no style attribute anywhere in the page.
      const styleSrc =
        (response.headers()['content-security-policy'] ?? '')
          .split('; ')
          .find((directive) => directive.startsWith('style-src ')) ?? '';
      expect(styleSrc).not.toContain("'unsafe-inline'");
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text!);
      // decision 0206: the head holds the demo page's stylesheet, then the view holds its own (and a
      // companion its own). Nothing holds the first frame then but the page: it waits for an element
      // after the main region, so it never shows the header alone and moves what follows.
      const expected = /<link rel="expect" href="#([\w-]+)" blocking="render"/.exec(
        html.slice(0, html.indexOf('</head>')),
      );
      expect(expected).not.toBeNull();
      expect(html.indexOf(`id="${expected![1]}"`)).toBeGreaterThan(html.indexOf('</main>'));
      expect(html.slice(0, html.indexOf('</head>'))).toContain(`<style>${styles[0]}</style>`);
      expect(styles[1]).toBe(css);
      for (const text of styles)
        expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      expect(html.match(/<style[\s>]/gi)).toHaveLength(styles.length);
      expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i);
      // Nothing of it is asked for by the head.
      expect(html.slice(0, html.indexOf('</head>'))).not.toContain('as="style"');
      // decision 0211: the helpers the element hydrates with, a chunk of their own, named with its script.
      expect(html.slice(0, html.indexOf('</head>'))).toMatch(
        /<link rel="modulepreload" href="\/elements\/hydration-[\w-]+\.js">/,
      );
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

// decision 0202: the first view comes with its stylesheet, so it paints styled in its first frame,
// whatever the element's script and stylesheet file take: the page asks for neither before it shows.
test('the first view shows styled while the element script and its stylesheet file are slow', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route(/\/elements\/pc-contact(?:-[\w-]{8}\.css|\.js)$/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  const heading = page.locator('#pc-main pc-contact').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Contact Us', { timeout: 2_000 });
  // Styled before the element's script could have run: the hero centres its title (contact styles.css).
  expect(await heading.evaluate((element) => getComputedStyle(element).textAlign)).toBe('center');
  expect(await page.evaluate(() => customElements.get('pc-contact'))).toBeUndefined();
  expect(asked.filter((path) => path.endsWith('.css'))).toEqual([]);
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
  // Rendered by the element itself: its shadow root holds no server stylesheet (it adopts its sheets).
  expect(
    await results.evaluate(
      (element) => element.shadowRoot?.querySelector('style, link[rel="stylesheet"]') ?? null,
    ),
  ).toBeNull();
});

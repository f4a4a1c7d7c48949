import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ROUTES } from '../packages/shared/src/routes/routeTable.ts';
import { expect, test } from './fixtures.ts';

// docs/decisions/0107, 0108: the store serves the custom elements manifest and a page per element
// written from it; this file compares the manifest with what each rendered element really has, so the
// two cannot drift: its observed attributes, the parts in its shadow root, the custom properties its
// stylesheet reads from the host, and the events it dispatches (and where).

interface ManifestDeclaration {
  tagName: string;
  name: string;
  attributes: { name: string }[];
  events: { name: string; description?: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
}
interface Manifest {
  modules: { path: string; declarations: ManifestDeclaration[]; exports: { kind: string; name: string }[] }[];
}

const manifestOf = async (page: Page): Promise<Map<string, ManifestDeclaration>> => {
  const answer = await page.request.get('/custom-elements.json');
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toContain('application/json');
  const manifest = (await answer.json()) as Manifest;
  return new Map(
    manifest.modules.flatMap((module) =>
      module.declarations.map((declaration) => [declaration.tagName, declaration]),
    ),
  );
};

/**
 * The first route of the table that shows each element, with its first path; a path with a
 * parameter (the order-received page needs an order) is left out.
 */
const PAGES = [
  ...new Map(
    ROUTES.flatMap((route) =>
      route.view.kind === 'element' && route.paths[0] && !route.paths[0].path.includes('{')
        ? [[route.view.tag, route.paths[0].path] as const]
        : [],
    ),
  ),
];

interface SeenEvent {
  type: string;
  /** `window`, or the tag it was dispatched on */
  on: string;
  bubbles: boolean;
  composed: boolean;
  /** the page's path when it was dispatched: the next page's own elements dispatch theirs too */
  path: string;
}

/**
 * Records every `pc-` event dispatched on the page, across its loads: where (window or the tag), how,
 * and on which page.
 */
const recordEvents = async (page: Page): Promise<SeenEvent[]> => {
  const seen: SeenEvent[] = [];
  await page.exposeFunction('pcEventSeen', (event: SeenEvent) => seen.push(event));
  await page.addInitScript(() => {
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
      if (event.type.startsWith('pc-'))
        (window as unknown as { pcEventSeen(event: SeenEvent): void }).pcEventSeen({
          type: event.type,
          on: this === window ? 'window' : this instanceof Element ? this.localName : 'other',
          bubbles: event.bubbles,
          composed: event.composed,
          path: location.pathname,
        });
      return dispatch.call(this, event);
    };
  });
  return seen;
};

/**
 * Until the page has settled, the demo host dispatches events of its own: its chat widget announces
 * itself (`pc-chat-ready`) as it comes with the QA panel's toggle (decision 0201). Those are the page's,
 * not an element's.
 */
const pageSettled = (page: Page) => page.waitForFunction(() => 'pcChat' in window);

/** The events an element's action dispatched agree with its manifest entry: names and places. */
const expectEventsOf = (manifest: ManifestDeclaration, seen: readonly SeenEvent[]) => {
  expect(seen.length).toBeGreaterThan(0);
  for (const event of seen) {
    const listed = manifest.events.find((candidate) => candidate.name === event.type);
    expect(listed, `<${manifest.tagName}> dispatched ${event.type}`).toBeDefined();
    if (event.on === 'window') {
      expect(listed!.description, `${event.type} on window`).toContain('Dispatched on window.');
    } else {
      expect(event, `${event.type} from the element`).toEqual({
        type: event.type,
        on: manifest.tagName,
        bubbles: true,
        composed: true,
        path: event.path,
      });
      expect(listed!.description).toContain('Dispatched on the element; it bubbles and is composed.');
    }
  }
};

/** What the rendered element has: its observed attributes, its parts, its stylesheet's host inputs. */
const renderedSurface = (page: Page, tag: string) =>
  page.locator(`#pc-main ${tag}`).evaluate(async (host) => {
    const shadow = host.shadowRoot!;
    const css = [
      ...(await Promise.all(
        [...shadow.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
          fetch(link.href).then((answer) => answer.text()),
        ),
      )),
      // The stylesheet a server render holds (docs/decisions/0202), as written.
      ...[...shadow.querySelectorAll('style')].map((style) => style.textContent ?? ''),
      ...shadow.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')),
    ].join('\n');
    const declared = new Set([...css.matchAll(/(--pc-[\w-]+)\s*:/g)].map(([, name]) => name!));
    const read = new Set([...css.matchAll(/var\(\s*(--pc-[\w-]+)/g)].map(([, name]) => name!));
    return {
      attributes: [
        ...((customElements.get(host.localName) as unknown as { observedAttributes?: string[] })
          .observedAttributes ?? []),
      ].sort(),
      parts: [
        ...new Set([...shadow.querySelectorAll('[part]')].flatMap((node) => [...(node as Element).part])),
      ],
      declared: [...declared],
      // What only a host can set: read, never declared by the element's own stylesheet.
      hostInputs: [...read].filter((name) => !declared.has(name)),
    };
  });

test.describe('the custom elements manifest says what each element has', () => {
  for (const [tag, path] of PAGES) {
    test(`<${tag}> on ${path}: attributes, parts and custom properties`, async ({ page }) => {
      const manifest = (await manifestOf(page)).get(tag);
      expect(manifest, `${tag} in the manifest`).toBeDefined();
      await page.goto(path);
      await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
      const surface = await renderedSurface(page, tag);
      expect(surface.attributes).toEqual(manifest!.attributes.map((attribute) => attribute.name).sort());
      const parts = manifest!.cssParts.map((part) => part.name);
      for (const part of surface.parts) expect(parts, `part "${part}" of <${tag}>`).toContain(part);
      const properties = manifest!.cssProperties.map((property) => property.name);
      for (const input of surface.hostInputs)
        expect(properties, `--pc property <${tag}> reads from its host`).toContain(input);
      for (const property of properties)
        expect(
          [...surface.declared, ...surface.hostInputs],
          `${property} in <${tag}>'s stylesheet`,
        ).toContain(property);
      // The module exports the class the manifest names (beside what its own lazy chunks import from it).
      const module = await page.evaluate((name) => import(`/elements/${name}.js`).then(Object.keys), tag);
      expect(module).toContain(manifest!.name);
    });
  }

  test('the events a purchase dispatches are the manifest’s, where it says', async ({ page, qa }) => {
    const seen = await recordEvents(page);
    const manifest = await manifestOf(page);
    await page.goto('/green-and-airy');
    await page.waitForFunction(() => customElements.get('pc-launch') !== undefined);
    await pageSettled(page);
    seen.length = 0;
    await page
      .locator('pc-launch')
      .getByRole('button', { name: /^CHECKOUT - \$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    // pc-cart-change and pc-navigate from the element, 'Product Added' on window. What the checkout's own
    // elements dispatch once it has loaded (the cross-sell's pc-complete) is theirs, not the launch's.
    const launched = seen.splice(0).filter((event) => event.path === '/green-and-airy');
    expect(launched.map((event) => event.type)).toEqual(
      expect.arrayContaining(['pc-cart-change', 'pc-navigate']),
    );
    expectEventsOf(manifest.get('pc-launch')!, launched);

    await qa.reset();
    await page.goto('/gift-cards');
    await page.waitForFunction(() => customElements.get('pc-gift-cards') !== undefined);
    await pageSettled(page);
    seen.length = 0;
    const giftCards = page.locator('pc-gift-cards');
    await giftCards.getByRole('button', { name: 'PHYSICAL GIFT CARD', exact: true }).click();
    await giftCards.getByRole('radio').first().click();
    await giftCards.getByRole('button', { name: /^CHECKOUT/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const bought = seen.splice(0).filter((event) => event.path === '/gift-cards');
    expect(bought.map((event) => event.type)).toEqual(
      expect.arrayContaining(['pc-gift-card-select', 'pc-cart-change', 'pc-navigate']),
    );
    expectEventsOf(manifest.get('pc-gift-cards')!, bought);
  });

  test('each element has a documentation page with a live example and snippets to copy', async ({
    page,
    baseURL,
  }) => {
    const index = await page.request.get('/elements/docs/');
    expect(index.ok()).toBe(true);
    await page.goto('/elements/docs/pc-contact');
    await expect(page.getByRole('heading', { level: 1, name: '<pc-contact>' })).toBeVisible();
    // The live example: the element itself, rendered by its script.
    await expect(page.locator('.live pc-contact').getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    // Every part and every custom property of the manifest is in the page's tables.
    const manifest = (await manifestOf(page)).get('pc-contact')!;
    const text = await page.locator('main').innerText();
    for (const name of [
      ...manifest.cssParts.map((part) => part.name),
      ...manifest.cssProperties.map((property) => property.name),
    ])
      expect(text).toContain(name);
    // The snippet for another origin: the store's origin, the versioned URL and its SRI hash, which
    // matches the bytes that URL serves, kept for good.
    const snippet = await page.locator('pre', { hasText: 'integrity=' }).innerText();
    const [, url, integrity] = /src="([^"]+)" integrity="([^"]+)"/.exec(snippet) ?? [];
    expect(url).toMatch(new RegExp(`^${baseURL}/elements/v\\d+\\.\\d+\\.\\d+/pc-contact\\.js$`));
    const served = await page.request.get(url!);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(integrity).toBe(
      `sha384-${createHash('sha384')
        .update(await served.body())
        .digest('base64')}`,
    );
    const data = await page.request.get('/vscode.html-custom-data.json');
    expect(((await data.json()) as { tags: { name: string }[] }).tags.map((tag) => tag.name)).toContain(
      'pc-contact',
    );
  });
});

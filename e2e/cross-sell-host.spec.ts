import type { Page } from '@playwright/test';
import { axePopup, type HostServer, hostPage, hostPageFor, startHostServer } from './cross-sell/hostPage.ts';
import {
  addToCart,
  cartCoupons,
  cartLines,
  completions,
  HAND_CREAM,
  recordCompletions,
} from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';

// docs/decisions/0038, 0041: a plain checkout page of another site (127.0.0.2, its own port), with
// hostile global CSS and its own React-free markup, embeds <pc-cross-sell> with one script tag. Its
// #pc-config names the store (apiRoot) and carries a cart token the store issued for the shopper's
// session (docs/decisions/0038), so the pop-up changes the shopper's real cart without the store's
// cookie. The store server allows this origin only (PC_HOST_ORIGINS, playwright.config.ts).

const HOST_ORIGIN = process.env.PC_E2E_HOST_ORIGIN!;

// One worker runs this file: it serves the host page on one port.
test.describe.configure({ mode: 'serial' });

let host: HostServer;

test.beforeAll(async () => {
  host = await startHostServer(HOST_ORIGIN);
});

test.afterAll(() => host.close());

/**
 * The shopper's store session with a hand cream in the cart (so the store offers the Face Set), and
 * the host page printed for it with a fresh cart token and the session's nonce.
 */
const shopperOnHost = async (
  page: Page,
  baseURL: string,
  extra = '',
  edit = (html: string) => html,
): Promise<string[]> => {
  await page.goto('/contact');
  await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
  host.serve(edit(await hostPageFor(page, baseURL, extra)));
  await recordCompletions(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The host page's own: /contact's header cart loads once that page has settled (decision 0124),
    // and on a slow run its stylesheet chunks are asked for after this listener is on.
    if (!request.frame().url().startsWith(HOST_ORIGIN)) return;
    if (url.origin === baseURL && url.pathname.startsWith('/elements/')) scripts.push(url.pathname);
  });
  await page.goto(`${HOST_ORIGIN}/checkout`);
  return scripts;
};

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Upgrade' });

test.describe('<pc-cross-sell> on a third-party host page', () => {
  test('one script tag: the pop-up shows unharmed by the host’s CSS and BUY ONCE changes the real cart', async ({
    page,
    baseURL,
  }) => {
    const scripts = await shopperOnHost(page, baseURL!);
    expect(new URL(page.url()).origin).toBe(HOST_ORIGIN);
    const popup = dialog(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByText('RISK-FREE. FREE RETURNS', { exact: true })).toBeVisible();
    // The product image comes from the store (apiRoot) and loads.
    await expect(popup.getByRole('listitem')).toHaveText(['Face Set']);
    const image = popup.getByRole('listitem').locator('img');
    await expect(image).toHaveAttribute('src', new RegExp(`^${baseURL}/`));
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
    // Shadow DOM: the host's `button { font-size: 40px; color: red }` and `* { all: unset }` stay out.
    const buyOnce = popup.getByRole('button', { name: 'BUY ONCE original price $38 now $35' });
    const look = await buyOnce.evaluate((node) => {
      const style = getComputedStyle(node);
      return {
        fontSize: style.fontSize,
        color: style.color,
        display: style.display,
        sansSerif: style.fontFamily.startsWith('system-ui'),
      };
    });
    // (a grid item: its inline-flex is blockified to flex)
    expect(look).toEqual({ fontSize: '16px', color: 'rgb(26, 26, 26)', display: 'flex', sansSerif: true });
    expect((await popup.boundingBox())?.width).toBe(600);
    // The host's own button does get its CSS: the page really is hostile.
    expect(
      await page.getByRole('button', { name: 'Pay now' }).evaluate((node) => getComputedStyle(node).fontSize),
    ).toBe('40px');
    await axePopup(page, 'the host page with the pop-up open');

    // Without the element runtime on the page: the loader and its one bundle, nothing else.
    expect(scripts).toEqual([
      '/elements/pc-cross-sell.standalone.js',
      expect.stringMatching(/^\/elements\/pc-cross-sell\.bundle-[\w-]{8}\.js$/),
    ]);

    await buyOnce.click();
    await expect.poll(() => completions(page)).toEqual(['accepted']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The shopper's real cart, read back with the store's own cookie (spec §7 get_cart_items).
    expect(await cartLines(page)).toEqual([
      { name: 'Hand Cream', cadence: 0, quantity: 1, price: 13 },
      { name: 'Face Set', cadence: 0, quantity: 1, price: 38 },
    ]);
    expect(await cartCoupons(page)).toEqual([{ code: 'SETONCE3', amount: 3 }]);
  });

  test('a page that already has the element runtime does not fetch it twice', async ({ page, baseURL }) => {
    // Another pc- element of the store on the host page brings the runtime and shared chunks.
    const scripts = await shopperOnHost(
      page,
      baseURL!,
      `<script type="module" src="${baseURL}/elements/pc-contact.js"></script>`,
    );
    await expect(dialog(page)).toBeVisible();
    const runtime = scripts.filter((path) => /\/runtime-[\w-]{8}\.js$/.test(path));
    expect(runtime).toHaveLength(1);
    expect(scripts.filter((path) => /\/shared-[\w-]{8}\.js$/.test(path))).toHaveLength(1);
    expect(scripts).toContain('/elements/pc-cross-sell.js');
    expect(scripts.some((path) => path.includes('pc-cross-sell.bundle-'))).toBe(false);

    await dialog(page).getByRole('button', { name: 'NO THANKS' }).click();
    await expect.poll(() => completions(page)).toEqual(['dismissed']);
    expect(await cartLines(page)).toEqual([{ name: 'Hand Cream', cadence: 0, quantity: 1, price: 13 }]);
  });

  // issue 43, decisions 0210, 0211: on a Spanish host page the pop-up speaks Spanish, its es-US catalog
  // and the author's words' code fetched from the store beside the bundle (the script's own URL).
  test('on a Spanish page (lang="es"), with an author’s words: the pop-up in es-US, its chunks from the store', async ({
    page,
    baseURL,
  }) => {
    const scripts = await shopperOnHost(page, baseURL!, '', (html) =>
      html
        .replace('<html lang="en">', '<html lang="es">')
        .replace('id="pc-config">{', 'id="pc-config">{"messages":{"cross-sell.noThanks":"Ahora no"},'),
    );
    const popup = page.getByRole('dialog', { name: 'Completa tu mejora' });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('SIN RIESGO. DEVOLUCIONES GRATIS', { exact: true })).toBeVisible();
    await expect(
      popup.getByRole('button', { name: 'COMPRAR UNA VEZ precio original $38 ahora $35' }),
    ).toBeVisible();
    await axePopup(page, 'the Spanish host page with the pop-up open');
    expect(scripts).toHaveLength(4);
    expect(scripts.slice(0, 2)).toEqual([
      '/elements/pc-cross-sell.standalone.js',
      expect.stringMatching(/^\/elements\/pc-cross-sell\.bundle-[\w-]{8}\.js$/),
    ]);
    for (const chunk of scripts.slice(2))
      expect(chunk).toMatch(/^\/elements\/pc-cross-sell\.bundle-[\w-]{8}\.js$/);
    await popup.getByRole('button', { name: 'Ahora no' }).click();
    await expect.poll(() => completions(page)).toEqual(['dismissed']);
  });

  test('without a valid cart token the store refuses, and the pop-up only signals completion', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/contact');
    await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
    host.serve(hostPage({ apiRoot: baseURL, ns: 'pc', cartToken: 'forged.token' }, baseURL!));
    await recordCompletions(page);
    await page.goto(`${HOST_ORIGIN}/checkout`);
    await expect.poll(() => completions(page)).toEqual(['failed']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/**
 * The standalone cross-sell's first render on a third-party host page (docs/decisions/0041). A plain
 * page on another site (127.0.0.2, a free port) with one script tag, whose #pc-config names the store
 * and carries a cart token for a shopper whose cart holds an offer (a hand cream: the store offers the
 * Face Set, decision 0037). The store server must allow the page's origin: `hostOrigins()` before it
 * starts sets PC_HOST_ORIGINS (docs/decisions/0038, 0041).
 */
import { createServer, type Server } from 'node:http';
import type { Browser } from '@playwright/test';
import { freePort } from './storeServer.ts';

const HAND_CREAM = { product: '108', variation: '10801' };

export interface HostPage {
  /** the page to load: the standalone loader, the pop-up's tag, and the shopper's configuration */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The pages of other sites the bench serves: the third-party checkout, a static site
 * (staticSitePages.ts) and WordPress (wordpressPages.ts).
 */
export interface HostOrigins {
  readonly thirdParty: string;
  readonly staticSite: string;
  readonly wordpress: string;
}

/**
 * The origins the other sites' pages will be served from (127.0.0.2, three free ports); call before
 * the store server starts, which lists them all in PC_HOST_ORIGINS.
 */
export const hostOrigins = async (): Promise<HostOrigins> => {
  const taken: string[] = [];
  const next = async (): Promise<string> => {
    let origin = '';
    while (!origin || taken.includes(origin)) origin = `http://127.0.0.2:${await freePort()}`;
    taken.push(origin);
    return origin;
  };
  const origins = { thirdParty: await next(), staticSite: await next(), wordpress: await next() };
  process.env.PC_HOST_ORIGINS = taken.join(',');
  return origins;
};

const pageHtml = (storeUrl: string, config: Record<string, unknown>) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner checkout</title>
<script type="application/json" id="pc-config">${JSON.stringify(config)}</script>
<script type="module" src="${storeUrl}/elements/pc-cross-sell.standalone.js"></script>
</head><body><main><h1>Partner checkout</h1></main><pc-cross-sell></pc-cross-sell></body></html>`;

/**
 * Fills a new shopper's cart on the store, asks the store for a cart token, and serves the host page
 * printed for that shopper at `origin` (every load fresh: no-store). The token lasts 30 minutes.
 */
export const serveHostPage = async (
  browser: Browser,
  storeUrl: string,
  origin: string,
): Promise<HostPage> => {
  const context = await browser.newContext();
  let html: string;
  try {
    const page = await context.newPage();
    await page.goto(`${storeUrl}/contact`);
    const { nonce } = JSON.parse((await page.locator('script#pc-config').textContent()) ?? '{}');
    const added = await page.request.post(`${storeUrl}/wp-admin/admin-ajax.php`, {
      form: {
        action: 'add_to_cart',
        quantity: '1',
        'add-to-cart': HAND_CREAM.product,
        variation_id: HAND_CREAM.variation,
        [`convert_to_sub_${HAND_CREAM.product}`]: '0',
      },
      headers: { 'X-WP-Nonce': nonce },
    });
    if (!added.ok()) throw new Error(`add_to_cart answered ${added.status()}`);
    const issued = await page.request.get(`${storeUrl}/wp-json/pc/v1/cart/token`);
    if (!issued.ok()) throw new Error(`cart/token answered ${issued.status()}`);
    const { token, nonce: tokenNonce } = (await issued.json()) as { token: string; nonce: string };
    html = pageHtml(storeUrl, { apiRoot: storeUrl, ns: 'pc', nonce: tokenNonce, cartToken: token });
  } finally {
    await context.close();
  }
  const { hostname, port } = new URL(origin);
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return {
    url: `${origin}/checkout`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

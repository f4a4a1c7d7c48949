import { createServer } from 'node:http';
import { expect, type Page } from '@playwright/test';
import { axeViolations, formatViolations } from '../fixtures.ts';

// The third-party host page (docs/decisions/0038, 0041): a plain checkout page of another site
// (127.0.0.2, its own port), with hostile global CSS and its own React-free markup, embedding
// <pc-cross-sell> with one script tag. Its #pc-config names the store (apiRoot) and carries a cart
// token the store issued for the shopper's session (docs/decisions/0038, 0041). The store server
// allows only the origins playwright.config.ts lists in PC_HOST_ORIGINS.

export const HOSTILE_CSS = `* { all: unset } div { display: none } button { font-size: 40px; color: red }`;

/** The host's page: its own markup and CSS, the store's configuration, one script tag (plus `extra`). */
export const hostPage = (config: Record<string, unknown>, store: string, extra = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Partner checkout</title>
<style>${HOSTILE_CSS}</style>
<script type="application/json" id="pc-config">${JSON.stringify(config)}</script>
${extra}
<script type="module" src="${store}/elements/pc-cross-sell.standalone.js"></script>
</head>
<body>
<main>
<h1>Partner checkout</h1>
<form><label>Email <input name="email" type="email"></label> <button type="submit">Pay now</button></form>
</main>
<pc-cross-sell></pc-cross-sell>
</body>
</html>`;

/** A server of the host's origin answering every path with the page last given to `serve`. */
export interface HostServer {
  serve(html: string): void;
  close(): Promise<void>;
}

export const startHostServer = async (origin: string): Promise<HostServer> => {
  let html = '';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html);
  });
  const { hostname, port } = new URL(origin);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return {
    serve: (page) => {
      html = page;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * What the host's server asks the store for, with the shopper's store cookie, before it prints its
 * page (README "Third-party hosts"): a short-lived cart token and the session's nonce.
 */
export const issueCartToken = async (page: Page): Promise<{ token: string; nonce: string }> => {
  const issued = await page.request.get('/wp-json/pc/v1/cart/token');
  expect(issued.ok(), await issued.text()).toBe(true);
  return (await issued.json()) as { token: string; nonce: string };
};

/** The host page printed for this shopper's session: the store's apiRoot, a fresh cart token, the nonce. */
export const hostPageFor = async (page: Page, store: string, extra = ''): Promise<string> => {
  const { token, nonce } = await issueCartToken(page);
  return hostPage({ apiRoot: store, ns: 'pc', nonce, cartToken: token }, store, extra);
};

/** axe on the pop-up (the host's own page is the host's business). */
export const axePopup = async (page: Page, label: string) => {
  const violations = await axeViolations(page, { include: 'pc-cross-sell' });
  expect(violations, `axe violations on ${label}:\n\n${formatViolations(violations)}`).toHaveLength(0);
};

import type { Request } from '@playwright/test';
import { CandlePage } from './candle/CandlePage.ts';
import { cartLines } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';

// docs/decisions/0047: a page whose nonce went stale (open past the nonce's life, or
// its session rotated: here, the shopper signed in from another tab) has its first write refused with
// 403 rest_cookie_invalid_nonce; the element's client asks for the session's fresh nonce once and
// sends the write once more. The cart gets one line.

test('a stale page nonce: the candle buy is refused once, the nonce refreshed once, the buy retried once', async ({
  page,
  qa,
}) => {
  const candle = new CandlePage(page);
  await candle.open('/candle');
  // The header's <pc-cart> loads once the page has settled (decision 0124) and reads the cart; that
  // answer's `newNonce` is the session's nonce of the moment. Read after the sign-in below, it would
  // hand the page the new session's nonce and nothing would be stale (CI saw this on a slow run):
  // the page is made stale only once every element has read.
  await page.waitForFunction(() => customElements.get('pc-cart') !== undefined);
  await page.waitForLoadState('networkidle');
  const pageNonce = await qa.nonce();
  // Signing in rotates the session (decision 0043): the open page's nonce is now another session's,
  // as a page left open past the nonce's life would be.
  await qa.identity(true);
  expect(await page.locator('script#pc-config').textContent()).toContain(pageNonce);

  const calls: string[] = [];
  const track = (request: Request) => {
    const url = new URL(request.url());
    if (
      url.pathname === '/wp-json/pc/v1/nonce' ||
      (request.method() === 'POST' && url.pathname === '/wp-admin/admin-ajax.php')
    )
      calls.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', track);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/wp-admin/admin-ajax.php'
    )
      statuses.push(response.status());
  });

  await candle.buyButton.click();
  await expect(page).toHaveURL(/\/checkout$/);
  page.off('request', track);
  expect(calls).toEqual([
    'POST /wp-admin/admin-ajax.php',
    'GET /wp-json/pc/v1/nonce',
    'POST /wp-admin/admin-ajax.php',
  ]);
  expect(statuses).toEqual([403, 200]);
  // One line: the refused write wrote nothing, the retry wrote once.
  const lines = await cartLines(page);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.quantity).toBe(1);
});

import type { ConsoleMessage } from '@playwright/test';
import { CANDLES, CandlePage } from './candle/CandlePage.ts';
import { expect, test } from './fixtures.ts';

// <pc-candle>: the 'tap for more info' overlay (spec §2 Candle landing page, §4, §9), a failed
// product fetch (spec §8) and reflow at 320 px, against the real store server.

const BIG_SUR = CANDLES[3];

test.describe("the 'tap for more info' overlay", () => {
  test('opens by mouse with the full content, closes by its close control, focus goes back', async ({
    page,
    axe,
  }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/big-sur');
    await candle.moreInfo.click();
    const overlay = candle.overlay;
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { level: 2 })).toHaveText(BIG_SUR.name);
    // Four silent clips: muted, inline on phones, never playing by themselves, each described.
    const videos = overlay.locator('video');
    await expect(videos).toHaveCount(4);
    for (const video of await videos.all()) {
      expect(await video.evaluate((node: HTMLVideoElement) => node.muted)).toBe(true);
      await expect(video).toHaveAttribute('playsinline', '');
      await expect(video).not.toHaveAttribute('autoplay');
      // Their controls come a frame after the overlay first shows (docs/decisions/0200).
      await expect(video).toHaveAttribute('controls', '');
      expect(await video.evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
    }
    await expect(overlay.locator('figcaption')).toHaveText([
      'The candle burning, its flame flickering in the jar.',
      'Wax being poured into the jar by hand.',
      'The jar being labelled.',
      'The place that inspired the scent.',
    ]);
    await expect(overlay).toContainText('Top: sea fog, bay leaf.');
    // The full description is the CMS's HTML, sanitised: its paragraphs and emphasis render.
    await expect(overlay.locator('.overlay__description p')).toHaveCount(2);
    await expect(overlay.locator('.overlay__description strong')).toHaveText('two to three hours');
    await expect(overlay).toContainText('Hand-poured in Brooklyn, NY.');
    // The address in upper case.
    await expect(overlay.locator('address')).toHaveText(
      'SYCAMORE CANYON RD, BIG SUR, CA 93920, UNITED STATES',
    );
    await axe('/candle/big-sur with the overlay open');

    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await expect(candle.moreInfo).toBeFocused();
  });

  // docs/decisions/0075: the clips of the closed overlay never compete with the page's first view;
  // their first frames load as the shopper heads for 'tap for more info', before the click.
  test('its clips load as the shopper heads for it, never with the page', async ({ page }) => {
    const clips: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.webm')) clips.push(new URL(request.url()).pathname);
    });
    const candle = new CandlePage(page);
    await candle.open('/candle/big-sur');
    await page.waitForLoadState('networkidle');
    expect(clips).toEqual([]);
    await candle.moreInfo.hover();
    await expect.poll(() => clips.length).toBe(4);
    expect(clips.every((clip) => clip.startsWith('/assets/candles/videos/big-sur-'))).toBe(true);
    await candle.moreInfo.click();
    // Each clip's first frame is in: the same as when they loaded with the page.
    for (const video of await candle.overlay.locator('video').all()) {
      await expect
        .poll(() => video.evaluate((node: HTMLVideoElement) => node.readyState))
        .toBeGreaterThanOrEqual(1); // HAVE_METADATA
    }
  });

  test('opens and closes by keyboard (Enter, Escape), focus inside while open and back after', async ({
    page,
  }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle');
    await candle.moreInfo.focus();
    await page.keyboard.press('Enter');
    await expect(candle.overlay).toBeVisible();
    await expect(candle.moreInfo).toHaveAttribute('aria-expanded', 'true');
    // A modal dialog: focus is inside it.
    expect(
      await candle.element.evaluate(
        (element) => element.shadowRoot?.activeElement?.closest('dialog') !== null,
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(candle.overlay).toBeHidden();
    await expect(candle.moreInfo).toBeFocused();
    // The close control by keyboard too.
    await page.keyboard.press('Enter');
    await expect(candle.overlay).toBeVisible();
    await candle.overlay.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(candle.overlay).toBeHidden();
    await expect(candle.moreInfo).toBeFocused();
  });

  test('slides over about 500 ms, and at once under prefers-reduced-motion (spec §4, §9)', async ({
    page,
  }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle');
    const duration = () =>
      candle.element.evaluate((element) => {
        const dialog = element.shadowRoot!.querySelector('dialog')!;
        return getComputedStyle(dialog).transitionDuration.split(',')[0]!.trim();
      });
    expect(await duration()).toBe('0.5s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await duration()).toBe('0s');
    await candle.moreInfo.click();
    await expect(candle.overlay).toBeVisible();
  });
});

test.describe('a failed product fetch (spec §8: silently ignored, the page stays empty; decision 0185)', () => {
  test('no candle, no buy button, no console error, no crash', async ({ page, axe }) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      // The browser's own line for a failed request is not the page's doing.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/');
    // The router asks for the page data, the element then for the product: both fail (injected fault).
    let productCalls = 0;
    await page.route('**/wp-json/pc/v1/page_data?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.route('**/wp-json/pc/v1/products/candle', (route) => {
      productCalls += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"boom"}' });
    });
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('pc-navigate', { detail: { href: '/candle/big-sur' }, cancelable: true }),
      ),
    );
    await expect(page).toHaveURL(/\/candle\/big-sur$/);
    const candle = new CandlePage(page);
    await page.waitForFunction(() => customElements.get('pc-candle') !== undefined);
    await expect.poll(() => productCalls).toBe(1);
    // Decision 0185: the element gives the page its box back; on the store's page the tag holds
    // nothing, so its empty view shows, the slot's own content.
    await expect(candle.element.locator('slot .candle--empty')).toBeAttached();
    await expect(candle.element.locator('.candle--empty')).not.toHaveAttribute('aria-busy');
    await expect(candle.element.getByRole('button')).toHaveCount(0);
    await expect(candle.element.locator('video, .map, .buy')).toHaveCount(0);
    expect(problems).toEqual([]);
    await axe('/candle/big-sur after a failed product fetch');
  });
});

test.describe('320 px (WCAG 1.4.10 reflow)', () => {
  test('the page does not scroll sideways; the map scrolls inside its box; axe is clean', async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const candle = new CandlePage(page);
    await candle.open('/candle/arashiyama');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(candle.buyButton).toBeInViewport();
    // The chosen candle's marker is scrolled into the map's view, which scrolls sideways by itself.
    const insideMap = (name: string) =>
      candle.marker(name).evaluate((marker) => {
        const box = marker.closest('.map__viewport')!.getBoundingClientRect();
        const dot = marker.getBoundingClientRect();
        return dot.left >= box.left && dot.right <= box.right;
      });
    expect(await insideMap('Arashiyama')).toBe(true);
    expect(await insideMap('Gran Cenote')).toBe(false);
    await candle.previous.click();
    await candle.expectCandle(CANDLES[0]);
    await expect.poll(() => insideMap('Gran Cenote')).toBe(true);
    await axe('/candle/arashiyama at 320 px');
    await candle.moreInfo.click();
    await expect(candle.overlay).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await axe('/candle overlay at 320 px');
  });
});

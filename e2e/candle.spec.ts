import { CANDLES, CandlePage, LAND_IMAGE, TEXTS } from './candle/CandlePage.ts';
import { CHROMIUM_ONLY, expect, test } from './fixtures.ts';
import { pageLoads } from './pageLoads.ts';
import { cartWithLines } from './results/cart.ts';

// <pc-candle> (spec §2 Candle landing page, §4 Candle page and Stock and buy button, §7),
// against the real store server and its seeded candles.

const [GRAN_CENOTE, ARASHIYAMA, MAJORELLE, BIG_SUR, BLUE_LAGOON, POSITANO] = CANDLES;

test.describe('the candle the address names (spec §2: url metadata matched to the path)', () => {
  test('/candle shows the first enabled candle, its subtitle, short description and buy button', async ({
    page,
    axe,
  }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle');
    await candle.expectCandle(GRAN_CENOTE, '/candle');
    await expect(candle.element.locator('.details__description')).toHaveText(
      'Limestone, lime and cool fresh water.',
    );
    // One marker per enabled candle (the disabled Oia has none), each a button named after its candle.
    await expect(candle.markers).toHaveCount(CANDLES.length);
    for (const { name } of CANDLES) await expect(candle.marker(name)).toHaveCount(1);
    await expect(candle.marker('Oia')).toHaveCount(0);
    // The offline map's land (no maps key on the demo): an image the build drew (decision 0060).
    await expect(candle.landImage).toHaveAttribute('href', LAND_IMAGE);
    await axe('/candle (in stock)');
  });

  test('a fresh load of /candle/{path} shows that candle', async ({ page }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/majorelle');
    await candle.expectCandle(MAJORELLE);
  });

  test('an unknown path, or a disabled candle’s, shows the first enabled candle', {
    tag: CHROMIUM_ONLY,
  }, async ({ page }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/atlantis');
    await candle.expectCandle(GRAN_CENOTE, '/candle/atlantis');
    await candle.open('/candle/oia');
    await candle.expectCandle(GRAN_CENOTE, '/candle/oia');
  });

  test('the server sends the first view: the candle of the path is in the HTML', async ({ page }) => {
    const html = await (await page.request.get('/candle/big-sur')).text();
    const main = /<main id="pc-main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toMatch(/^<pc-candle path="big-sur"><template shadowrootmode="open">/);
    expect(main).toContain('>Big Sur</h1>');
    expect(main).toContain(TEXTS.backorder);
    // The map's box and its markers are there before any script: nothing moves when the map arrives.
    expect(main).toContain('class="map"');
    expect(main.match(/role="button"/g)).toHaveLength(CANDLES.length);
    // So is the land, an image the build drew (decision 0060).
    expect(main).toMatch(/<image href="\/elements\/candle-land-[\w-]{8}\.svg"/);
  });
});

test.describe('the candle’s picture (spec §3 Variation: image)', () => {
  test('each candle shows its own picture, loaded, with its name as alternative text, in the HTML too', async ({
    page,
    axe,
  }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/big-sur');
    await candle.expectCandle(BIG_SUR);
    const picture = candle.element.getByRole('img', { name: 'Big Sur candle', exact: true });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /\/assets\/candles\/big-sur\.svg$/);
    // Loaded and drawn: the store served the image (not a broken icon with its alternative text).
    await expect
      .poll(() => picture.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBe(400);
    const box = (await picture.boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    await axe('/candle/big-sur with its picture');

    await candle.next.click();
    await candle.expectCandle(BLUE_LAGOON);
    await expect(candle.element.getByRole('img', { name: 'Blue Lagoon candle', exact: true })).toBeVisible();
    await expect(candle.element.getByRole('img', { name: 'Big Sur candle', exact: true })).toHaveCount(0);

    // The server's first view has it too, before any script.
    const html = await (await page.request.get('/candle/majorelle')).text();
    expect(html).toMatch(
      /<img class="details__image" part="image" src="[^"]*\/assets\/candles\/majorelle\.svg" alt="Majorelle candle"/,
    );
  });
});

test.describe('previous/next arrows wrap at both ends (spec §4 Candle page)', () => {
  test('previous from the first goes to the last, next from the last to the first; the URL follows', async ({
    page,
  }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/gran-cenote');
    await candle.previous.click();
    await candle.expectCandle(POSITANO);
    await candle.next.click();
    await candle.expectCandle(GRAN_CENOTE);
    // Every enabled candle in turn, then around again.
    for (const next of [ARASHIYAMA, MAJORELLE, BIG_SUR, BLUE_LAGOON, POSITANO, GRAN_CENOTE]) {
      await candle.next.click();
      await candle.expectCandle(next);
    }
    // The arrow keeps the focus: the page did not change, only the candle.
    await expect(candle.next).toBeFocused();
  });

  test('each change is a history entry; back and forward follow it, and the element stays', async ({
    page,
  }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle');
    const loads = await pageLoads(page);
    await candle.element.evaluate((element) => {
      (element as HTMLElement & { __kept?: boolean }).__kept = true;
    });
    await candle.next.click();
    await candle.expectCandle(ARASHIYAMA);
    await candle.next.click();
    await candle.expectCandle(MAJORELLE);
    await page.goBack();
    await candle.expectCandle(ARASHIYAMA);
    await page.goBack();
    await candle.expectCandle(GRAN_CENOTE, '/candle');
    await page.goForward();
    await candle.expectCandle(ARASHIYAMA);
    expect(loads, 'no page load').toEqual([]);
    // The same element all along: the router updated its path attribute instead of mounting anew.
    expect(
      await candle.element.evaluate((element) => (element as HTMLElement & { __kept?: boolean }).__kept),
    ).toBe(true);
    await expect(candle.element).toHaveAttribute('path', 'arashiyama');
  });
});

test.describe('the map (spec §2: a marker per candle selects it)', () => {
  test('its code loads on /candle only, after the page, and is not preloaded elsewhere', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      const name = /\/elements\/(candle\w+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) chunks.push(name);
    });
    await page.goto('/contact');
    await expect(page.locator('#pc-main pc-contact').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    const candle = new CandlePage(page);
    await candle.open('/candle');
    await expect(candle.landImage).toHaveAttribute('href', LAND_IMAGE);
    await page.waitForLoadState('networkidle');
    // No maps key on the demo: the offline map needs no script at all (its land is an image, decision
    // 0060), and the maps service's loader is not fetched; the overlay's sanitiser waits.
    expect(chunks).toEqual([]);
    const html = await (await page.request.get('/candle')).text();
    expect(html).not.toMatch(/modulepreload[^>]*candle(MapsService|Sanitizer)/);
    await candle.moreInfo.click();
    await expect(candle.overlay.locator('.overlay__description p').first()).toBeVisible();
    expect(chunks).toEqual(['candleSanitizer']);
  });

  test('its land is one image, compressed and cached for a year, painted behind the markers', async ({
    page,
    browserName,
  }) => {
    test.fixme(
      browserName === 'firefox',
      "Firefox's capture of the map (element or clipped page screenshot over BiDi) has the sea's colour at 5°N 20°E, where the same page's full screenshot shows the land drawn under its markers; why is not found (docs/decisions/0110)",
    );
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    const candle = new CandlePage(page);
    await candle.open('/candle');
    const href = (await candle.landImage.getAttribute('href')) ?? '';
    await page.waitForLoadState('networkidle');
    expect(images.filter((path) => path.startsWith('/elements/'))).toEqual([href]);
    const response = await page.request.get(href, { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Painted through its mask in --pc-candle-land (#c9c2b2), the sea in --pc-candle-sea (#dfe9ee): the
    // map's pixels at the middle of Africa (5°N 20°E) and of the Atlantic (0°, 30°W), markers far away.
    await page.setViewportSize({ width: 1280, height: 900 });
    const map = candle.element.locator('.map');
    const box = (await map.boundingBox())!;
    // The map's projection (model/mapProjection.ts): 960 × 480 units, of which 368 from y = 27 are shown.
    const at = (latitude: number, longitude: number) => ({
      x: Math.round(((longitude + 180) / 360) * box.width),
      y: Math.round(((((90 - latitude) / 180) * 480 - 27) / 368) * box.height),
    });
    const pixels = async () =>
      page.evaluate(
        async ({ data, points }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return points.map(({ x, y }) => [...context.getImageData(x, y, 1, 1).data].slice(0, 3));
        },
        { data: (await map.screenshot()).toString('base64'), points: [at(5, 20), at(0, -30)] },
      );
    // Within 3 of each channel: engines blend and round colours differently (docs/testing.md). Polled:
    // Firefox paints the land's mask once its image is decoded, a frame or more after the network is idle.
    const near = (actual: number[][], expected: number[][]) =>
      actual.every((pixel, i) => pixel.every((channel, c) => Math.abs(channel - expected[i]![c]!) <= 3));
    const expected = [
      [0xc9, 0xc2, 0xb2],
      [0xdf, 0xe9, 0xee],
    ];
    await expect(async () => {
      const got = await pixels();
      expect(near(got, expected), `land and sea pixels ${JSON.stringify(got)}`).toBe(true);
    }).toPass({ timeout: 10_000 });
  });

  test('a click on a marker selects its candle', async ({ page }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle');
    await candle.marker('Blue Lagoon').click();
    await candle.expectCandle(BLUE_LAGOON);
    await expect(candle.marker('Gran Cenote')).toHaveAttribute('aria-pressed', 'false');
  });

  test('markers are reached with Tab and chosen with Enter or Space', async ({ page }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle');
    await candle.marker('Gran Cenote').focus();
    await page.keyboard.press('Tab'); // the next marker in the document: Arashiyama
    await expect(candle.marker('Arashiyama')).toBeFocused();
    await page.keyboard.press('Enter');
    await candle.expectCandle(ARASHIYAMA);
    await expect(candle.marker('Arashiyama')).toBeFocused();
    await candle.marker('Big Sur').focus();
    await page.keyboard.press(' ');
    await candle.expectCandle(BIG_SUR);
  });
});

test.describe('the sticky buy button in each stock state (spec §4 Stock and buy button)', () => {
  test('in stock: CHECKOUT - $48 and the free shipping/returns note', async ({ page }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/arashiyama');
    await expect(candle.buyButton).toHaveText(TEXTS.checkout);
    await expect(candle.buyButton).toBeEnabled();
    await expect(candle.note).toHaveText(TEXTS.freeShippingReturns);
  });

  test('on backorder: still CHECKOUT - $48, with NEXT BATCH SHIPS IN 4 WEEKS', async ({ page, axe }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/big-sur');
    await expect(candle.buyButton).toHaveText(TEXTS.checkout);
    await expect(candle.buyButton).toBeEnabled();
    await expect(candle.note).toHaveText(TEXTS.backorder);
    await axe('/candle/big-sur (on backorder)');
  });

  test('out of stock: a disabled SOLD OUT, and nothing reaches the cart', async ({ page, axe }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/positano');
    await expect(candle.buyButton).toHaveText(TEXTS.soldOut);
    await expect(candle.buyButton).toBeDisabled();
    await expect(candle.note).toHaveText(TEXTS.freeShippingReturns);
    await axe('/candle/positano (sold out)');
    // Moving on to a candle in stock brings the checkout button back.
    await candle.next.click();
    await candle.expectCandle(GRAN_CENOTE);
    await expect(candle.buyButton).toHaveText(TEXTS.checkout);
  });

  test('stays in view while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 480 });
    const candle = new CandlePage(page);
    await candle.open('/candle');
    // The page's top: the candle's details run below the fold, the bar sits on the viewport's bottom edge.
    await page.evaluate(() => window.scrollTo(0, 0));
    const barBottom = () =>
      candle.element.locator('.buy').evaluate((bar) => Math.round(bar.getBoundingClientRect().bottom));
    expect(await barBottom()).toBe(480);
    await expect(candle.buyButton).toBeInViewport();
    // Scrolled a little: still there, on the same edge.
    await page.evaluate(() => window.scrollTo(0, 120));
    expect(await barBottom()).toBe(480);
    // Keyboard focus never hides under the bar (WCAG 2.4.11): each control Tab reaches is above it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await candle.marker('Positano').focus();
    const barTop = () => candle.element.locator('.buy').evaluate((bar) => bar.getBoundingClientRect().top);
    for (const control of [candle.previous, candle.moreInfo, candle.next]) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      const box = await control.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0), 'above the sticky bar').toBeLessThanOrEqual(await barTop());
    }
  });
});

test.describe('buying (spec §4: add to cart, then checkout; spec §7 source landing-page, position)', () => {
  test('the candle reaches the cart with its fields, then /checkout', async ({ page, analytics }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/arashiyama');
    await candle.buyButton.click();
    await expect(page).toHaveURL(/\/checkout$/);
    const [line] = await cartWithLines(page, 1);
    expect(line).toMatchObject({
      productId: 301,
      variationId: 30102,
      name: 'Arashiyama Candle',
      sku: 'CANDLE-ARASHIYAMA',
      category: 'candle',
      quantity: 1,
      price: 48,
      cadence: 0,
      source: 'landing-page',
      // Arashiyama is the second of the enabled candles (decision 0029).
      position: 2,
      surveyLogId: null,
    });
    expect(analytics.names()).toContain('Product Added');
  });

  test('a candle on backorder can be bought', async ({ page }) => {
    const candle = new CandlePage(page);
    await candle.open('/candle/big-sur');
    await candle.buyButton.click();
    await expect(page).toHaveURL(/\/checkout$/);
    const [line] = await cartWithLines(page, 1);
    expect(line).toMatchObject({ name: 'Big Sur Candle', source: 'landing-page', position: 4 });
  });
});

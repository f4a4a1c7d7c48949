import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { headerCartChunks } from './headerCart.ts';

// spec §2 Launch page beyond its sections: the reviews carousel by keyboard (no autoplay, reduced
// motion honoured), the element on a CMS page without page data (it asks spec §7's variation call
// itself), spec §8's failed product fetch (silently ignored, the page stays empty), and 320 px reflow.
// Against the real store server; request interception only serves the CMS page and injects the fault.

const LAUNCH_PATHS = [
  '/green-and-airy',
  '/woodlime-body-wash',
  '/cedar-and-orange-body-wash',
  '/sophisticated-and-spicy-oud',
  '/warm-and-oceanic-breeze',
  '/throwing-fits',
] as const;

const open = async (page: Page, path: string): Promise<Locator> => {
  await page.goto(path);
  const element = page.locator('#pc-main pc-launch');
  await expect(element.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => customElements.get('pc-launch') !== undefined);
  return element;
};

/** Console errors and uncaught exceptions of the page, but the browser's own log of a failed request. */
const pageProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

/** The review slides whose box lies within the carousel's viewport. */
const reviewsInView = (carousel: Locator) =>
  carousel.evaluate((node) => {
    const viewport = node.querySelector('.carousel__viewport')!.getBoundingClientRect();
    return [...node.querySelectorAll('.carousel__slide')]
      .map((slide, index) => ({ index, box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .map(({ index }) => index + 1);
  });

test.describe('the reviews carousel (spec §2 "optional reviews carousel")', () => {
  // One review per view below 576 px (styles.css).
  test.use({ viewport: { width: 400, height: 900 } });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`moves by keyboard with prefers-reduced-motion: ${reducedMotion}, wrapping at both ends`, async ({
      page,
      axe,
    }) => {
      await page.emulateMedia({ reducedMotion });
      const element = await open(page, '/sophisticated-and-spicy-oud');
      const carousel = element.getByRole('region', { name: 'Customer reviews' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      // The slides (the scroll-snap viewport holding them is a group too: decision 0067).
      await expect(carousel.getByRole('group', { name: /^\d of 3$/ })).toHaveCount(3);
      const next = carousel.getByRole('button', { name: 'Next review' });
      const previous = carousel.getByRole('button', { name: 'Previous review' });
      const status = carousel.getByRole('status');
      await expect.poll(() => reviewsInView(carousel)).toEqual([1]);
      // Hydrated: the buttons move the scroll-snap viewport (decision 0067).
      await expect(carousel).toHaveAttribute('data-ready', 'true');
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Review 2 of 3');
      await expect.poll(() => reviewsInView(carousel)).toEqual([2]);
      await page.keyboard.press('Space');
      await expect(status).toHaveText('Review 3 of 3');
      await expect(next).toBeFocused();
      // Past the last review, next wraps to the first (the button never disables under focus).
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Review 1 of 3');
      await expect.poll(() => reviewsInView(carousel)).toEqual([1]);
      await page.keyboard.press('Shift+Tab');
      await expect(previous).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Review 3 of 3');
      await expect.poll(() => reviewsInView(carousel)).toEqual([3]);
      await axe('the reviews carousel after moving');
    });
  }

  test('a swipe or a trackpad moves it natively, snapping to a review, and says which one (decision 0067)', async ({
    page,
  }) => {
    const element = await open(page, '/sophisticated-and-spicy-oud');
    const carousel = element.getByRole('region', { name: 'Customer reviews' });
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    const viewport = carousel.getByRole('group', { name: 'Reviews' });
    await viewport.scrollIntoViewIfNeeded();
    await viewport.hover();
    // Past half a review's width: the viewport snaps on to the second review.
    await page.mouse.wheel(300, 0);
    await expect.poll(() => reviewsInView(carousel)).toEqual([2]);
    await expect(carousel.getByRole('status')).toHaveText('Review 2 of 3');
  });

  test('downloads no carousel script: a launch page runs on its element’s chunk and the shared ones (decision 0067)', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.pathname.startsWith('/elements/'))
        scripts.push(url.pathname.slice('/elements/'.length));
    });
    await page.goto('/green-and-airy', { waitUntil: 'networkidle' });
    const carousel = page.locator('#pc-main pc-launch').getByRole('region', { name: 'Customer reviews' });
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    // Scrolled to the reviews and moved: still nothing more to download.
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Next review' }).click();
    await expect(carousel.getByRole('status')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    // What pc-launch.js imports statically (its shared chunks), read from the script as served; and the
    // demo header's <pc-cart> with its own, loaded once the page has settled (decision 0124).
    const importsOf = async (entry: string) => {
      const source = await (await page.request.get(`/elements/${entry}`)).text();
      return [
        ...source.matchAll(/\bfrom\s*["']\.\/([^"']+\.js)["']|\bimport\s*["']\.\/([^"']+\.js)["']/g),
      ].map((match) => match[1] ?? match[2]);
    };
    const imports = await importsOf('pc-launch.js');
    expect(imports.length).toBeGreaterThan(0);
    const allowed = ['pc-launch.js', ...imports, 'pc-cart.js', ...(await importsOf('pc-cart.js'))];
    // And what its server render hydrates with, which the page names in its head (decision 0211).
    for (const href of await page
      .locator('head link[rel="modulepreload"][href^="/elements/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      allowed.push(href.slice('/elements/'.length));
    // And the cart's sheets, as style chunks: the one element here the server did not render (decision 0071).
    for (const chunk of await headerCartChunks(page)) allowed.push(chunk.slice('/elements/'.length));
    for (const script of scripts) expect(allowed).toContain(script);
  });

  test('never moves by itself (no autoplay)', async ({ page }) => {
    const element = await open(page, '/green-and-airy');
    const carousel = element.getByRole('region', { name: 'Customer reviews' });
    await expect.poll(() => reviewsInView(carousel)).toEqual([1]);
    await page.waitForTimeout(3_000);
    expect(await reviewsInView(carousel)).toEqual([1]);
  });

  test('a single review has no carousel buttons', async ({ page }) => {
    const element = await open(page, '/cedar-and-orange-body-wash');
    const carousel = element.getByRole('region', { name: 'Customer reviews' });
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await expect(carousel.getByRole('button')).toHaveCount(0);
  });
});

/**
 * README.md "Embedding an element": the page configuration, the tag and its script, no page data. The
 * host's own title is an h1 only where the element brings none (it stays empty after a failed fetch).
 */
const cmsPage = (code: string, hostHeading: boolean) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A launch on a CMS page</title>
<link rel="stylesheet" href="/elements/pc-elements.css">
<script type="application/json" id="pc-config">{"apiRoot":"","ns":"pc"}</script>
<script type="module" src="/elements/pc-launch.js"></script>
</head>
<body>
${hostHeading ? '<header><h1>Personal Care Co.</h1></header>' : ''}
<main><pc-launch code="${code}"></pc-launch></main>
</body>
</html>`;

const openCmsPage = async (page: Page, code: string, hostHeading = false) => {
  const path = `/cms-page/launch-${code}`;
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: cmsPage(code, hostHeading) }),
  );
  await page.goto(path);
  await page.waitForFunction(() => customElements.get('pc-launch') !== undefined);
  return page.locator('pc-launch');
};

test.describe('on a CMS page without page data', () => {
  test('asks spec §7’s variation call itself: the body wash call for a body wash', async ({ page, axe }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/variations/')) calls.push(new URL(request.url()).pathname);
    });
    const element = await openCmsPage(page, 'bw-hydrating-woodlime');
    await expect(element.getByRole('heading', { level: 1 })).toHaveText('Woodlime Body Wash');
    await expect(element.getByRole('button', { name: 'CHECKOUT - $17' }).first()).toBeEnabled();
    expect(calls).toEqual(['/wp-json/pc/v1/products/body_wash/variations/bw-hydrating-woodlime']);
    await axe();
  });

  test('the collaboration edition asks for gran-cenote, and is sold out by the browser’s clock', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/variations/')) calls.push(new URL(request.url()).pathname);
    });
    const element = await openCmsPage(page, 'gran-cenote_tf');
    await expect(element.getByRole('heading', { level: 1 })).toHaveText('Gran Cenote × Throwing Fits');
    await expect(element.getByRole('heading', { name: 'How the collaboration came together' })).toBeVisible();
    // Today is after 8 July 2021 (spec §4).
    await expect(element.getByRole('button', { name: 'SOLD OUT' }).first()).toBeDisabled();
    expect(calls).toEqual(['/wp-json/pc/v1/products/cologne_play/variations/gran-cenote']);
  });

  test('spec §8: a failed product fetch is silently ignored and the page stays empty', async ({
    page,
    axe,
  }) => {
    const problems = pageProblems(page);
    let failed = 0;
    await page.route('**/wp-json/pc/v1/products/cologne_play/variations/**', (route) => {
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'internal_server_error',
          message: 'Injected fault',
          data: { status: 500 },
        }),
      });
    });
    const element = await openCmsPage(page, 'green', true);
    await expect.poll(() => failed).toBe(1);
    // Give a late render every chance to show.
    await page.waitForTimeout(500);
    await expect(element.getByRole('heading')).toHaveCount(0);
    await expect(element.getByRole('button')).toHaveCount(0);
    expect(await element.evaluate((node) => node.shadowRoot?.textContent ?? '')).toBe('');
    expect(problems).toEqual([]);
    await axe('the empty launch after a failed fetch');
  });

  test('spec §8: a network failure too', async ({ page }) => {
    const problems = pageProblems(page);
    await page.route('**/wp-json/pc/v1/products/body_wash/variations/**', (route) => route.abort('failed'));
    const element = await openCmsPage(page, 'bw-sensitive-riseup');
    await page.waitForTimeout(500);
    await expect(element.getByRole('heading')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('320 px reflow (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  for (const path of LAUNCH_PATHS) {
    test(`${path} fits without horizontal scrolling`, async ({ page, axe }) => {
      const element = await open(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      for (const button of await element.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(320);
      }
      await axe(`${path} at 320 px`);
    });
  }
});

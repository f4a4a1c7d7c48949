import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { politely } from './politely.ts';
import { armPage, asParsed, batches, inertness, PAYLOADS, servedHtmlProblems } from './xss/inert.ts';

// docs/decisions/0051: the launch pages' CMS content (spec §2 launch page: banner, description, reviews,
// the collaboration's story) through the XSS corpus: QA puts the payloads into the catalogue (POST
// /__qa/catalogue-text, docs/decisions/0050), each launch page is loaded and checked (decision 0051).
// The reset after each test puts back only what this test's session changed (decision 0069).

test.describe.configure({ mode: 'serial' });

/** The launch pages and the variation each shows (packages/shared routeTable, seed/launchProducts.ts). */
const LAUNCHES = [
  { path: '/green-and-airy', code: 'green' },
  { path: '/sophisticated-and-spicy-oud', code: 'oud' },
  { path: '/warm-and-oceanic-breeze', code: 'gran-cenote' },
  { path: '/woodlime-body-wash', code: 'bw-hydrating-woodlime' },
  { path: '/cedar-and-orange-body-wash', code: 'bw-sensitive-riseup' },
  { path: '/throwing-fits', code: 'gran-cenote' },
] as const;

interface SeededVariation {
  readonly id: number;
  readonly metadata: Record<string, unknown>;
}

/** The launch variation a page shows, as the store's page data gives it (before any override). */
const seededVariation = async (page: Page, path: string): Promise<SeededVariation> => {
  const res = await page.request.get(`/wp-json/pc/v1/page_data?path=${encodeURIComponent(path)}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { launch: { product: { variation: SeededVariation } } } };
  return body.data.launch.product.variation;
};

/** Keys whose strings are CMS words shown as text; the rest (images, query strings, codes) stay. */
const TEXT_KEYS = new Set([
  'title',
  'subtitle',
  'description',
  'author',
  'location',
  'text',
  'paragraphs',
  'name',
  'bio',
]);

/** `value` with every CMS text replaced by the next payload of `next`. */
const withPayloads = (value: unknown, next: () => string, key = ''): unknown => {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? next() : value;
  if (Array.isArray(value)) return value.map((item) => withPayloads(item, next, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPayloads(v, next, k)]));
  return value;
};

test.afterEach(async ({ qa }) => {
  await qa.reset();
});

test('launch banners, descriptions, reviews and the story: all 365 payloads inert and shown as text', async ({
  page,
  qa,
}) => {
  test.setTimeout(600_000);
  await armPage(page);
  await page.goto('/green-and-airy');
  const nonce = await qa.nonce();
  const seeded = new Map<string, SeededVariation>();
  for (const { path, code } of LAUNCHES)
    if (!seeded.has(code)) seeded.set(code, await seededVariation(page, path));
  const variationOf = (code: string): SeededVariation => {
    const variation = seeded.get(code);
    if (!variation) throw new Error(`no launch variation ${code}`);
    return variation;
  };
  let tried = 0;
  let fields = 0;
  for (const batch of batches(40)) {
    let at = 0;
    const next = () => {
      fields += 1;
      return batch[at++ % batch.length] as string;
    };
    const codes = [...new Set(LAUNCHES.map(({ code }) => code))];
    const variations = codes.map((code) => {
      const variation = variationOf(code);
      return {
        id: variation.id,
        description: next(),
        metadata: withPayloads(variation.metadata, next) as Record<string, unknown>,
      };
    });
    const res = await page.request.post('/__qa/catalogue-text', {
      data: { variations },
      headers: { 'X-WP-Nonce': nonce },
    });
    expect(res.status(), await res.text()).toBe(200);
    for (const { path, code } of LAUNCHES) {
      const where = `${path} (batch from payload ${tried})`;
      expect(await servedHtmlProblems(await page.request.get(path), batch), where).toEqual([]);
      await politely(() => page.goto(path));
      await page.waitForFunction(() => customElements.get('pc-launch') !== undefined);
      const element = page.locator('#pc-main pc-launch');
      await expect(element.getByRole('heading', { level: 1 })).toBeVisible();
      // Every CMS text of this launch is on the page as text (the shadow root's text holds it).
      const text = await element.evaluate((el) => el.shadowRoot?.textContent ?? '');
      const metadata = variations.find((v) => v.id === variationOf(code).id)?.metadata ?? {};
      const banner =
        code === 'gran-cenote' && path === '/throwing-fits'
          ? (metadata.editions as Record<string, { banner: { title: string } }>)['gran-cenote_tf']?.banner
          : (metadata.banner as { title: string });
      if (!banner) throw new Error(`${where}: no banner in the metadata sent`);
      expect(text.includes(asParsed(banner.title)), `${where}: banner title`).toBe(true);
      const result = await inertness(page);
      expect(result.active, where).toEqual([]);
      expect(result.fired, where).toEqual({ calls: [], pcXss: false, violations: [] });
    }
    tried += batch.length;
  }
  expect(tried).toBe(PAYLOADS.length);
  expect(fields).toBeGreaterThan(PAYLOADS.length);
});

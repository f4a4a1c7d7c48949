import { join } from 'node:path';
import { RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { SESSION_COOKIE } from '../session/session.ts';
import { useTempDist, useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';
import { pageConfig } from './pageConfig.ts';
import { fillTemplate, pageTemplate } from './pageTemplate.ts';

// design.md "Demo" and docs/architecture.md: static files, and the demo page with its configuration.

/** How often the route table was matched: the table as it is, counting (decision 0082). */
const matched = vi.hoisted(() => ({ count: 0 }));
vi.mock('@pc/shared/routes', async (importOriginal) => {
  const routes = await importOriginal<typeof import('@pc/shared/routes')>();
  return {
    ...routes,
    matchRoute: (path: string) => {
      matched.count += 1;
      return routes.matchRoute(path);
    },
  };
});

const DEMO_HTML =
  '<!doctype html><html><head><title>Demo</title></head><body><div id="root"></div></body></html>';
const dist = useTempDist('pc-dist-', {
  'demo/index.html': DEMO_HTML,
  'demo/assets/root.js': 'console.log("demo");',
  'elements/all.js': 'export {};',
});
const t = useTestApp(() => ({ distDir: dist.path }));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the demo page', () => {
  // Paths of spec §2's route table answer 200; others 404 with the same page, which shows its
  // not-found view.
  it.each([
    ['/', 200],
    ['/quiz', 200],
    ['/candle/gran-cenote', 200],
    ['/throwing-fits', 200],
    ['/Gift-Quiz/', 200],
    ['/contact?utm_source=x', 200],
    ['/demo/', 404],
    ['/no/such/page', 404],
    ['/quiz/extra', 404],
    ['/vip-exclusive-2019', 404],
  ])('answers %s with the page and its configuration before </head>, status %i', async (path, status) => {
    const res = await get(path);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/<script type="application\/json" id="pc-config">[^<]*<\/script><\/head>/);
    const { data, ...config } = readPageConfig(res.body);
    expect(config).toEqual({ apiRoot: '', ns: 'pc', nonce: expect.stringMatching(/^[0-9a-f]{16}$/) });
    // A quiz route carries the session's quiz (decision 0024); the other pages here have none.
    const quizRoute = status === 200 && /quiz/i.test(path);
    // A candle route carries the candle product, so the candle of the path is in the first view.
    const candleRoute = status === 200 && /^\/candle\b/.test(path);
    // A launch route carries its launch product and stock state (decision 0033).
    const launchRoute = status === 200 && path === '/throwing-fits';
    expect(Object.keys(data ?? {})).toEqual(
      quizRoute
        ? ['quiz', 'hideHair', 'hideScent']
        : candleRoute
          ? ['candle']
          : launchRoute
            ? ['launch']
            : [],
    );
  });

  it.each(['/quizresult', '/candle/tulum', '/checkout', '/careers', '/no/such/page'])(
    'matches %s against the route table once (decision 0082)',
    async (path) => {
      matched.count = 0;
      await get(path);
      expect(matched.count).toBe(1);
    },
  );

  it("carries a nonce that the page's session can write with", async () => {
    const page = await get('/');
    const session = page.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
    const nonce = String(readPageConfig(page.body).nonce);
    const res = await t.app.inject({
      method: 'POST',
      url: '/__qa/reset',
      headers: { cookie: `${SESSION_COOKIE}=${session}`, 'x-wp-nonce': nonce },
    });
    expect(res.statusCode).toBe(200);
  });

  it("gives the order-received page of the session's order the survey order id (spec §2); others 404 without it", async () => {
    const shopper = await Visitor.arrive(t.app);
    await shopper.postForm('/wp-admin/admin-ajax.php', {
      action: 'add_to_cart',
      quantity: 1,
      'add-to-cart': 201,
      convert_to_sub_201: 0,
    });
    const { orderId } = (await shopper.postJson('/wp-json/pc/v1/checkout/order', {})).json();
    for (const path of [
      `/checkout/order-received/${orderId}`,
      `/checkout/order-received/${orderId}/?key=wc_order_abc`,
    ]) {
      const page = await shopper.get(path);
      expect(page.statusCode, path).toBe(200);
      expect(readPageConfig(page.body).data).toMatchObject({ survey: { orderId }, order: { id: orderId } });
      // decision 0036: an order id of another session is never shown.
      const theirs = await get(path);
      expect(theirs.statusCode, path).toBe(404);
      expect(readPageConfig(theirs.body).data).toBeUndefined();
    }
  });

  // issue 39 item 3 (docs/decisions/0149): the store treats a Global Privacy Control request as the
  // browser's signal: its page tells the elements, which then keep marketing off.
  it('says gpc when the request carries Sec-GPC: 1, and nothing of it otherwise', async () => {
    expect(readPageConfig((await get('/contact', { 'sec-gpc': '1' })).body)).toMatchObject({ gpc: true });
    expect(readPageConfig((await get('/contact', { 'sec-gpc': '0' })).body)).not.toHaveProperty('gpc');
    expect(readPageConfig((await get('/contact')).body)).not.toHaveProperty('consent');
  });

  it('gives no data to other checkout paths', async () => {
    expect(readPageConfig((await get('/checkout/order-received/abc')).body).data).toBeUndefined();
  });

  it('escapes < so page data cannot close the script', () => {
    const html = fillTemplate(pageTemplate('<head></head>'), {
      config: pageConfig('n', { name: '</script><script>alert(1)</script>' }),
    });
    expect(html).not.toContain('</script><script>');
    expect(readPageConfig(html).data).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('says how to build when the demo is not built', async () => {
    // A second app on the same database, with no build.
    const other = buildApp({
      db: t.database.db,
      distDir: join(dist.path, 'missing'),
      nonceSecret: 'test-secret',
    });
    try {
      const res = await other.inject({ method: 'GET', url: '/gift-cards' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
      expect(readPageConfig(res.body).ns).toBe('pc');
    } finally {
      await other.close();
    }
  });
});

describe('static files', () => {
  it.each([
    ['/elements/all.js', /javascript/],
    ['/demo/assets/root.js', /javascript/],
    ['/assets/products/cleanser.svg', /^image\/svg\+xml/],
    ['/assets/candles/videos/oia-flame.webm', /^video\/webm/],
  ])('serves %s', async (url, type) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
  });

  it.each([
    '/elements/missing.js',
    '/assets/products/missing.svg',
    '/assets/../package.json',
    '/favicon.ico',
  ])('answers a JSON 404 for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(v.parse(RestError, res.json()).data?.status).toBe(404);
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/wp-json/pc/v1/nothing'],
    ['GET', '/wp-json'],
    ['POST', '/wp-json/pc/v1/products/candle'],
    ['GET', '/wp-admin/options.php'],
  ] as const)('%s %s answers rest_no_route', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });

  it('answers a malformed URL with 400 JSON', async () => {
    const res = await get('/wp-json/pc/v1/products/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(v.parse(RestError, res.json()).data?.status).toBe(400);
  });
});

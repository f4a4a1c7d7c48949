import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveQuizProgress } from '@pc/shared/contract';
import { FRAGRANCE_KNOWLEDGE } from '@pc/shared/quiz-values';
import { matchRoute } from '@pc/shared/routes';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverRenderConfig } from '../../../../scripts/build/serverRenderBuild.ts';
import { callUrl } from '../test/calls.ts';
import { useTempDist, useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';
import type { RenderedElement, ServerElements } from './serverElements.ts';
import { createServerRender, firstViewOf, preloadedImages } from './serverRender.ts';

// design.md "First paint" (docs/decisions/0020): the page of a route that mounts an element carries
// that element's first view, rendered by the server render build, in a declarative shadow root.

/** The demo page's shape (demo/index.html): a head, and the main region the router renders into. */
const DEMO_HTML =
  '<!doctype html><html><head><title>Demo</title></head><body><main id="pc-main" tabindex="-1"></main></body></html>';

// decision 0206: the images React preloads inside a view, for the page's head.
describe('preloadedImages', () => {
  it.each([
    ['none', '<pc-contact><template shadowrootmode="open"><h1>Contact</h1></template></pc-contact>', []],
    [
      'each once, in document order',
      '<link rel="preload" as="image" href="/a.svg"/><img src="/a.svg"><link rel="preload" as="image" href="/b.svg" fetchPriority="high"/><link rel="preload" as="image" href="/a.svg"/>',
      ['/a.svg', '/b.svg'],
    ],
    [
      'not a stylesheet or a script',
      '<link rel="preload" as="style" href="/s.css"/><link rel="modulepreload" href="/m.js">',
      [],
    ],
  ] as const)('%s', (_, html, images) => {
    expect(preloadedImages(html)).toEqual(images);
  });
});

describe('firstViewOf: what the demo router would put into <main>', () => {
  const calls: unknown[][] = [];
  const elements: ServerElements = {
    inlineStylesheetHashes: () => [],
    renderElement: (tag, attributes, pageData): RenderedElement => {
      calls.push([tag, attributes, pageData]);
      return { html: `<${tag}></${tag}>`, stylesheetHref: `/elements/${tag}-abcdefgh.css` };
    },
  };

  it.each([
    // spec §2 route table: the route's element with the route's attributes; null data when none.
    ['/contact', undefined, ['pc-contact', {}, null]],
    ['/browse-candles', { results: 1 }, ['pc-results', { 'no-descriptions': true }, { results: 1 }]],
    ['/quizq1', undefined, ['pc-quiz', { type: 'self', 'no-name-question': true }, null]],
    ['/gift-cards', { giftCards: 1 }, ['pc-gift-cards', {}, { giftCards: 1 }]],
  ] as const)('%s renders the route element', (path, data, call) => {
    calls.length = 0;
    expect(firstViewOf(elements, matchRoute(path), data)).toEqual({
      main: `<${call[0]}></${call[0]}>`,
      images: [],
    });
    expect(calls).toEqual([call]);
  });

  // decision 0052 (spec §1): the candle pages' cross-sell pop-up follows the candle, without page data.
  it('/candle/tulum renders the candle, then its companion', () => {
    calls.length = 0;
    expect(firstViewOf(elements, matchRoute('/candle/tulum'), { candle: 1 })).toEqual({
      main: '<pc-candle></pc-candle><pc-cross-sell></pc-cross-sell>',
      images: [],
    });
    expect(calls).toEqual([
      ['pc-candle', { path: 'tulum' }, { candle: 1 }],
      ['pc-cross-sell', { 'show-once-per-session': true }, null],
    ]);
  });

  // decision 0202: the route's element and its companions hold their stylesheets.
  it('asks for the first views holding their stylesheets, a companion too', () => {
    const options: unknown[] = [];
    const naming: ServerElements = {
      inlineStylesheetHashes: () => [],
      renderElement: (tag, _attributes, _pageData, option) => {
        options.push([tag, option]);
        return { html: `<${tag}></${tag}>`, stylesheetHref: `/elements/${tag}-abcdefgh.css` };
      },
    };
    firstViewOf(naming, matchRoute('/candle/tulum'), { candle: 1 });
    expect(options).toEqual([
      ['pc-candle', { stylesheet: 'inline' }],
      ['pc-cross-sell', { stylesheet: 'inline' }],
    ]);
  });

  it('leaves a view it cannot render whole (a build without the companion) to the demo', () => {
    const withoutCrossSell: ServerElements = {
      inlineStylesheetHashes: () => [],
      renderElement: (tag, attributes, pageData) =>
        tag === 'pc-cross-sell' ? null : elements.renderElement(tag, attributes, pageData),
    };
    expect(firstViewOf(withoutCrossSell, matchRoute('/candle/tulum'), { candle: 1 })).toBeNull();
  });

  // decisions 0063, 0147: a framed route's host frame (the demo's, from the page data) comes before its
  // element, drawn by the same render: renderElement with the route's frame.
  const framed: ServerElements = {
    inlineStylesheetHashes: () => [],
    renderElement: (tag, attributes, pageData, options) => {
      calls.push([tag, attributes, pageData, options]);
      const frame = options?.frame;
      if (frame && pageData === null) return null;
      return {
        html: `${frame ? `<h1>${frame}</h1><p data-frame="${frame}">${JSON.stringify(pageData)}</p>` : ''}<${tag}></${tag}>`,
        stylesheetHref: `/elements/${tag}-abcdefgh.css`,
      };
    },
  };

  it.each([
    ['/checkout', { checkout: 1 }, 'checkout', 'pc-cross-sell'],
    [
      '/checkout/order-received/1001',
      { survey: { orderId: '1001' } },
      'order-received',
      'pc-post-purchase-survey',
    ],
  ] as const)('%s renders the host frame, then the element with the page data', (path, data, frame, tag) => {
    calls.length = 0;
    expect(firstViewOf(framed, matchRoute(path), data)).toEqual({
      main: `<h1>${frame}</h1><p data-frame="${frame}">${JSON.stringify(data)}</p><${tag}></${tag}>`,
      images: [],
    });
    expect(calls).toEqual([[tag, {}, data, { stylesheet: 'inline', frame }]]);
  });

  it('leaves a frame with nothing to show (an order of another session) to the demo', () => {
    expect(firstViewOf(framed, matchRoute('/checkout/order-received/1001'), undefined)).toBeNull();
  });

  it.each([
    ['/', 'the index'],
    ['/careers', 'a content page'],
    ['/no/such/page', 'no route'],
  ])('%s (%s) has no first view from the server', (path) => {
    calls.length = 0;
    expect(firstViewOf(elements, matchRoute(path), undefined)).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('without the server render build', () => {
  it('serves no first view and warns once', async () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    const render = createServerRender(join(tmpdir(), 'pc-no-such-dist'));
    expect(await render.firstView(matchRoute('/contact'), undefined, log)).toBeNull();
    expect(await render.firstView(matchRoute('/contact'), undefined, log)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/ssr[\\/]elements\.js is missing/);
  });
});

describe('pages served with the server render build', () => {
  const dist = useTempDist('pc-ssr-dist-', { 'demo/index.html': DEMO_HTML });

  beforeAll(async () => {
    // The real build (scripts/build/serverRenderBuild.ts), into this test's own dist, as `npm run build` runs it
    // (Vitest's NODE_ENV=test would make the React plugin emit development JSX calls).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ ...serverRenderConfig({ distDir: dist.path }), configFile: false, mode: 'production' });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }, 120_000);
  const t = useTestApp(() => ({ distDir: dist.path }));

  const page = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expectOnlyHashedStyles(res.body, String(res.headers['content-security-policy']));
    return res.body;
  };

  /** The declarative shadow root of `tag` in the main region: [its stylesheet, the view's HTML]. */
  const shadowOf = (html: string, tag: string): [string, string] => {
    const main = /<main id="pc-main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    const found = new RegExp(
      `^<${tag}[^>]*><template shadowrootmode="open"><style>([\\s\\S]*?)</style><div data-pc-root>([\\s\\S]*)</div></template></${tag}>$`,
    ).exec(main);
    if (!found) throw new Error(`no server-rendered <${tag}> in the main region: ${main.slice(0, 300)}`);
    return [found[1]!, found[2]!];
  };

  /**
   * decision 0202: the strict Content-Security-Policy allows no 'unsafe-inline' style: each `<style>`
   * of the page is one the policy names by its hash, and no element carries a style attribute.
   */
  const expectOnlyHashedStyles = (html: string, policy: string) => {
    const styleSrc = policy.split('; ').find((directive) => directive.startsWith('style-src ')) ?? '';
    expect(styleSrc).not.toContain("'unsafe-inline'");
    for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g))
      expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
    expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i);
  };

  it('/contact carries <pc-contact> with its first view (spec §2 Contact page) and its stylesheet', async () => {
    const html = await page('/contact');
    const [css, view] = shadowOf(html, 'pc-contact');
    expect(view).toContain('<h1 class="hero__title">Contact Us</h1>');
    expect(view).toContain('Frequently Asked Questions');
    // decision 0202: the stylesheet is in the shadow root: the head preloads none.
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('as="style"');
    // The tokens, the primitives and the element's own rules; the same file the build wrote for the
    // pages of other origins, whose fragments link it (decision 0171).
    expect(css).toContain('--pc-contact-max-width');
    expect(css).toContain('.pc-column');
    const file = readdirSync(join(dist.path, 'elements')).find((name) =>
      /^pc-contact-[\w-]{8}\.css$/.test(name),
    );
    expect(readFileSync(join(dist.path, 'elements', file!), 'utf8')).toBe(css);
  });

  it('/browse-candles carries <pc-results no-descriptions> with the candle cards of its page data', async () => {
    const html = await page('/browse-candles');
    const [, view] = shadowOf(html, 'pc-results');
    const data = readPageConfig(html).data as { results: { allProducts: { name: string }[] } };
    // spec §2 /browse-candles: one card per candle, its heading the candle's name.
    const titles = [...view.matchAll(/<h2 [^>]*class="card__title"[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(titles.length).toBeGreaterThan(0);
    expect(data.results.allProducts.map((product) => product.name)).toEqual(expect.arrayContaining(titles));
    expect(view).toContain('Our Picks');
    expect(html).toMatch(/<pc-results no-descriptions><template/);
  });

  it('/quizresult carries <pc-results> with the results heading', async () => {
    const html = await page('/quizresult');
    const [, view] = shadowOf(html, 'pc-results');
    expect(html).toMatch(/<pc-results bathroom-module no-free-shipping-note><template/);
    expect(view).toContain('Your Results');
  });

  // decisions 0063, 0147: the checkout frame (React's, in the server render build) before <pc-cross-sell>.
  it('/checkout carries the checkout frame with the cart of its page data, then <pc-cross-sell>', async () => {
    const html = await page('/checkout');
    const main = /<main id="pc-main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toMatch(
      /^<h1 tabindex="-1" data-page-heading="">Checkout<\/h1><section class="checkout" aria-label="Your cart" data-frame="checkout"><div class="checkout-body"><p>Your cart is empty\. <a href="\/quiz" data-internal="">Take the quiz<\/a> to find your routine\.<\/p><\/div><p class="visually-hidden" role="status"><\/p><\/section><pc-cross-sell><template shadowrootmode="open">/,
    );
    // decision 0141: and the offer for the cart, none for an empty one.
    expect(readPageConfig(html).data).toEqual({
      checkout: expect.objectContaining({ lines: [] }),
      crossSell: expect.objectContaining({ products: [] }),
    });
  });

  // decision 0141: the pop-ups whose data comes with the page are open in its first view, modal once
  // their script runs (the shared Dialog).
  const withHandCream = async (app = t.app) => {
    const shopper = await Visitor.arrive(app);
    const added = await shopper.postForm('/wp-admin/admin-ajax.php', {
      action: 'add_to_cart',
      quantity: 1,
      'add-to-cart': 108,
      variation_id: 10801,
    });
    expect(added.statusCode, added.body).toBe(200);
    return shopper;
  };
  const openDialog = (tag: string, className: string) =>
    new RegExp(
      `<${tag}><template shadowrootmode="open"><style>[\\s\\S]*?</style><div data-pc-root>(<link rel="preload" as="image" [^>]*>)*<dialog class="pc-dialog ${className}" part="dialog" aria-labelledby="[^"]+" open="">`,
    );

  it('/checkout of a cart with an offer carries the cross-sell pop-up open', async () => {
    const shopper = await withHandCream();
    const html = (await shopper.get('/checkout')).body;
    expect(html).toMatch(openDialog('pc-cross-sell', 'cross-sell'));
    expect(html).toContain('Complete Your Upgrade');
    expect(html).toContain('Face Set');
    // decision 0206: the offer's picture, the page's largest paint, is named in the head.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/assets/sets/face-set.svg" fetchpriority="high">',
    );
  });

  it('/checkout/order-received/{id} carries the survey open with its options', async () => {
    const shopper = await withHandCream();
    const { orderId } = (await shopper.postJson('/wp-json/pc/v1/checkout/order', {})).json();
    const html = (await shopper.get(`/checkout/order-received/${orderId}`)).body;
    expect(html).toMatch(openDialog('pc-post-purchase-survey', 'survey'));
    expect(html).toContain('HOW DID YOU FIND OUT ABOUT US?');
    expect(html).toContain('>Podcast</button>');
  });

  // decisions 0052, 0075, 0202: the candle's companion pop-up, empty until it shows, holds its stylesheet
  // as the candle does; the head asks for neither.
  it('/candle carries <pc-candle>, then <pc-cross-sell>, each holding its stylesheet', async () => {
    const html = await page('/candle');
    const main = /<main id="pc-main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    const companion =
      /<pc-cross-sell show-once-per-session><template shadowrootmode="open"><style>([\s\S]*?)<\/style><div data-pc-root><\/div><\/template><\/pc-cross-sell>$/.exec(
        main,
      );
    expect(companion, main.slice(-300)).not.toBeNull();
    expect(companion![1]).toContain('.cross-sell');
    expect(main).toMatch(/^<pc-candle[^>]*><template shadowrootmode="open"><style>/);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('as="style"');
  });

  // docs/decisions/0067: the quiz's cologne typeahead is a chunk its view loads on the shopper's way; a
  // first view that shows it draws it, so the server render settles it before rendering (loadFirstViews).
  it('/quiz of a visitor whose saved progress shows the cologne question carries its typeahead', async () => {
    const visitor = await Visitor.arrive(t.app, '/quiz');
    const saved = await visitor.postJson(callUrl(saveQuizProgress, { quizType: 'self' }), {
      surveyLogId: null,
      progress: 5,
      answers: [{ questionCode: 'fragrance_knowledge', value: FRAGRANCE_KNOWLEDGE.wearsDaily }],
    });
    expect(saved.statusCode).toBe(200);
    const [, view] = shadowOf((await visitor.get('/quiz')).body, 'pc-quiz');
    expect(view).toContain('>Which cologne do you wear most?</h2>');
    expect(view).toMatch(/<input [^>]*role="combobox"[^>]*aria-expanded="false"/);
  });

  it('gives content pages and unknown paths no first view', async () => {
    expect(await page('/careers')).toContain('<main id="pc-main" tabindex="-1"></main>');
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.body).toContain('<main id="pc-main" tabindex="-1"></main>');
  });

  // issue 43, docs/decisions/0210: PC_LOCALE=es-US: the page says its language in its lang and its
  // #pc-config, and the first view is in es-US, as the browser hydrates it; en-US pages say neither.
  describe('with PC_LOCALE=es-US', () => {
    const es = useTestApp(() => ({ distDir: dist.path, locale: 'es-US' as const }));

    it('/checkout/order-received/{id} carries the survey in es-US', async () => {
      const shopper = await withHandCream(es.app);
      const { orderId } = (await shopper.postJson('/wp-json/pc/v1/checkout/order', {})).json();
      const html = (await shopper.get(`/checkout/order-received/${orderId}`)).body;
      expect(html).toMatch(/^<!doctype html>\s*<html lang="es-US">/i);
      expect(readPageConfig(html).locale).toBe('es-US');
      expect(html).toMatch(openDialog('pc-post-purchase-survey', 'survey'));
      expect(html).toContain('¿CÓMO SUPISTE DE NOSOTROS?');
      expect(html).toContain('aria-label="Cerrar"');
      expect(html).not.toContain('HOW DID YOU FIND OUT ABOUT US?');
    });

    // The pop-up's texts are its catalog's in the page's locale; the offer's products are the store's.
    it('/checkout of a cart with an offer carries the cross-sell pop-up in es-US', async () => {
      const shopper = await withHandCream(es.app);
      const html = (await shopper.get('/checkout')).body;
      expect(html).toMatch(openDialog('pc-cross-sell', 'cross-sell'));
      const view = /<pc-cross-sell>([\s\S]*?)<\/pc-cross-sell>/.exec(html)?.[1] ?? '';
      expect(view).toMatch(/<h2 id="[^"]+" class="pc-dialog__title">Completa tu mejora<\/h2>/);
      expect(view).toContain('>SIN RIESGO. DEVOLUCIONES GRATIS</p>');
      expect(view).toContain('<span>SUSCRIBIRSE</span>');
      expect(view).toContain('>NO, GRACIAS</button>');
      expect(view).toContain('Face Set');
      expect(view).not.toMatch(/Upgrade|RISK-FREE|SUBSCRIBE|BUY ONCE|NO THANKS/);
    });

    it('/checkout of a cart with one line carries its frame in es-US', async () => {
      const shopper = await withHandCream(es.app);
      const html = (await shopper.get('/checkout')).body;
      expect(readPageConfig(html).locale).toBe('es-US');
      const main = /<main id="pc-main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      expect(main).toMatch(
        /^<h1 tabindex="-1" data-page-heading="">Finalizar compra<\/h1><section class="checkout" aria-label="Tu carrito" data-frame="checkout"><div class="checkout-body"><ul class="checkout-lines" aria-label="Artículos en tu carrito"><li class="checkout-line">/,
      );
      expect(main).toContain('>REALIZAR PEDIDO</button>');
      expect(main).toContain('<label for="gift-card-code">Código de la tarjeta de regalo</label>');
      expect(main).toContain('<dt>Envío</dt>');
      expect(main).not.toContain('PLACE ORDER');
      expect(main).not.toContain('Items in your cart');
    });

    // The gift card page's legal footer and FAQ are its page data's (giftCards/page/messages), in the
    // locale its first view is rendered in, so the element's own words and the store's agree.
    it('/gift-cards carries the page with its legal footer and FAQ in es-US', async () => {
      const res = await es.app.inject({ method: 'GET', url: '/gift-cards' });
      const [, view] = shadowOf(res.body, 'pc-gift-cards');
      expect(view).toContain('>Tarjetas de regalo</h1>');
      expect(view).toContain('>Preguntas frecuentes sobre las tarjetas de regalo</h2>');
      expect(view).toContain('<span>¿Cómo llega la tarjeta de regalo física?</span>');
      expect(view).toContain('Las tarjetas de regalo no son reembolsables.</p></footer>');
      expect(view).not.toContain('Gift Card FAQ');
      expect(view).not.toContain('non-refundable');
      const english = await page('/gift-cards');
      expect(english).toContain('>Gift Card FAQ</h2>');
      expect(english).toContain('<span>How does the physical gift card arrive?</span>');
    });

    // The quiz's questions are the server's catalogue (quiz/questions/messages), in the store's locale.
    it('/quiz carries the quiz with its questions in es-US', async () => {
      const res = await es.app.inject({ method: 'GET', url: '/quiz' });
      const [, view] = shadowOf(res.body, 'pc-quiz');
      expect(view).toContain('>¿Cuál es tu nombre?</h2>');
      expect(view).toContain('>¿Con qué frecuencia te bañas?</h2>');
      expect(view).toContain('<span class="option__text">Jabón en barra</span>');
      expect(view).not.toContain('How often do you shower?');
      expect(await page('/quiz')).toContain('>How often do you shower?</h2>');
    });

    it('leaves the en-US pages as they were', async () => {
      const html = await page('/contact');
      expect(html).toMatch(/^<!doctype html>\s*<html>/i);
      expect(readPageConfig(html).locale).toBeUndefined();
    });
  });

  // issue 43 item 4: PC_CURRENCY=EUR: the pages say the currency in #pc-config and their first views
  // write the database's prices in euros (no conversion); a store in dollars says nothing.
  describe('with PC_CURRENCY=EUR', () => {
    const eur = useTestApp(() => ({ distDir: dist.path, currency: 'EUR' }));

    it('/gift-cards carries its amounts in euros, and #pc-config says EUR', async () => {
      const res = await eur.app.inject({ method: 'GET', url: '/gift-cards' });
      expect(readPageConfig(res.body).currency).toBe('EUR');
      const [, view] = shadowOf(res.body, 'pc-gift-cards');
      expect(view).toMatch(/<span class="card__amount">€\d+<\/span>/);
      expect(view).not.toMatch(/<span class="card__amount">\$/);
      const dollars = await page('/gift-cards');
      expect(readPageConfig(dollars).currency).toBeUndefined();
      expect(dollars).toMatch(/<span class="card__amount">\$\d+<\/span>/);
    });
  });
});

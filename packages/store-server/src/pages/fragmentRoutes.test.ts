import { ADMIN_AJAX_PATH, FRAGMENT_TAGS, getFragment, RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverRenderConfig } from '../../../../scripts/build/serverRenderBuild.ts';
import { SESSION_COOKIE } from '../session/session.ts';
import { callUrl } from '../test/calls.ts';
import { useTempDist, useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { FRAGMENT_CACHE_CONTROL } from './fragmentRoutes.ts';

// Issue 41 item 4, decision 0171: GET /wp-json/pc/v1/fragments/{tag}?{attributes}, an element's first
// view for a page of another origin, rendered by the same server render as the store's own pages, with
// nothing of one shopper in it, cached publicly.

const STORE = 'shop.example.com';
/**
 * The element build's manifest, as Vite writes it (decision 0212: the fragment names the modules its
 * element runs): the contact page's script, its runtime, the chunk it hydrates with, its es-US catalog.
 */
const ELEMENTS_MANIFEST = {
  'packages/storefront-elements/src/contact/element.ts': {
    file: 'pc-contact.js',
    isEntry: true,
    imports: ['_shared-S.js'],
    dynamicImports: ['packages/storefront-elements/src/contact/messages/es-US.ts'],
  },
  '_shared-S.js': { file: 'shared-S.js', dynamicImports: ['packages/shared/src/element/hydration.ts'] },
  'packages/shared/src/element/hydration.ts': { file: 'hydration-H.js', imports: ['_shared-S.js'] },
  'packages/storefront-elements/src/contact/messages/es-US.ts': { file: 'es-US-C.js' },
};
const dist = useTempDist('pc-fragment-dist-', {
  'elements/.vite/manifest.json': JSON.stringify(ELEMENTS_MANIFEST),
});

beforeAll(async () => {
  // The real server render build, into this file's own dist, as `npm run build` runs it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...serverRenderConfig({ distDir: dist.path }), configFile: false, mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);
/** The store's warnings, as its log writes them. */
const warnings: string[] = [];
const t = useTestApp(() => ({
  distDir: dist.path,
  clock: () => new Date('2026-03-10T15:00:00Z'),
  logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
}));

const fragment = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: callUrl(getFragment, fields), headers: { host: STORE, ...headers } });

/** The element's markup: its tag, the absolute stylesheet its shadow root links, its view, its data child. */
const markupOf = (html: string, tag: string) => {
  const found = new RegExp(
    `^<${tag}[^>]*><template shadowrootmode="open"><link rel="stylesheet" href="(http://${STORE}/elements/${tag}-[\\w-]{8}\\.css)"><div data-pc-root>([\\s\\S]*)</div></template>(<script type="application/json" data-pc-page-data>[^<]*</script>)?</${tag}>$`,
  ).exec(html);
  if (!found) throw new Error(`not the markup of <${tag}>: ${html.slice(0, 300)}`);
  return {
    href: found[1]!,
    view: found[2]!,
    data: found[3] ? JSON.parse(/>([^<]*)</.exec(found[3])![1]!) : null,
  };
};

const REQUESTS: [string, Record<string, string>, RegExp][] = [
  // spec §2 Quiz screen: the quiz is the session's, so its first view is the one it draws before it loads.
  ['pc-quiz', { type: 'gift' }, /./],
  // Decision 0184: results are a shopper's; without them the element draws nothing until it has asked.
  ['pc-results', {}, /^$/],
  // spec §2 Candle landing page, Gift card page, Launch page: the catalogue's, the whole first view.
  ['pc-candle', {}, /CHECKOUT - \$/],
  ['pc-gift-cards', {}, /E-GIFT CARD/],
  ['pc-launch', { code: 'oud' }, /CHECKOUT - \$/],
  ['pc-contact', {}, /Contact Us/],
  ['pc-cart', {}, /./],
  ['pc-cross-sell', {}, /^/],
  ['pc-post-purchase-survey', {}, /^/],
];

describe('every element’s fragment', () => {
  it('covers every tag of the call', () => {
    expect(REQUESTS.map(([tag]) => tag).sort()).toEqual([...FRAGMENT_TAGS].sort());
  });

  it.each(REQUESTS)(
    '%s %o: 200, its markup with the store’s absolute stylesheet, cached publicly',
    async (tag, query, shows) => {
      const res = await fragment({ tag, ...query });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe(FRAGMENT_CACHE_CONTROL);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
      const { href, view } = markupOf(res.body, tag);
      // The tag as written, marked as holding its first view (pc-elements.css draws no skeleton for it).
      expect(
        res.body.startsWith(
          `<${tag}${Object.entries(query)
            .map(([name, value]) => ` ${name}="${value}"`)
            .join('')} data-pc-first-view>`,
        ),
      ).toBe(true);
      expect(view).toMatch(shows);
      // Links and images are the store's: a root-relative one would name the host page's origin.
      expect(res.body).not.toMatch(/\s(?:href|src)="\/(?!\/)/);
      // No style element or attribute: a strict Content-Security-Policy allows the fragment (decision 0046).
      expect(res.body).not.toMatch(/<style[\s>]|\sstyle=/i);
      const css = await t.app.inject({ method: 'GET', url: new URL(href).pathname });
      expect(css.statusCode).toBe(200);
    },
  );

  it('holds the catalogue’s page data it was rendered from, as the element’s data child', async () => {
    const launch = markupOf((await fragment({ tag: 'pc-launch', code: 'oud' })).body, 'pc-launch');
    expect(launch.data).toMatchObject({ launch: { code: 'oud', stockStatus: expect.any(String) } });
    expect(markupOf((await fragment({ tag: 'pc-quiz' })).body, 'pc-quiz').data).toBeNull();
  });

  it('names the modules its element runs in a Link header, for the host page’s head (decision 0212)', async () => {
    const modules = (res: { headers: Record<string, unknown> }) =>
      String(res.headers.link)
        .split(', ')
        .map((link) => /^<([^>]+)>; rel=modulepreload$/.exec(link)?.[1]);
    const english = await fragment({ tag: 'pc-contact' });
    expect(modules(english)).toEqual([
      `http://${STORE}/elements/pc-contact.js`,
      `http://${STORE}/elements/shared-S.js`,
      `http://${STORE}/elements/hydration-H.js`,
    ]);
    // In the host page's language, its catalog too.
    const spanish = await fragment({ tag: 'pc-contact', locale: 'es' });
    expect(modules(spanish)?.sort()).toEqual(
      [...modules(english), `http://${STORE}/elements/es-US-C.js`].sort(),
    );
    // An element the build does not hold names none.
    expect((await fragment({ tag: 'pc-quiz' })).headers.link).toBeUndefined();
  });

  it('answers 304 to its ETag, and the same bytes to anyone', async () => {
    const first = await fragment({ tag: 'pc-contact' });
    const again = await fragment({ tag: 'pc-contact' }, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(FRAGMENT_CACHE_CONTROL);
    expect((await fragment({ tag: 'pc-contact' }, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('reads no session: a shopper with a cart gets the same bytes, and no cookie', async () => {
    const shopper = await Visitor.arrive(t.app, '/');
    const added = await shopper.postForm(ADMIN_AJAX_PATH, {
      quantity: 1,
      'add-to-cart': 301,
      variation_id: 30101,
    });
    expect(added.statusCode).toBe(200);
    for (const [tag, query] of REQUESTS) {
      const anyone = await fragment({ tag, ...query });
      const theirs = await fragment({ tag, ...query }, { cookie: `${SESSION_COOKIE}=${shopper.session}` });
      expect(theirs.body).toBe(anyone.body);
      expect(theirs.headers['set-cookie']).toBeUndefined();
    }
  });
});

// Issue 43, decision 0211: the first view in the host page's language, which the element reads there
// (its `#pc-config` `locale`, else the `lang` around it), so it hydrates what it would draw itself.
describe('in the host page’s language', () => {
  it('a Spanish page gets the Spanish first view, an English one (or none said) the store’s English', async () => {
    const spanish = await fragment({ tag: 'pc-contact', locale: 'es-MX' });
    expect(spanish.statusCode).toBe(200);
    expect(markupOf(spanish.body, 'pc-contact').view).toContain('Contáctanos');
    expect(spanish.body).not.toContain('Contact Us');
    // The tag as written: the language is the render's, not an attribute of the element.
    expect(spanish.body.startsWith('<pc-contact data-pc-first-view>')).toBe(true);
    for (const query of [{}, { locale: 'en-US' }] as Record<string, string>[]) {
      const english = await fragment({ tag: 'pc-contact', ...query });
      expect(markupOf(english.body, 'pc-contact').view).toContain('Contact Us');
      expect(english.headers.etag).not.toBe(spanish.headers.etag);
    }
  });

  it('the catalogue’s page data and the buy button in Spanish: a launch', async () => {
    const { view, data } = markupOf(
      (await fragment({ tag: 'pc-launch', code: 'oud', locale: 'es' })).body,
      'pc-launch',
    );
    expect(view).toMatch(/PAGAR - \$/);
    expect(data).toMatchObject({ launch: { code: 'oud' } });
  });

  it('the gift card page’s legal footer and FAQ, the store’s words, in the host page’s language', async () => {
    const spanish = markupOf(
      (await fragment({ tag: 'pc-gift-cards', locale: 'es-MX' })).body,
      'pc-gift-cards',
    );
    const legal =
      'Las tarjetas de regalo no se pueden usar en suscripciones y no cubren impuestos ni envío más allá del saldo de la tarjeta. Las tarjetas de regalo no son reembolsables.';
    expect(spanish.data).toMatchObject({
      giftCards: {
        legal,
        faq: { title: 'Preguntas frecuentes sobre las tarjetas de regalo' },
      },
    });
    expect(spanish.view).toContain(legal);
    expect(spanish.view).toContain('¿Puedo usar una tarjeta de regalo en una suscripción?');
    expect(spanish.view).not.toContain('Gift Card FAQ');
    const english = markupOf((await fragment({ tag: 'pc-gift-cards' })).body, 'pc-gift-cards');
    expect(english.data).toMatchObject({ giftCards: { faq: { title: 'Gift Card FAQ' } } });
    expect(english.view).toContain('Can I use a gift card on a subscription?');
    expect(english.view).toContain('Gift cards are non-refundable.');
  });
});

// Issue 43 item 4: a store in euros writes its fragments' prices in euros, and their tag says so, for a
// host page whose #pc-config names no currency: the element hydrates them in it (i18n/usePrice.ts).
describe('in the store’s currency', () => {
  const eur = useTestApp(() => ({
    distDir: dist.path,
    clock: () => new Date('2026-03-10T15:00:00Z'),
    currency: 'EUR',
  }));
  const inEuros = (fields: Record<string, string>) =>
    eur.app.inject({ method: 'GET', url: callUrl(getFragment, fields), headers: { host: STORE } });

  it('a launch in euros: its tag names the currency, its price is in euros', async () => {
    const res = await inEuros({ tag: 'pc-launch', code: 'oud' });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<pc-launch code="oud" data-pc-first-view data-pc-currency="EUR">')).toBe(
      true,
    );
    const { view } = markupOf(res.body, 'pc-launch');
    expect(view).toMatch(/CHECKOUT - €\d/);
    expect(view).not.toMatch(/\$\d/);
  });

  it('the gift cards’ amounts in euros, in Spanish as CLDR writes them', async () => {
    const { view } = markupOf((await inEuros({ tag: 'pc-gift-cards', locale: 'es' })).body, 'pc-gift-cards');
    expect(view).toMatch(/<span class="card__amount">EUR\u00a0\d+<\/span>/);
  });

  it('a store in dollars says nothing of it', async () => {
    const res = await fragment({ tag: 'pc-launch', code: 'oud' });
    expect(res.body.startsWith('<pc-launch code="oud" data-pc-first-view>')).toBe(true);
  });
});

// Issue 43 item 3, decision 0211: the author's words (the host page's `#pc-config` `messages`), which the
// element there reads, are in the first view it hydrates.
describe('with the author’s words', () => {
  it('plain words and an ICU message with its arguments, in the page’s language', async () => {
    const words = {
      'contact.title': 'Write to us',
      'contact.shippingAnswer':
        'Ours ship in {regularDays} days, express in {expressDays, plural, one {# day} other {# days}}.',
    };
    const res = await fragment({ tag: 'pc-contact', messages: JSON.stringify(words) });
    expect(res.statusCode).toBe(200);
    const { view } = markupOf(res.body, 'pc-contact');
    expect(view).toContain('Write to us');
    expect(view).not.toContain('Contact Us');
    expect(view).toContain('Ours ship in 3-7 days, express in 2 days.');
    // The same words asked again: the same bytes (the fragment is kept by its whole query).
    expect((await fragment({ tag: 'pc-contact', messages: JSON.stringify(words) })).body).toBe(res.body);
    // Words for another element change nothing here.
    const other = await fragment({ tag: 'pc-contact', messages: '{"launch.story":"Our story"}' });
    expect(markupOf(other.body, 'pc-contact').view).toContain('Contact Us');
  });

  it.each([
    ['not JSON', '{contact.title: Hi}', /JSON/],
    ['an id that is no message id', '{"title":"Hi"}', /ids are <catalog>\.<key>/],
    ['words that are not text', '{"contact.title":3}', /messages/],
  ])('%s → 400 naming what to write', async (_, messages, says) => {
    const res = await fragment({ tag: 'pc-contact', messages });
    expect(res.statusCode).toBe(400);
    expect(v.parse(RestError, res.json()).message).toMatch(says);
  });
});

describe('a client’s mistake is a 4xx in the REST error shape, never a 500', () => {
  const error = async (fields: Record<string, string>, status: number) => {
    const res = await fragment(fields);
    expect(res.statusCode).toBe(status);
    expect(res.headers['set-cookie']).toBeUndefined();
    return v.parse(RestError, res.json());
  };

  it.each([
    [{ tag: 'pc-nope' }, /tag/],
    [{ tag: 'pc-insights' }, /tag/],
    [{ tag: 'pc-quiz', type: 'gifts' }, /type/],
    [{ tag: 'pc-contact', color: 'red' }, /color/],
    [{ tag: 'pc-quiz', 'no-name-question': 'false' }, /no-name-question/],
    [{ tag: 'pc-launch' }, /code/],
  ])('%o → 400 rest_invalid_param naming %s', async (fields, names) => {
    const body = await error(fields, 400);
    expect(body.code).toBe('rest_invalid_param');
    expect(body.message).toMatch(names);
    expect(body.data).toEqual({ status: 400 });
  });

  it('a launch code the store does not sell → 404 pc_launch_unknown, the code logged once a minute (issue 42 item 4)', async () => {
    const body = await error({ tag: 'pc-launch', code: 'no-such-launch' }, 404);
    expect(body).toEqual({
      code: 'pc_launch_unknown',
      message: 'No launch has the code "no-such-launch".',
      data: { status: 404 },
    });
    await error({ tag: 'pc-launch', code: 'no-such-launch' }, 404);
    await error({ tag: 'pc-launch', code: 'another-one' }, 404);
    const messages = warnings.map((line) => String((JSON.parse(line) as { msg: unknown }).msg));
    expect(messages.filter((message) => message.includes('unknown launch code'))).toEqual([
      'A fragment of <pc-launch> was asked for the unknown launch code "no-such-launch"',
      'A fragment of <pc-launch> was asked for the unknown launch code "another-one"',
    ]);
  });
});

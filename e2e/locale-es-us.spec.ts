import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import type { Locator, Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, test } from './fixtures.ts';
import { hostOrigin } from './hostOrigins.ts';
import { holdElementScript, reactAt } from './hydration.ts';
import { ORDER_RECEIVED, orderIdOf } from './journey/checkoutPage.ts';
import { emailsTo, GIFT_CARD_CODE } from './mailCatcher.ts';
import { pageErrors } from './pageErrors.ts';
import { readmeSnippet, sitePage, snippetFor, startStaticSite } from './static-site/staticSite.ts';
import { type StoreProcess, startStore } from './storeProcess.ts';

// issue 43, docs/decisions/0210: the store's pages in the shop's second language. The suite's store
// speaks en-US; this spec starts a store of its own with PC_LOCALE=es-US on a loopback address no other
// server of the run takes (127.0.0.7), one per browser project (Chromium and Firefox run it at once). What is converted so far: the post-purchase survey. Its texts
// here are es-US.json's, written out literally so a changed catalog fails the test.

const STORE_TIMEOUT = 60_000;
const PORT = Number(process.env.PC_E2E_PORT ?? 8191);
let STORE = '';
/** The run's mail catcher (playwright.config.ts: SMTP on PORT + 9), for the store's emails. */
const SMTP_URL = `smtp://127.0.0.1:${Number(process.env.PC_E2E_SMTP_PORT ?? PORT + 9)}`;
const TITLE = '¿CÓMO SUPISTE DE NOSOTROS?';

// One worker for the file: its store is this file's, started once (a second worker would start another
// on the same address, and stop it under the first one's feet).
test.describe.configure({ mode: 'serial' });

let store: StoreProcess | null = null;
test.beforeAll(async () => {
  test.setTimeout(STORE_TIMEOUT);
  // The Chromium project's on the framework hosts' port, the Firefox project's on the next free one.
  STORE = `http://127.0.0.7:${PORT + (test.info().project.name === 'firefox' ? 14 : 11)}`;
  store = await startStore(
    STORE,
    {
      PC_LOCALE: 'es-US',
      SMTP_URL,
      MAIL_FROM: 'tienda@pcstore.example',
      PC_MAIL_POLL_MS: '200',
      // The Spanish page of another origin of the whole journey's last test: a site the store lists
      // (README "On a static site of another origin").
      PC_HOST_ORIGINS: hostOrigin('LOCALE_HOST'),
    },
    STORE_TIMEOUT,
  );
});
test.afterAll(() => store?.close());

const nonceOf = async (page: Page): Promise<string> =>
  JSON.parse((await page.locator('script#pc-config').textContent()) ?? '{}').nonce;

/** The hand cream added to the cart of the page's session (the page is on the es-US store). */
const addHandCream = async (page: Page): Promise<void> => {
  const added = await page.request.post(`${STORE}/wp-admin/admin-ajax.php`, {
    form: { action: 'add_to_cart', quantity: '1', 'add-to-cart': '108', variation_id: '10801' },
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(added.ok(), await added.text()).toBe(true);
};

/** A session of the es-US store with a placed order (the hand cream), on its order-received page. */
const orderReceived = async (page: Page): Promise<string> => {
  await page.goto(`${STORE}/contact`);
  await addHandCream(page);
  const order = await page.request.post(`${STORE}/wp-json/pc/v1/checkout/order`, {
    data: {},
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { orderId } = (await order.json()) as { orderId: string };
  await page.goto(`${STORE}/checkout/order-received/${orderId}`);
  return orderId;
};

test('the survey of the order page in es-US: served in Spanish, hydrated without a mismatch, answered through its follow-up', async ({
  page,
  axe,
}) => {
  const errors = pageErrors(page);
  const release = await holdElementScript(page, 'pc-post-purchase-survey');
  const orderId = await orderReceived(page);
  expect(await page.locator('html').getAttribute('lang')).toBe('es-US');
  const modal = page.getByRole('dialog', { name: TITLE });
  // The server's first view, before the script: in Spanish already. Its title is marked, so a render
  // that replaced it (a mismatch: React drops the server's HTML) would show.
  const title = modal.getByRole('heading', { name: TITLE });
  await expect(title).toBeVisible();
  await title.evaluate((node) => Object.assign(node, { served: true }));
  release();
  await page.waitForFunction(reactAt, ['pc-post-purchase-survey', 'hydrated'] as const);
  expect(await title.evaluate((node) => (node as HTMLElement & { served?: boolean }).served)).toBe(true);
  await expect(modal.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  // Its options in Spanish too, where a name is a word (decision 0215).
  await expect(modal.getByRole('button', { name: 'Un amigo' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Otro' })).toBeVisible();
  expect(
    leftInEnglish(
      await shownTexts(page, 'pc-post-purchase-survey'),
      englishWords('survey', 'surveyOptions', 'shared'),
    ),
  ).toEqual([]);
  await axe('the survey in es-US');

  await modal.getByRole('button', { name: 'Podcast' }).click();
  const search = modal.getByRole('combobox');
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('placeholder', 'Busca aquí...');
  await expect(modal.getByRole('button', { name: 'Atrás' })).toBeVisible();
  await page.keyboard.type('cafe con leche');
  await expect(modal.getByText('1 resultado disponible', { exact: true })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('¡GRACIAS!', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const stored = await page.request.get(`${STORE}/wp-json/pc/v1/post_purchase/events?order_id=${orderId}`);
  const { events } = (await stored.json()) as { events: { results: string[] }[] };
  expect(events.map((event) => event.results)).toEqual([['podcast'], ['podcast', 'podcast-cafe-con-leche']]);
  expect(errors).toEqual([]);
});

test('the store’s emails in es-US, through real SMTP: a shopper’s data link', async ({ page, request }) => {
  const email = `datos-${Date.now()}@example.com`;
  await page.goto(`${STORE}/contact`);
  const asked = await page.request.post(`${STORE}/wp-json/pc/v1/privacy/requests`, {
    data: { email },
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await expect.poll(async () => (await emailsTo(request, email)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await emailsTo(request, email);
  expect(mail!.subject).toBe('Tus datos en nuestra tienda: descárgalos o bórralos');
  expect(mail!.text).toContain('Pediste los datos que nuestra tienda guarda de esta dirección.');
  expect(mail!.text).toContain('Si no lo pediste, ignora este correo: no se comparte nada y nada cambia.');
  expect(mail!.text).not.toMatch(/\b(?:your|the link|ignore)\b/i);
});

// "No English left": every text a shopper meets inside an element (its text, and the names, hints and
// descriptions its tree gives controls) is held against the English of the catalogs that element reads:
// none may be there. The catalogs are read from their files (the subject here is what the page shows
// of them); store data (product names, reviews) is the store's, not a message.

const ROOT = path.join(import.meta.dirname, '..');
const CATALOGS = {
  shared: 'packages/shared/src/messages',
  contact: 'packages/storefront-elements/src/contact/messages',
  candle: 'packages/storefront-elements/src/candle/messages',
  launch: 'packages/storefront-elements/src/launch/messages',
  cart: 'packages/storefront-elements/src/cart/messages',
  crossSell: 'packages/crosssell-element/src/messages',
  survey: 'packages/survey-element/src/messages',
  // the survey's options named by a word (decision 0215), the store's
  surveyOptions: 'packages/store-server/src/postPurchase/messages',
  shop: 'packages/shared/src/shop/messages',
  quiz: 'packages/quiz-element/src/messages',
  // the quiz's questions, the store's words (decision 0210's server catalogs)
  questions: 'packages/store-server/src/quiz/questions/messages',
  results: 'packages/results-element/src/messages',
  // the results' navigation row, the store's words for its sets (decision 0219)
  navigation: 'packages/store-server/src/catalogue/messages',
  giftCards: 'packages/storefront-elements/src/gift-cards/messages',
  insights: 'packages/insights-element/src/messages',
  insightsReport: 'packages/insights-element/src/messages/report',
  // the demo's own views, the pages' titles, the subscriptions page's notices, the page's frame
  demo: 'demo/src/messages',
  chat: 'demo/src/messages/chat',
  titles: 'packages/shared/src/routes/messages',
  subscriptionNotices: 'packages/store-server/src/subscriptions/page/messages',
  frame: 'packages/store-server/src/pages/messages',
  // the data link's email and the pages it opens, the store's (issue 43 item 1)
  privacy: 'packages/store-server/src/privacy/messages',
  // the checkout's and the order-received page's frames (React's views, /elements/frames.js)
  frames: 'packages/storefront-elements/src/frames/messages',
  // the results' actions (the add's banner, the proceed link) and dialogs (the email capture), chunks
  // of their own (decision 0211)
  resultsActions: 'packages/results-element/src/messages/actions',
  resultsDialogs: 'packages/results-element/src/messages/dialogs',
} as const;

/** The words of a catalog's messages (the text around their arguments) that es-US says otherwise. */
const englishWords = (...names: (keyof typeof CATALOGS)[]): string[] =>
  names.flatMap((name) => {
    const read = (locale: string) =>
      JSON.parse(readFileSync(path.join(ROOT, CATALOGS[name], `${locale}.json`), 'utf8')) as Record<
        string,
        string
      >;
    const [en, es] = [read('en-US'), read('es-US')];
    const words = (tokens: readonly Token[]): string[] =>
      tokens.flatMap((token) =>
        token.type === 'content'
          ? [token.value.trim()]
          : 'cases' in token
            ? token.cases.flatMap((one) => words(one.tokens))
            : [],
      );
    return Object.entries(en)
      .filter(([id, message]) => es[id] !== message)
      .flatMap(([, message]) => words(parse(message)))
      .filter((word) => /[A-Za-z]{2}/.test(word));
  });

/** Every text of `tag`'s shadow tree (nested ones too): text nodes, and what its attributes say. */
const shownTexts = (page: Page, tag: string): Promise<string[]> =>
  page.evaluate((name) => {
    const texts: string[] = [];
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (node.parentElement?.closest('style, script')) continue;
          texts.push(node.textContent ?? '');
          continue;
        }
        const element = node as Element;
        for (const attribute of ['aria-label', 'aria-roledescription', 'placeholder', 'alt', 'title'])
          texts.push(element.getAttribute(attribute) ?? '');
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    for (const host of document.querySelectorAll(name)) if (host.shadowRoot) visit(host.shadowRoot);
    return texts.map((text) => text.trim()).filter(Boolean);
  }, tag);

/** The texts shown that hold English of the catalogs: a whole text, or a long enough piece of one. */
const leftInEnglish = (texts: readonly string[], words: readonly string[]): string[] =>
  texts.filter((text) => words.some((word) => text === word || (word.length >= 12 && text.includes(word))));

test('no English left in the converted elements on the es-US store: contact, candle, launch, the cart', async ({
  page,
  axe,
}) => {
  test.setTimeout(60_000);
  const errors = pageErrors(page);
  for (const [route, tag, catalog] of [
    ['/contact', 'pc-contact', 'contact'],
    ['/candle', 'pc-candle', 'candle'],
    ['/green-and-airy', 'pc-launch', 'launch'],
  ] as const) {
    await page.goto(`${STORE}${route}`);
    await page.waitForFunction(reactAt, [tag, 'hydrated'] as const);
    // Its es-US catalogs are named in the head, fetched with its script, not a round trip after it.
    expect(
      await page.locator('head link[rel="modulepreload"][href^="/elements/es-US-"]').count(),
      route,
    ).toBeGreaterThan(1);
    const texts = await shownTexts(page, tag);
    expect(texts.length, route).toBeGreaterThan(5);
    expect(leftInEnglish(texts, englishWords(catalog, 'shared')), route).toEqual([]);
    await axe(`${tag} in es-US`);
  }
  // An in-page route change (the demo's router draws the candle in the browser, its catalog fetched
  // then), and back.
  await page.goto(`${STORE}/contact`);
  await page.waitForFunction(reactAt, ['pc-contact', 'hydrated'] as const);
  const navigation = page.getByRole('navigation', { name: 'Principal' });
  await navigation.getByRole('link', { name: 'Velas' }).click();
  await expect(page).toHaveURL(/\/candle$/);
  await expect(page.locator('pc-candle').getByRole('button', { name: 'Vela siguiente' })).toBeVisible();
  expect(leftInEnglish(await shownTexts(page, 'pc-candle'), englishWords('candle', 'shared'))).toEqual([]);
  await page.goBack();
  await expect(
    page.locator('pc-contact').getByRole('heading', { level: 1, name: 'Contáctanos' }),
  ).toBeVisible();
  expect(leftInEnglish(await shownTexts(page, 'pc-contact'), englishWords('contact', 'shared'))).toEqual([]);

  // The page's shell speaks it too: the skip link, the navigation and its name.
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Tarjetas de regalo' })).toBeVisible();
  // The header's cart, opened with a line in it.
  await addHandCream(page);
  await page.goto(`${STORE}/contact`);
  await expect(nav.getByRole('link', { name: 'Contacto' })).toHaveAttribute('aria-current', 'page');
  await page.waitForFunction(() => customElements.get('pc-cart') !== undefined);
  await page.getByRole('button', { name: 'Carrito, 1 artículo' }).click();
  await expect(page.getByRole('dialog', { name: 'Tu carrito' })).toBeVisible();
  expect(leftInEnglish(await shownTexts(page, 'pc-cart'), englishWords('cart', 'shared'))).toEqual([]);
  await axe('the cart drawer in es-US');
  expect(errors).toEqual([]);
});

// Decision 0211: the last three pages converted, each on its own route of the es-US store.
test('no English left in the quiz (its questions too), the results and the gift cards on the es-US store', async ({
  page,
  axe,
}) => {
  test.setTimeout(60_000);
  const errors = pageErrors(page);
  for (const [route, tag, catalogs] of [
    ['/quiz', 'pc-quiz', ['quiz', 'questions', 'shared']],
    ['/quizresult', 'pc-results', ['results', 'shared', 'shop']],
    ['/gift-cards', 'pc-gift-cards', ['giftCards', 'shared', 'shop']],
  ] as const) {
    await page.goto(`${STORE}${route}`);
    await page.waitForFunction(reactAt, [tag, 'hydrated'] as const);
    const texts = await shownTexts(page, tag);
    expect(texts.length, route).toBeGreaterThan(5);
    expect(leftInEnglish(texts, englishWords(...catalogs)), route).toEqual([]);
    await axe(`${tag} in es-US`);
  }
  // What loads on the shopper's way speaks it too: the gift cards' physical view (decision 0211's `later`
  // chunk, with the shop's texts).
  await page
    .locator('pc-gift-cards')
    .getByRole('button', { name: 'TARJETA DE REGALO FÍSICA', exact: true })
    .click();
  await expect(
    page.locator('pc-gift-cards').getByText('Se envía en un sobre por envío regular.'),
  ).toBeVisible();
  expect(leftInEnglish(await shownTexts(page, 'pc-gift-cards'), englishWords('giftCards', 'shop'))).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

test('on a Spanish page of another origin (lang="es"): the contact page in es-US, with an author’s words', async ({
  page,
  baseURL,
}) => {
  const site = await startStaticSite(hostOrigin('LOCALE_HOST'));
  try {
    const errors = pageErrors(page);
    const snippet = snippetFor(baseURL!, 'pc-contact', {
      config: { messages: { 'contact.title': 'Hablemos' } },
    });
    site.put('/contacto', sitePage('Contacto', snippet).replace('<html lang="en">', '<html lang="es">'));
    await page.goto(`${hostOrigin('LOCALE_HOST')}/contacto`);
    const contact = page.locator('pc-contact');
    // The author's words for the title, the catalog's es-US for the rest.
    await expect(contact.getByRole('heading', { level: 1, name: 'Hablemos' })).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    expect(leftInEnglish(await shownTexts(page, 'pc-contact'), englishWords('contact', 'shared'))).toEqual(
      [],
    );

    // The docs page's override snippet, copied as written into the page's #pc-config: its words show.
    const docs = await (await page.request.get(`${baseURL}/elements/docs/pc-contact`)).text();
    const copied = /<code data-snippet="messages">([^<]*)<\/code>/.exec(docs)?.[1] ?? '';
    const fragment = copied.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    const { messages } = JSON.parse(`{${fragment}}`) as { messages: Record<string, string> };
    const [[id, text]] = Object.entries(messages) as [[string, string]];
    expect(id).toBe('contact.title');
    site.put(
      '/contacto-docs',
      sitePage('Contacto', snippetFor(baseURL!, 'pc-contact', { config: { messages } })).replace(
        '<html lang="en">',
        '<html lang="es">',
      ),
    );
    await page.goto(`${hostOrigin('LOCALE_HOST')}/contacto-docs`);
    await expect(contact.getByRole('heading', { level: 1, name: text })).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await site.close();
  }
});

// Decision 0213: the owner's report in the store's language, its sign-in and, once signed in, the
// report's chunk with its own texts.
test('the owner’s report on the es-US store: the sign-in and the report in Spanish', async ({
  page,
  axe,
}) => {
  await page.goto(`${STORE}/insights`);
  const insights = page.locator('pc-insights');
  await expect(
    insights.getByRole('heading', { name: 'Inicio de sesión del dueño de la tienda' }),
  ).toBeVisible();
  expect(leftInEnglish(await shownTexts(page, 'pc-insights'), englishWords('insights', 'shared'))).toEqual(
    [],
  );
  await axe('the owner’s sign-in in es-US');
  // Typed, as insights.spec.ts signs in.
  await insights.getByLabel('Correo electrónico').click();
  await page.keyboard.type('owner@pcstore.example');
  await insights.getByLabel('Contraseña').click();
  await page.keyboard.type('candle-ledger-42');
  await insights.getByRole('button', { name: 'Iniciar sesión' }).click();
  // This store's first report rolls its days up first (decision 0193): longer than a page's wait.
  await expect(
    insights.getByRole('table', { name: 'Ofertas de venta cruzada y lo que se eligió' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(insights.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  expect(
    leftInEnglish(
      await shownTexts(page, 'pc-insights'),
      englishWords('insights', 'insightsReport', 'shared'),
    ),
  ).toEqual([]);
  // (No console check: the sign-in check's 403 to this shopper's session is logged as a failed load.)
  await axe('the owner’s report in es-US');
});

// issue 43 item 1: what the demo draws in the browser (demo/src/messages: the content pages, the
// account pages, not found, the index, the chat), the pages' titles (the routes' catalog) and the
// subscriptions page's notices (the store's page data), in es-US, fresh and after in-page route
// changes; the consent banner on a store of its own with PC_CONSENT=required (their catalogs in CATALOGS).

/** Every text of the page's own DOM under `selector` (not inside an element's shadow tree), and the title. */
const pageTexts = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate((scope) => {
    const texts = [document.title];
    const root = document.querySelector(scope);
    if (!root) return texts;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.parentElement?.closest('style, script')) texts.push(node.textContent ?? '');
        continue;
      }
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title'])
        texts.push((node as Element).getAttribute(attribute) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  }, selector);

const SHOP = 'Personal Care Co.';

test('no English left in the pages the demo draws on the es-US store: content, account, not found; fresh and by in-page route changes', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  const errors = pageErrors(page);
  const english = englishWords('demo', 'titles', 'subscriptionNotices');
  const main = page.getByRole('main');
  const expectSpanish = async (label: string) =>
    expect(leftInEnglish(await pageTexts(page, '#pc-main'), english), label).toEqual([]);

  // A content page, fresh: the router draws it in the page's language (its words named in the head).
  const faqs = 'Preguntas frecuentes: envíos y devoluciones';
  await page.goto(`${STORE}/faqs-shipping-returns`);
  expect(await page.locator('html').getAttribute('lang')).toBe('es-US');
  await expect(page).toHaveTitle(`${faqs} | ${SHOP}`);
  // Its es-US words (the demo's and the titles') are named in the head, fetched with the router.
  expect(await page.locator('head link[rel="modulepreload"][href^="/demo/assets/es-US-"]').count()).toBe(2);
  await expect(main.getByRole('heading', { level: 1, name: faqs })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Devoluciones' })).toBeVisible();
  await expectSpanish('/faqs-shipping-returns');
  // The QA panel is QA's tool and speaks English: it says so (WCAG 3.1.2).
  expect(await page.locator('#pc-qa').getAttribute('lang')).toBe('en');
  await axe('the FAQs page in es-US');
  // To an element's page in the page and back: the title follows, the content page is drawn again.
  await main.getByRole('link', { name: 'Contáctanos' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(
    page.locator('pc-contact').getByRole('heading', { level: 1, name: 'Contáctanos' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Contáctanos | ${SHOP}`);
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: faqs })).toBeVisible();
  await expect(page).toHaveTitle(`${faqs} | ${SHOP}`);
  await expectSpanish('/faqs-shipping-returns, back');

  // From a page the server rendered (no router yet): the index and a content page, drawn in the page.
  await page.goto(`${STORE}/contact`);
  await page.waitForFunction(reactAt, ['pc-contact', 'hydrated'] as const);
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Todas las páginas' })
    .click();
  await expect(main.getByRole('heading', { level: 1, name: 'Todas las páginas' })).toBeVisible();
  await expect(page).toHaveTitle(`Todas las páginas | ${SHOP}`);
  await expect(main.getByText('Creando tu rutina', { exact: true })).toBeVisible();
  await expectSpanish('/');
  await main.getByRole('link', { name: '/careers', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Empleo' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'página de contacto' })).toBeVisible();
  await expect(page).toHaveTitle(`Empleo | ${SHOP}`);
  await expectSpanish('/careers, in the page');
  await axe('the careers page in es-US');

  // /account/orders (an anonymous visitor: how to find an order) and its ways on.
  await page.goto(`${STORE}/account/orders`);
  await expect(main.getByRole('heading', { level: 1, name: 'Tus pedidos' })).toBeVisible();
  await expect(main.getByText(/^Inicia sesión para ver tus pedidos aquí\./)).toBeVisible();
  await expect(main.getByRole('link', { name: 'omite, cambia o cancela una entrega' })).toBeVisible();
  await expectSpanish('/account/orders');
  await axe('/account/orders in es-US');

  // /account/subscriptions with a subscription (a Face Cleanser every 9 weeks), reached in the page,
  // then a skip: the form's answer is the store's page, its notice in Spanish.
  const added = await page.request.post(`${STORE}/wp-admin/admin-ajax.php`, {
    form: {
      action: 'add_to_cart',
      quantity: '1',
      'add-to-cart': '101',
      variation_id: '10101',
      convert_to_sub_101: '9',
    },
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const order = await page.request.post(`${STORE}/wp-json/pc/v1/checkout/order`, {
    data: {},
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(order.ok(), await order.text()).toBe(true);
  await page.goto(`${STORE}/account/orders`);
  await main.getByRole('link', { name: 'omite, cambia o cancela una entrega' }).click();
  await expect(page).toHaveURL(/\/account\/subscriptions$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Tus suscripciones' })).toBeVisible();
  const subscription = main.getByRole('region');
  await expect(subscription).toContainText('Activa');
  await expect(subscription).toContainText('Próxima entrega:');
  await expect(subscription.getByLabel('Frecuencia de entrega')).toBeVisible();
  await expectSpanish('/account/subscriptions');
  await axe('/account/subscriptions in es-US');
  await subscription.getByRole('button', { name: 'Omitir la próxima entrega' }).click();
  await expect(main.getByRole('status')).toHaveText('Se omitió tu próxima entrega.');
  await expectSpanish('/account/subscriptions after a skip');

  // Not found, fresh (the server's 404, which the browser reports as a failed load), then home in the page.
  expect(errors).toEqual([]);
  // Nothing of this page in flight as it is left (Firefox logs a fetch the navigation cuts short).
  await page.waitForLoadState('networkidle');
  const missing = await page.goto(`${STORE}/no/such/page`);
  expect(errors.splice(0).filter((error) => !error.includes('status of 404'))).toEqual([]);
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle(`Página no encontrada | ${SHOP}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expectSpanish('not found');
  await axe('the not-found page in es-US');
  await main.getByRole('link', { name: 'Ir a la página de inicio' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Todas las páginas' })).toBeVisible();

  // The demo's chat window (a host's stand-in for a chat service), once the page has settled.
  await page.waitForFunction(() => 'pcChat' in window);
  await page.evaluate(() => (window as unknown as { pcChat: { open(): void } }).pcChat.open());
  const chat = page.getByRole('dialog', { name: 'Chat en vivo' });
  await expect(chat.getByRole('button', { name: 'Cerrar el chat' })).toBeVisible();
  expect(leftInEnglish(await pageTexts(page, 'dialog.chat-window'), englishWords('chat'))).toEqual([]);
  await axe('the chat in es-US');
  expect(errors).toEqual([]);
});

test('the consent banner in es-US, on a store that requires consent', async ({ page, axe }) => {
  test.setTimeout(STORE_TIMEOUT + 30_000);
  // Its own store on this spec's loopback address, a port its other store does not take.
  const origin = `http://127.0.0.7:${PORT + (test.info().project.name === 'firefox' ? 15 : 12)}`;
  const required = await startStore(origin, { PC_LOCALE: 'es-US', PC_CONSENT: 'required' }, STORE_TIMEOUT);
  try {
    const errors = pageErrors(page);
    await page.goto(`${origin}/faqs-shipping-returns`);
    const banner = page.getByRole('region', { name: 'Tu privacidad' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Aceptar' })).toBeVisible();
    expect(leftInEnglish(await pageTexts(page, '#pc-consent'), englishWords('frame', 'titles'))).toEqual([]);
    await axe('the consent banner in es-US');
    await banner.getByRole('button', { name: 'Rechazar' }).click();
    await expect(banner).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await required.close();
  }
});

// issue 43: the checkout's cross-sell pop-up on the es-US store (a cart with a hand cream is offered the
// Face Set): served open in Spanish, the served heading kept as it hydrates, no English of its catalog
// left (the offer's product is the store's), axe clean, and NO, GRACIAS closes it.
test('the cross-sell pop-up of the checkout in es-US: served in Spanish, hydrated without a mismatch, no English left', async ({
  page,
  axe,
}) => {
  const errors = pageErrors(page);
  await page.goto(`${STORE}/contact`);
  await addHandCream(page);
  const release = await holdElementScript(page, 'pc-cross-sell');
  await page.goto(`${STORE}/checkout`);
  const popUp = page.getByRole('dialog', { name: 'Completa tu mejora' });
  const title = popUp.getByRole('heading', { name: 'Completa tu mejora' });
  await expect(title).toBeVisible();
  await title.evaluate((node) => Object.assign(node, { served: true }));
  release();
  await page.waitForFunction(reactAt, ['pc-cross-sell', 'hydrated'] as const);
  expect(await title.evaluate((node) => (node as HTMLElement & { served?: boolean }).served)).toBe(true);
  await expect(popUp.getByText('SIN RIESGO. DEVOLUCIONES GRATIS', { exact: true })).toBeVisible();
  await expect(popUp.getByRole('listitem')).toHaveText(['Face Set']);
  await expect(
    popUp.getByRole('button', { name: 'SUSCRIBIRSE precio original $34 ahora $29' }),
  ).toBeVisible();
  await expect(
    popUp.getByRole('button', { name: 'COMPRAR UNA VEZ precio original $38 ahora $35' }),
  ).toBeVisible();
  expect(
    leftInEnglish(await shownTexts(page, 'pc-cross-sell'), englishWords('crossSell', 'shared', 'shop')),
  ).toEqual([]);
  await axe('the cross-sell pop-up in es-US');
  await popUp.getByRole('button', { name: 'NO, GRACIAS' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// Issue 43: the words the shop formats, in es-US: a cart line's cadence ("Cada 10 semanas", "Compra
// única") in the drawer and at checkout, and a gift card's name ("Tarjeta de regalo terminada en WXYZ")
// as the checkout draws it again once the card is applied (the demo's script, /elements/frames.js).
test('a cart line’s cadence and the checkout’s applied gift card, in es-US', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(60_000);
  const errors = pageErrors(page);
  // spec §4: the cross-sell pop-up signals its completion; declined, the checkout behind it is the page's.
  await page.addInitScript(() =>
    window.addEventListener('pc-complete', () => Object.assign(window, { crossSellDone: true })),
  );
  await page.goto(`${STORE}/contact`);
  const ajax = async (form: Record<string, string>) => {
    const added = await page.request.post(`${STORE}/wp-admin/admin-ajax.php`, {
      form: { action: 'add_to_cart', quantity: '1', ...form },
      headers: { 'X-WP-Nonce': await nonceOf(page) },
    });
    expect(added.ok(), await added.text()).toBe(true);
  };
  // A $75 e-gift for today, its 8 AM New York passed on this session's clock: placed, it is emailed at once.
  const clock = await page.request.post(`${STORE}/__qa/clock`, {
    data: { now: '2026-12-15T09:00:00-05:00' },
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(clock.ok(), await clock.text()).toBe(true);
  const to = `regalo.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await ajax({
    'add-to-cart': '401',
    variation_id: '40103',
    pw_gift_card_to: to,
    pw_gift_card_recipient_name: 'Alex',
    pw_gift_card_from: 'Sam',
    pw_gift_card_message: '',
    pw_gift_card_delivery_date: '2026-12-15',
  });
  const order = await page.request.post(`${STORE}/wp-json/pc/v1/checkout/order`, {
    data: {},
    headers: { 'X-WP-Nonce': await nonceOf(page) },
  });
  expect(order.ok(), await order.text()).toBe(true);
  await expect.poll(async () => (await emailsTo(request, to)).length, { timeout: 15_000 }).toBe(1);
  const code = GIFT_CARD_CODE.exec((await emailsTo(request, to))[0]!.text)?.[0] ?? '';
  expect(code).not.toBe('');
  const name = `Tarjeta de regalo terminada en ${code.slice(-4)}`;

  // The deodorant every 10 weeks (spec §9), the hand cream once.
  await ajax({ 'add-to-cart': '105', variation_id: '10501', convert_to_sub_105: '10' });
  await ajax({ 'add-to-cart': '108', variation_id: '10801', convert_to_sub_108: '0' });
  await page.goto(`${STORE}/contact`);
  await page.waitForFunction(() => customElements.get('pc-cart') !== undefined);
  await page.getByRole('button', { name: 'Carrito, 2 artículos' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  const lines = drawer.getByRole('list', { name: 'Artículos en tu carrito' });
  await expect(lines).toContainText('Cada 10 semanas');
  await expect(lines).toContainText('Compra única');
  expect(leftInEnglish(await shownTexts(page, 'pc-cart'), englishWords('cart', 'shop', 'shared'))).toEqual(
    [],
  );

  await page.goto(`${STORE}/checkout`);
  const noThanks = page.getByRole('button', { name: 'NO, GRACIAS' });
  await expect
    .poll(async () => (await page.evaluate(() => 'crossSellDone' in window)) || (await noThanks.isVisible()))
    .toBe(true);
  if (await noThanks.isVisible()) await noThanks.click();
  await page.waitForFunction(() => 'crossSellDone' in window);
  const main = page.locator('#pc-main');
  const checkoutLines = main.getByRole('list', { name: 'Artículos en tu carrito' });
  await expect(checkoutLines).toContainText('Cada 10 semanas');
  await expect(checkoutLines).toContainText('Compra única');
  await main.getByLabel('Código de la tarjeta de regalo').fill(code);
  await main.getByRole('button', { name: 'APLICAR' }).click();
  const applied = main.getByRole('list', { name: 'Tarjetas de regalo aplicadas' });
  // It pays the hand cream ($13) alone: a gift card pays no subscription (spec §9).
  await expect(applied).toContainText(`${name}: paga $13 de su saldo de $75`);
  await expect(applied.getByRole('button', { name: `Eliminar ${name}` })).toBeVisible();
  await expect(main.locator('.checkout-totals')).toContainText(name);
  await expect(main).not.toContainText('Gift card ending');
  await axe('the checkout with a gift card applied, in es-US');
  expect(errors).toEqual([]);
});

// The store speaks each shopper's language (issue 43 items 1–2): the suite's store is en-US, and a
// Spanish page of another origin gets its answers and its emails in Spanish: the elements' API client
// says the page's language (Accept-Language), the store words a 400's displayMessage in it and records
// it with the email the call causes (packages/store-server/src/http/requestLocale.ts, migration 058).
test('on a Spanish page of another origin, the en-US store answers and emails in Spanish: Your data, and its link’s page', async ({
  page,
  baseURL,
  request,
}) => {
  const site = await startStaticSite(hostOrigin('LOCALE_HOST'));
  try {
    const errors = pageErrors(page);
    site.put(
      '/tus-datos',
      sitePage('Tus datos', snippetFor(baseURL!, 'pc-contact')).replace(
        '<html lang="en">',
        '<html lang="es">',
      ),
    );
    await page.goto(`${hostOrigin('LOCALE_HOST')}/tus-datos`);
    const contact = page.locator('pc-contact');
    const field = contact.getByLabel('Correo electrónico');
    const send = contact.getByRole('button', { name: 'ENVÍAME UN ENLACE POR CORREO' });
    const status = contact.locator('.your-data [role="status"]');

    // An address the browser takes (type="email") and the store refuses (spec §5: a domain with a
    // suffix): the store's 400, its displayMessage in the page's language.
    await field.fill('nadie@ejemplo');
    await send.click();
    await expect(status).toHaveText('Ingresa una dirección de correo electrónico válida.');

    const email = `tus-datos-${Date.now()}-${test.info().project.name}@example.com`;
    await field.clear(); // Firefox's fill of an email field adds to what it holds
    await field.fill(email);
    await send.click();
    await expect(status).toHaveText(
      'Si tenemos algo de esta dirección, le enviamos por correo un enlace para descargarlo o borrarlo. El enlace funciona durante 24 horas.',
    );
    await expect.poll(async () => (await emailsTo(request, email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await emailsTo(request, email);
    expect(mail!.subject).toBe('Tus datos en nuestra tienda: descárgalos o bórralos');
    expect(mail!.text).toContain('Pediste los datos que nuestra tienda guarda de esta dirección.');
    expect(mail!.text).not.toMatch(/\b(?:your|the link|ignore)\b/i);

    // Its link, opened as a shopper does (a navigation, whose Accept-Language is the browser's): the
    // en-US store draws the page in the email's language, recorded with its row (issue 43 item 1).
    const link = /https?:\/\/\S+\/privacy\/data\?token=\S+/.exec(mail!.text)![0];
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page).toHaveTitle('Tus datos');
    await expect(page.getByText(`Lo que guardamos de ${email}:`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descárgalo (JSON)' })).toBeVisible();
    expect(leftInEnglish(await pageTexts(page, 'main'), englishWords('privacy'))).toEqual([]);
    await page.getByRole('button', { name: 'BORRAR MIS DATOS' }).click();
    await expect(page.locator('main p')).toHaveText(/^Listo: borramos tu correo/);
    expect(leftInEnglish(await pageTexts(page, 'main'), englishWords('privacy'))).toEqual([]);

    // The same store, an English page of the same origin in the same (Spanish or not) browser: English.
    site.put('/your-data', sitePage('Your data', snippetFor(baseURL!, 'pc-contact')));
    await page.goto(`${hostOrigin('LOCALE_HOST')}/your-data`);
    await contact.getByLabel('Email').fill('nobody@example');
    await contact.getByRole('button', { name: 'EMAIL ME A LINK' }).click();
    await expect(status).toHaveText('Please enter a valid email address.');
    // The two 400s asked for above are the browser's to log; nothing else.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  } finally {
    await site.close();
  }
});

// Issue 43 "Shown by": the whole journey in es-US, on the store and from a Spanish page of another
// origin, with no English left at each step and axe clean. The purchase is the English journey's
// (e2e/journey/purchase.ts, spec §2 and §4): the gift quiz answered through its UI to COMPLETE, the
// store's results, a tailored product bought once, the cart, the checkout with its cross-sell pop-up
// declined, PLACE ORDER, the survey on the order-received page. Here each control is found by its
// Spanish name, written out literally (the catalogs' es-US), so a changed or missing word fails.
// What the comparison with the catalogs cannot see, words written outside every catalog, is read here
// by name: the results' navigation row and a tailored line's note (decision 0219) were such once.

/** A tailored line's note (spec §4 one tailored order at a time), the shop catalog's es-US. */
const TAILORED_NOTE = 'Personalizado según tu cuestionario: un pedido personalizado a la vez.';
/** spec §2 Quiz screen "COMPLETE", in es-US. */
const COMPLETAR = 'COMPLETAR';
/** The quiz's 'other' options (spec §3 Option type 'other'), which ask for text first: not picked. */
const OTRAS = ['Otra cosa', 'En otro lugar'];

/**
 * Answers every open question of the es-US quiz `quiz` with its first plain option (sliders by
 * keyboard, the age typed), until COMPLETAR is enabled: QuizPage.answerEverything in Spanish. The
 * optional name is left empty; a cologne question (the gift quiz's first options do not open it)
 * fails the test, as its typed answer is not this journey's subject.
 */
const answerInSpanish = async (quiz: Locator): Promise<void> => {
  const complete = quiz.getByRole('button', { name: COMPLETAR, exact: true });
  for (let pass = 0; pass < 4 && !(await complete.isEnabled()); pass++) {
    for (const heading of await quiz.getByRole('heading', { level: 2 }).allTextContents()) {
      const title = heading.trim();
      const group = quiz.getByRole('radiogroup', { name: title, exact: true });
      if ((await group.count()) > 0) {
        if ((await group.getByRole('radio', { checked: true }).count()) > 0) continue;
        const names = (await group.getByRole('radio').allTextContents()).map((name) => name.trim());
        const plain = names.find((name) => !OTRAS.includes(name));
        if (plain === undefined) continue;
        const option = group.getByRole('radio', { name: plain, exact: true });
        await option.click();
        await expect(option).toHaveAttribute('aria-checked', 'true');
        continue;
      }
      const slider = quiz.getByRole('slider', { name: title, exact: true });
      if ((await slider.count()) > 0) {
        if (!(await slider.getAttribute('aria-valuetext'))?.endsWith('(aún sin elegir)')) continue;
        await slider.focus();
        await slider.press('Enter');
        await expect(slider).not.toHaveAttribute('aria-valuetext', /\(aún sin elegir\)$/);
        continue;
      }
      const age = quiz.getByRole('spinbutton', { name: title, exact: true });
      if ((await age.count()) > 0) {
        if ((await age.inputValue()) !== '') continue;
        await age.click();
        await age.pressSequentially('30');
        await age.press('Enter');
        await expect(age).toHaveValue('30');
        continue;
      }
      expect(await quiz.getByRole('combobox', { name: title, exact: true }).count(), title).toBe(0);
    }
  }
  await expect(complete).toBeEnabled();
};

/**
 * The gift quiz in Spanish (its first question, every question its answers open, the hint that
 * COMPLETAR may be pressed), axe clean before and after answering, then COMPLETAR pressed.
 */
const giftQuizInSpanish = async (
  page: Page,
  quiz: Locator,
  axe: (label: string) => Promise<void>,
  where: string,
) => {
  await expect(quiz.getByRole('heading', { level: 2, name: '¿Para quién es el regalo?' })).toBeVisible();
  await expectSpanishIn(page, 'pc-quiz', ['quiz', 'questions', 'shared'], where);
  await axe(`${where} in es-US`);
  await answerInSpanish(quiz);
  await expectSpanishIn(page, 'pc-quiz', ['quiz', 'questions', 'shared'], `${where} answered`);
  await axe(`${where} answered, in es-US`);
  await quiz.getByRole('button', { name: COMPLETAR, exact: true }).click();
};

/** No English of `catalogs` in `tag`'s shadow tree, which shows something. */
const expectSpanishIn = async (
  page: Page,
  tag: string,
  catalogs: (keyof typeof CATALOGS)[],
  step: string,
) => {
  const texts = await shownTexts(page, tag);
  expect(texts.length, step).toBeGreaterThan(0);
  expect(leftInEnglish(texts, englishWords(...catalogs)), step).toEqual([]);
};

/** What the page draws itself around the elements (the checkout's and the order's frames, the title). */
const FRAME_CATALOGS: (keyof typeof CATALOGS)[] = ['frames', 'frame', 'titles', 'demo', 'shop', 'shared'];
const expectSpanishFrame = async (page: Page, step: string) =>
  expect(leftInEnglish(await pageTexts(page, '#pc-main'), englishWords(...FRAME_CATALOGS)), step).toEqual([]);

const RESULTS_CATALOGS: (keyof typeof CATALOGS)[] = [
  'results',
  'navigation',
  'resultsActions',
  'resultsDialogs',
  'shared',
  'shop',
];

/**
 * The gift results on the es-US store, in Spanish: the email capture, when due, read and skipped; the
 * Face Set added bought once (spec §9: $38), its banner said. Checks each state.
 */
const giftFaceSetOnce = async (page: Page, axe: (label: string) => Promise<void>, where: string) => {
  const results = page.locator('#pc-main pc-results');
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 10_000 });
  // A due email capture opens once its chunk has arrived (decision 0074): by the time the page is
  // quiet it is open, or it is not coming.
  await page.waitForLoadState('networkidle');
  const capture = results.getByRole('dialog', { name: 'Desbloquea tus productos' });
  if (await capture.isVisible()) {
    await expect(capture.getByRole('textbox', { name: 'Ingresa tu correo electrónico' })).toBeVisible();
    await expectSpanishIn(page, 'pc-results', RESULTS_CATALOGS, `${where}: the email capture`);
    await axe(`${where}: the results' email capture in es-US`);
    await capture.getByRole('button', { name: 'Omitir este paso', exact: true }).click();
    await expect(capture).toBeHidden();
  }
  await expect(results.getByRole('heading', { name: 'Sus resultados' })).toBeVisible();
  // The navigation row names the sets in Spanish (decision 0219; the store's catalogue/messages).
  const navigation = await results.getByRole('navigation').getByRole('button').allTextContents();
  expect(navigation.length, where).toBeGreaterThan(1);
  for (const name of navigation)
    expect(['Rostro', 'Cabello', 'Cuerpo', 'Manos', 'Colonia'], where).toContain(name);
  await expectSpanishIn(page, 'pc-results', RESULTS_CATALOGS, `${where}: the results`);
  await axe(`${where}: the gift results in es-US`);

  const card = results.getByRole('article', { name: 'Face Set', exact: true });
  const once = card.getByRole('radio', { name: /^Compra única \$38/ });
  // A press while the card hydrates is applied as hydration ends (decision 0126): awaited, not read.
  await once.click();
  await expect(once).toBeChecked();
  const add = card.getByRole('button', { name: 'AGREGAR AL CARRITO - $38', exact: true });
  await expect(add).toBeVisible();
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/wp-admin/admin-ajax.php',
  );
  await add.click();
  await answered;
  await expect(results.getByText('Producto agregado al carrito.', { exact: true })).toBeVisible();
  await expectSpanishIn(page, 'pc-results', RESULTS_CATALOGS, `${where}: the results after the add`);
  await axe(`${where}: the results after the add, in es-US`);
};

/**
 * On /checkout of the es-US store with the gift's Face Set: the pop-up (spec §2 "Complete Their
 * Upgrade") in Spanish, declined with NO, GRACIAS; the checkout's frame in Spanish; REALIZAR PEDIDO;
 * the order-received page and its survey in Spanish. Answers the order id.
 */
const checkoutToSurvey = async (page: Page, axe: (label: string) => Promise<void>, where: string) => {
  const popUp = page.getByRole('dialog', { name: 'Completa su mejora' });
  await expect(popUp).toBeVisible({ timeout: 10_000 });
  await expect(popUp.getByText('SIN RIESGO. DEVOLUCIONES GRATIS', { exact: true })).toBeVisible();
  await expectSpanishIn(page, 'pc-cross-sell', ['crossSell', 'shared', 'shop'], `${where}: the pop-up`);
  await axe(`${where}: the checkout's cross-sell pop-up in es-US`);
  await popUp.getByRole('button', { name: 'NO, GRACIAS', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const main = page.locator('#pc-main');
  await expect(main.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Artículos en tu carrito' }).getByRole('listitem')).toHaveText([
    /Face Set[\s\S]*Compra única · Cantidad: 1[\s\S]*\$38/,
  ]);
  // The tailored line says why it holds one unit, in Spanish (decision 0219).
  await expect(main.getByText(TAILORED_NOTE, { exact: true })).toBeVisible();
  await expectSpanishFrame(page, `${where}: the checkout`);
  await axe(`${where}: the checkout in es-US`);

  await main.getByRole('button', { name: 'REALIZAR PEDIDO', exact: true }).click();
  await expect(page).toHaveURL(ORDER_RECEIVED);
  const orderId = orderIdOf(page);
  await expect(main).toContainText(`Gracias. Recibimos tu pedido n.º ${orderId}.`);
  const survey = page.getByRole('dialog', { name: TITLE });
  await expect(survey).toBeVisible({ timeout: 10_000 });
  await expect(survey.getByRole('button', { name: 'Un amigo' })).toBeVisible();
  await expectSpanishFrame(page, `${where}: the order-received page`);
  await expectSpanishIn(
    page,
    'pc-post-purchase-survey',
    ['survey', 'surveyOptions', 'shared'],
    `${where}: the survey`,
  );
  await axe(`${where}: the order-received page and its survey in es-US`);
  return orderId;
};

test('the whole purchase in es-US on the store: gift quiz → COMPLETAR → results (a shared link, another tab) → add → cart → checkout → NO, GRACIAS → REALIZAR PEDIDO → survey, no English left, axe clean', async ({
  browser,
  page,
  axe,
  leavingConfirmed: _,
}) => {
  test.setTimeout(180_000);
  const errors = pageErrors(page);

  // The gift quiz, served in Spanish, answered through to COMPLETAR.
  await page.goto(`${STORE}/gift-quiz`);
  const quiz = page.locator('#pc-main pc-quiz');
  await expect(
    quiz.getByRole('heading', { level: 1, name: '¿Todo listo para dar un regalo personalizado?' }),
  ).toBeVisible();
  await page.waitForFunction(reactAt, ['pc-quiz', 'hydrated'] as const);
  await expectSpanishFrame(page, 'the gift quiz page');
  await giftQuizInSpanish(page, quiz, axe, 'the gift quiz');
  await expect(page).toHaveURL(new RegExp(`^${STORE}/gift-quizresult\\?survey_log_id=`));

  // The results: the Face Set bought once.
  await giftFaceSetOnce(page, axe, 'on the store');

  // The results' link shared with someone else (another browser, another session): the same results in
  // Spanish, their navigation row too; and the shop in another tab of this browser: the same cart.
  const shared = await browser.newContext();
  try {
    const friend = await shared.newPage();
    await friend.goto(page.url());
    const results = friend.locator('#pc-main pc-results');
    await expect(results.getByRole('heading', { name: 'Sus resultados' })).toBeVisible();
    await expect(results.getByRole('navigation').getByRole('button', { name: 'Rostro' })).toBeVisible();
    await expectSpanishIn(friend, 'pc-results', RESULTS_CATALOGS, 'a shared link to the results');
  } finally {
    await shared.close();
  }
  const tab = await page.context().newPage();
  await tab.goto(`${STORE}/gift-cards`);
  await expect(tab.getByRole('button', { name: 'Carrito, 1 artículo' })).toBeVisible();
  await expectSpanishIn(
    tab,
    'pc-gift-cards',
    ['giftCards', 'shop', 'shared'],
    'the gift cards in another tab',
  );
  await tab.close();

  // The header's cart, opened: the line in Spanish; its checkout link goes on in the page.
  const cartButton = page.getByRole('button', { name: 'Carrito, 1 artículo' });
  await expect(cartButton).toBeVisible();
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('list', { name: 'Artículos en tu carrito' })).toContainText('Compra única');
  await expect(drawer.getByText(TAILORED_NOTE, { exact: true })).toBeVisible();
  await expectSpanishIn(page, 'pc-cart', ['cart', 'shop', 'shared'], 'the cart drawer');
  await axe('the cart drawer after the add, in es-US');
  await drawer.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(new RegExp(`^${STORE}/checkout$`));

  // The checkout, the order, the survey.
  const orderId = await checkoutToSurvey(page, axe, 'on the store');
  const survey = page.getByRole('dialog', { name: TITLE });
  // Answered through its follow-up (spec §4): the search and its count in Spanish too.
  await survey.getByRole('button', { name: 'Un amigo' }).click();
  const search = survey.getByRole('combobox');
  await expect(search).toBeFocused();
  await expect(survey.getByRole('button', { name: 'Atrás' })).toBeVisible();
  await page.keyboard.type('familiar');
  await expect(survey.getByText('1 resultado disponible', { exact: true })).toBeAttached();
  await expectSpanishIn(
    page,
    'pc-post-purchase-survey',
    ['survey', 'surveyOptions', 'shared'],
    'the survey’s follow-up',
  );
  await axe('the survey’s follow-up in es-US');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('¡GRACIAS!', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stored = await page.request.get(`${STORE}/wp-json/pc/v1/post_purchase/events?order_id=${orderId}`);
  const { events } = (await stored.json()) as { events: { results: string[] }[] };
  expect(events.map((event) => event.results)).toEqual([
    ['friend'],
    ['friend', 'friend-a-friend-or-family-member'],
  ]);
  expect(errors).toEqual([]);
});

// Chromium only: its Spanish words are catalogue data, the same in every engine; what Firefox does with
// a page of another origin (the README's snippet, the hand-off to the store, the cart) is its English
// journey's (static-site.spec.ts), and its Spanish screens are the store journey's above (decision 0227).
test(`the whole purchase in es-US from a Spanish page of another origin: the README’s gift quiz → COMPLETAR → the store’s results → add → checkout → order → survey, no English left ${CHROMIUM_ONLY}`, async ({
  page,
  axe,
  leavingConfirmed: _,
}) => {
  test.setTimeout(180_000);
  const SITE = hostOrigin('LOCALE_HOST');
  const site = await startStaticSite(SITE);
  try {
    const errors = pageErrors(page);
    // The README's snippet as an author copies it onto a Spanish page, its words for a quiz that could
    // not load written in the page's language too (they are the author's, not a catalog's).
    const snippet = readmeSnippet(STORE).replace(
      /<p>The gift quiz could not be loaded\. <a href="([^"]+)">Take it on our shop<\/a>\.<\/p>/,
      '<p>No se pudo cargar el cuestionario de regalo. <a href="$1">Hazlo en nuestra tienda</a>.</p>',
    );
    expect(snippet).toContain('<pc-quiz type="gift"><p>No se pudo cargar el cuestionario de regalo.');
    site.put(
      '/regalos',
      sitePage('Regalos para él', snippet).replace('<html lang="en">', '<html lang="es">'),
    );
    await page.goto(`${SITE}/regalos`);
    const quiz = page.locator('#pc-main pc-quiz');
    await expect(
      quiz.getByRole('heading', { level: 1, name: '¿Todo listo para dar un regalo personalizado?' }),
    ).toBeVisible({ timeout: 10_000 });
    await giftQuizInSpanish(page, quiz, axe, 'the site’s gift quiz');

    // COMPLETAR, answered on the site, lands on the es-US store's gift results (the hand-off's code
    // dropped from the address).
    await expect(page).toHaveURL(new RegExp(`^${STORE}/gift-quizresult\\?survey_log_id=`));
    await expect.poll(() => page.url()).not.toContain('pc_handoff');
    expect(await page.locator('html').getAttribute('lang')).toBe('es-US');
    await giftFaceSetOnce(page, axe, 'from the site');
    await page
      .locator('#pc-main pc-results')
      .getByRole('link', { name: 'Continuar al pago', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${STORE}/checkout$`));
    await checkoutToSurvey(page, axe, 'from the site');
    // An option without children closes the survey with its thanks (spec §4).
    await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Facebook' }).click();
    await expect(page.getByText('¡GRACIAS!', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await site.close();
  }
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PLUGIN_DIR, PLUGIN_ZIP, pluginVersion } from '../scripts/build/wordpressPlugin.ts';
import { cartLines } from './cross-sell/store.ts';
import { axeViolations, expect, formatViolations, test } from './fixtures.ts';
import { GiftCardsPage } from './gift-cards/giftCardsPage.ts';
import { holdElementScript, reactAt } from './hydration.ts';
import { faceSetGiftToSurvey, launchCheckoutToStore } from './journey/purchase.ts';
import { pageErrors } from './pageErrors.ts';
import { QuizPage } from './quiz/QuizPage.ts';
import { startWordPress, type WordPressSite } from './wordpress/wordpressSite.ts';

// Issue 41, README "WordPress", docs/decisions/0174, 0175: Debian's real WordPress 6.1 with our plugin
// (the folder `npm run build` zips), on another origin the store lists (127.0.0.2, PC_HOST_ORIGINS in
// playwright.config.ts). An Author, who has no `unfiltered_html`, writes posts through the REST API
// with an application password: every block and every shortcode survives the save (kses strips the
// README's snippet from an Author's post) and every element renders on the published post. Until the
// store answers the fragment call, the plugin prints the bare tag with its fallback and the element
// renders itself after its script. Nothing is stubbed.

test.describe.configure({ mode: 'serial' });

let wordpress: WordPressSite;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  const store = test.info().project.use.baseURL!;
  wordpress = await startWordPress({
    origin: process.env.PC_E2E_WORDPRESS_ORIGIN!,
    pluginDir: PLUGIN_DIR,
    settings: { origin: store, ns: 'pc', consent: 'granted' },
  });
});
test.afterAll(async () => {
  await wordpress?.close();
});

/** Publishes a post as the Author through the REST API; answers its saved content and its address. */
const publish = async (page: Page, title: string, content: string) => {
  const response = await page.request.post(`${wordpress.origin}/?rest_route=/wp/v2/posts`, {
    headers: { Authorization: wordpress.authorAuth },
    data: { title, content, status: 'publish' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const post = (await response.json()) as { link: string; content: { raw: string } };
  return { link: post.link, raw: post.content.raw };
};

/** The Author, signed in, on a new post in the block editor with the block `name` inserted. */
const insertBlockAsAuthor = async (page: Page, name: string) => {
  await page.goto(`${wordpress.origin}/wp-login.php`);
  await page.getByLabel('Username or Email Address').fill('author');
  await page.getByLabel('Password', { exact: true }).fill(wordpress.authorPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/wp-admin\//);
  await page.goto(`${wordpress.origin}/wp-admin/post-new.php`);
  await page.waitForFunction((block) => {
    const wp = (window as unknown as { wp?: { blocks?: { getBlockType(name: string): unknown } } }).wp;
    return Boolean(wp?.blocks?.getBlockType(block));
  }, name);
  await page.evaluate((block) => {
    const { wp } = window as unknown as {
      wp: {
        data: { dispatch(store: string): Record<string, (...args: unknown[]) => unknown> };
        blocks: { createBlock(name: string, attributes: object): unknown };
      };
    };
    wp.data.dispatch('core/edit-post').toggleFeature!('welcomeGuide');
    wp.data.dispatch('core/block-editor').insertBlocks!(wp.blocks.createBlock(block, {}));
  }, name);
};

/** Every block: its block comment, as the editor saves it (`save` is null: nothing else). */
const BLOCKS = [
  '<!-- wp:pc/quiz {"type":"gift"} /-->',
  '<!-- wp:pc/results /-->',
  '<!-- wp:pc/candle /-->',
  '<!-- wp:pc/gift-cards /-->',
  '<!-- wp:pc/launch {"code":"green"} /-->',
  '<!-- wp:pc/contact /-->',
  '<!-- wp:pc/cart /-->',
  '<!-- wp:pc/cross-sell /-->',
  '<!-- wp:pc/post-purchase-survey /-->',
].join('\n\n');

const SHORTCODES = [
  '[pc_quiz type="gift"]',
  '[pc_results]',
  '[pc_candle]',
  '[pc_gift_cards]',
  '[pc_launch code="green"]',
  '[pc_contact]',
  '[pc_cart]',
  '[pc_cross_sell]',
  '[pc_post_purchase_survey]',
].join('\n\n');

/** Every element a block places: one per folder of the plugin's `blocks/` (`pc/quiz` places `<pc-quiz>`). */
const TAGS = readdirSync(join(PLUGIN_DIR, 'blocks')).map((block) => `pc-${block}`);

/** The elements that draw a page of their own (the rest: a badge, a pop-up, a modal after an order). */
const PAGE_ELEMENTS = ['pc-quiz', 'pc-candle', 'pc-gift-cards', 'pc-launch', 'pc-contact'];

for (const [kind, content] of [
  ['every block', BLOCKS],
  ['every shortcode', SHORTCODES],
] as const) {
  test(`an Author’s post with ${kind}: saved as written, each element, config, stylesheet and script once, rendered, axe clean`, async ({
    page,
    baseURL,
  }) => {
    const post = await publish(page, `The store: ${kind}`, content);
    expect(post.raw).toBe(content);

    // The HTML WordPress serves: each tag once, in the post, with the store's configuration, its
    // stylesheet and each element's script printed once.
    const html = await (await page.request.get(post.link)).text();
    for (const tag of TAGS) expect(html.match(new RegExp(`<${tag}[\\s>]`, 'g')), tag).toHaveLength(1);
    expect(html.match(/id="pc-config"/g)).toHaveLength(1);
    expect(html).toContain(
      `<script type="application/json" id="pc-config">{"apiRoot":"${baseURL}","ns":"pc","locale":"en-US"}</script>`,
    );
    expect(html.match(/\/elements\/pc-elements\.css/g)).toHaveLength(1);
    for (const tag of TAGS) {
      const script = `${tag}.js`;
      expect(
        html.match(
          new RegExp(`<script type="module" src='${baseURL}/elements/${script.replaceAll('.', '\\.')}'`, 'g'),
        ),
        script,
      ).toHaveLength(1);
    }

    const errors = pageErrors(page);
    await page.goto(post.link);
    for (const tag of TAGS) {
      await expect
        .poll(() => page.evaluate((name) => Boolean(customElements.get(name)), tag), tag)
        .toBe(true);
    }
    for (const tag of PAGE_ELEMENTS) {
      await expect(page.locator(`${tag} [data-pc-root] > :not(link)`).first(), tag).toBeVisible({
        timeout: 10_000,
      });
    }
    await expect(page.locator('pc-cart').getByRole('button').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The post's content, where the blocks are: the theme's own skip link is WordPress's, not ours.
    const violations = await axeViolations(page, { include: '.wp-block-post-content' });
    expect(violations, `axe on ${kind}:\n\n${formatViolations(violations)}`).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('each block on a post of its own: its script alone, its first view hydrated, no console error', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Alone, an element loads only its own script (the cross-sell once loaded the standalone pop-up, whose
  // cookie call CORS refused), and its first view from the store hydrates as printed (WordPress's
  // texturizing once changed the words inside it: React #418).
  for (const block of BLOCKS.split('\n\n')) {
    const post = await publish(page, `Alone: ${block}`, block);
    const errors = pageErrors(page);
    await page.goto(post.link);
    await page.waitForLoadState('networkidle');
    expect(errors, block).toEqual([]);
  }
});

test('the first view in the page’s HTML: the store’s fragment printed inside the tag, then the element hydrates', async ({
  page,
  baseURL,
}) => {
  // The store's fragment call (decision 0174) comes with the store's side of issue 41: until the store
  // answers it, the other tests show the fallback the plugin prints instead.
  const fragment = await page.request.get(`${baseURL}/wp-json/pc/v1/fragments/pc-quiz?type=gift`);
  test.skip(fragment.status() !== 200, 'the store has no fragment call on this branch yet');
  // What the earlier tests kept: the store's refusals of a moment ago.
  wordpress.php(
    `global $wpdb; $wpdb->query("DELETE FROM $wpdb->options WHERE option_name LIKE '%pc_fragment_%'");`,
  );
  const post = await publish(page, 'The gift quiz, first view', '<!-- wp:pc/quiz {"type":"gift"} /-->');
  const html = await (await page.request.get(post.link)).text();
  expect(html).toMatch(/<pc-quiz type="gift"[^>]*><template shadowrootmode="open">/);
  expect(html).not.toContain('The gift quiz could not be loaded.');
  // decision 0212: the modules the first view runs are named in the head (the fragment's Link header),
  // so they load with the page rather than a round trip after the element's script, at the page's end.
  const head = html.slice(0, html.indexOf('</head>'));
  const named = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((found) => found[1]!);
  expect(named).toContain(`${baseURL}/elements/pc-quiz.js`);
  expect(named.filter((url) => /\/elements\/hydration-[\w-]+\.js$/.test(url))).toHaveLength(1);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${baseURL}/elements/`) && request.url().endsWith('.js'))
      asked.push(request.url());
  });
  const errors = pageErrors(page);
  await page.goto(post.link);
  await page.waitForFunction(reactAt, ['pc-quiz', 'hydrated'] as const);
  // Every module the element ran to hydrate its first view was named (none learned of on the way).
  expect(asked.filter((url) => !named.includes(url))).toEqual([]);
  await new QuizPage(page, 'gift', '.wp-block-post-content').waitUntilLoaded();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

// Decisions 0078 and 0126 on a CMS page (no early script of its own): on a slow phone the store's first
// view is printed long before the element's script; what the shopper types and the amount card they
// check on it are the element's once it hydrates, so the e-gift completes from there.
test('a slow phone on a gift cards post: the fields and the amount entered before the script are kept', async ({
  page,
}) => {
  wordpress.php(
    `global $wpdb; $wpdb->query("DELETE FROM $wpdb->options WHERE option_name LIKE '%pc_fragment_%'");`,
  );
  const post = await publish(page, 'Gift cards, slowly', '<!-- wp:pc/gift-cards /-->');
  const release = await holdElementScript(page, 'pc-gift-cards');
  const gift = new GiftCardsPage(page, '.wp-block-post-content pc-gift-cards');
  // Not 'domcontentloaded': the page's module script, held, runs before that event.
  await page.goto(post.link, { waitUntil: 'commit' });
  await gift.recipientName.fill('Robin');
  await gift.email.fill('robin@example.com');
  await gift.senderName.fill('Sam');
  await gift.card(50).check();
  expect(await page.evaluate(() => customElements.get('pc-gift-cards') === undefined)).toBe(true);
  release();

  await page.waitForFunction(reactAt, ['pc-gift-cards', 'hydrated'] as const);
  await expect(gift.recipientName).toHaveValue('Robin');
  await expect(gift.card(50)).toBeChecked();
  await expect(gift.checkout).toBeDisabled();
  // The date is the one thing left (spec §4: CHECKOUT enabled for a complete selection).
  await gift.pickToday();
  await expect(gift.checkout).toBeEnabled();
  await expect(gift.card(50)).toBeChecked();
  await expect(gift.email).toHaveValue('robin@example.com');
});

// Decision 0229: the plugin prints the early script once, before the page's first first view, so a
// press on that view before the element's script is replayed once it has hydrated (decision 0126).
test('a slow phone on a launch post: CHECKOUT pressed before the script adds once and opens the store’s checkout', async ({
  page,
  baseURL,
}) => {
  wordpress.php(
    `global $wpdb; $wpdb->query("DELETE FROM $wpdb->options WHERE option_name LIKE '%pc_fragment_%'");`,
  );
  const post = await publish(
    page,
    'Green and airy, slowly',
    '<!-- wp:pc/launch {"code":"green"} /-->\n\n<!-- wp:pc/gift-cards /-->',
  );
  const html = await (await page.request.get(post.link)).text();
  expect(html.match(/pc\.earlyPresses\.v1/g)).toHaveLength(1);
  expect(html.indexOf('pc.earlyPresses.v1')).toBeLessThan(html.indexOf('<pc-launch'));
  const release = await holdElementScript(page, 'pc-launch');
  const errors = pageErrors(page);
  // Not 'domcontentloaded': the page's module script, held, runs before that event.
  await page.goto(post.link, { waitUntil: 'commit' });
  await page
    .locator('pc-launch')
    .getByRole('button', { name: /^CHECKOUT - \$\d+$/ })
    .first()
    .click();
  expect(await page.evaluate(() => customElements.get('pc-launch') === undefined)).toBe(true);
  release();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/checkout`), { timeout: 15_000 });
  expect(await cartLines(page)).toHaveLength(1);
  expect(errors).toEqual([]);
});

// Issue 43, decision 0211: a site whose language is Spanish gets its elements in Spanish, their first
// view from the store in it too, and they hydrate it as it is.
test('a Spanish site: its language in #pc-config, the store’s first view in Spanish, hydrated as it is', async ({
  page,
  baseURL,
}) => {
  // WordPress keeps a site language only once its language pack is installed (sanitize_option): the
  // option is written as that would leave it, and WordPress's own words stay English without the pack.
  const siteLanguage = (locale: string) =>
    wordpress.php(
      `global $wpdb; $wpdb->replace($wpdb->options, ['option_name' => 'WPLANG', 'option_value' => '${locale}', 'autoload' => 'yes']); wp_cache_delete('alloptions', 'options');`,
    );
  siteLanguage('es_MX');
  try {
    const post = await publish(page, 'Contacto', '<!-- wp:pc/contact /-->');
    const html = await (await page.request.get(post.link)).text();
    expect(html).toMatch(/<html[^>]* lang="es-MX"/);
    expect(html).toContain(
      `<script type="application/json" id="pc-config">{"apiRoot":"${baseURL}","ns":"pc","locale":"es-MX"}</script>`,
    );
    expect(html).toMatch(/<pc-contact[^>]*><template shadowrootmode="open">[\s\S]*Contáctanos/);
    expect(html).not.toContain('Contact Us');
    // Its catalogs in Spanish are named in the head with its script (decision 0212).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload" href="[^"]+\/elements\/es-US-[\w-]+\.js">/);
    const errors = pageErrors(page);
    await page.goto(post.link);
    const contact = page.locator('pc-contact');
    await expect(contact.getByRole('heading', { name: 'Contáctanos' })).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('pc-contact')?.matches(':state(loading)'));
    await page.waitForLoadState('networkidle');
    // React reports a first view it had to replace (a hydration mismatch) as an error.
    expect(errors).toEqual([]);
    await expect(contact.getByRole('heading', { name: 'Contáctanos' })).toBeVisible();
  } finally {
    siteLanguage('');
  }
});

// Issue 43 item 3, decision 0211: an Author's own words for a block (its Texts panel's `messages`): on
// the page's #pc-config, in the store's first view, and what the element shows once it has hydrated.
test('an Author’s words in a block: in #pc-config, in the store’s first view, kept by the element', async ({
  page,
}) => {
  const words = {
    'contact.title': 'Write to us',
    'contact.shippingAnswer':
      'Ours ship in {regularDays} days, express in {expressDays, plural, one {# day} other {# days}}.',
    // not a message id, and not text: dropped
    title: 'Nope',
    'contact.faqHeading': 3,
  };
  // As the block editor writes a block's attributes (serializeAttributes): `<`, `>`, `&`, `"` and `--`
  // escaped, so the comment holds no markup.
  const attributes = JSON.stringify({ messages: words })
    .replaceAll('--', '\\u002d\\u002d')
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\\"', '\\u0022');
  const post = await publish(page, 'Contact, in our words', `<!-- wp:pc/contact ${attributes} /-->`);
  const html = await (await page.request.get(post.link)).text();
  const config = JSON.parse(
    /<script type="application\/json" id="pc-config">([^<]*)<\/script>/.exec(html)![1]!,
  );
  expect(config.messages).toEqual({
    'contact.title': 'Write to us',
    'contact.shippingAnswer': words['contact.shippingAnswer'],
  });
  // The first view the store drew with them (its fragment call's `messages`).
  expect(html).toMatch(/<pc-contact[^>]*><template shadowrootmode="open">[\s\S]*>Write to us</);
  expect(html).toContain('Ours ship in 3-7 days, express in 2 days.');
  const errors = pageErrors(page);
  await page.goto(post.link);
  const contact = page.locator('pc-contact');
  await page.waitForFunction(() => !document.querySelector('pc-contact')?.matches(':state(loading)'));
  await page.waitForLoadState('networkidle');
  await expect(contact.getByRole('heading', { name: 'Write to us' })).toBeVisible();
  await expect(contact.getByText('Ours ship in 3-7 days, express in 2 days.')).toBeAttached();
  // A first view the element had to replace (a hydration mismatch) would be an error here.
  expect(errors).toEqual([]);
});

// decision 0206: React preloads a view's picture inside its shadow root, where the browser finds it only
// once the template is parsed; the plugin names it in the post's head, so it loads with the page.
test('a first view’s picture is named in the head of its post, at high priority', async ({ page }) => {
  const post = await publish(page, 'The candle, its picture first', '<!-- wp:pc/candle /-->');
  const html = await (await page.request.get(post.link)).text();
  expect(html).toMatch(/<pc-candle[^>]*><template shadowrootmode="open">/);
  const head = html.slice(0, html.indexOf('</head>'));
  const preload = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(head);
  expect(preload?.[1]).toMatch(/\/assets\/candles\/[\w-]+\.svg$/);
  // The picture the first view shows.
  expect(html).toContain(`src="${preload?.[1]}"`);
});

test('the editor’s live preview: the Author gets each block as the site renders it, with its controls’ attributes', async ({
  page,
}) => {
  const rest = (route: string) =>
    page.request.get(`${wordpress.origin}/?rest_route=${encodeURIComponent(route)}`, {
      headers: { Authorization: wordpress.authorAuth },
    });
  const type = await rest('/wp/v2/block-types/pc/launch');
  expect(type.status()).toBe(200);
  expect(await type.json()).toMatchObject({
    name: 'pc/launch',
    editor_script: 'pc-storefront-editor',
    attributes: {
      code: { type: 'string', enum: expect.arrayContaining(['green', 'oud']), default: 'green' },
    },
  });
  // What ServerSideRender asks for (POST in the editor; GET answers the same).
  const preview = await page.request.get(
    `${wordpress.origin}/?rest_route=/wp/v2/block-renderer/pc/quiz&context=edit&attributes[type]=gift`,
    { headers: { Authorization: wordpress.authorAuth } },
  );
  expect(preview.status(), await preview.text()).toBe(200);
  // The store's first view of the quiz (its fragment, decision 0171), as the published post prints it.
  expect(((await preview.json()) as { rendered: string }).rendered).toMatch(
    /^<pc-quiz type="gift"[^>]*><template shadowrootmode="open">/,
  );
  const script = await page.request.get(
    `${wordpress.origin}/wp-content/plugins/pc-storefront/build/editor.js`,
  );
  expect(script.status()).toBe(200);
  expect(await script.text()).toContain('registerBlockType');
});

test('the block editor: the Author inserts a block, sets its attribute in the sidebar and sees the preview', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = pageErrors(page);
  await insertBlockAsAuthor(page, 'pc/quiz');
  // The preview is the render callback's: the store's first view (its fragment, decision 0171), its
  // shadow root attached by the editor script, for the attribute the sidebar sets.
  const editor = page.locator('.editor-styles-wrapper');
  const firstView = (type: string) =>
    editor.locator(`pc-quiz[type="${type}"] [data-pc-root] > :not(link)`).first();
  await expect(firstView('self')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('region', { name: 'Editor settings' }).getByLabel('Type').selectOption('gift');
  await expect(firstView('gift')).toBeVisible({ timeout: 15_000 });
  expect(await editor.locator('pc-quiz template').count()).toBe(0);
  // WordPress's own loads that fail here are not the plugin's: the machine is offline (Gravatar) and
  // the editor asks for the block theme's templates, which an Author may not read (403).
  expect(errors.filter((error) => !error.startsWith('Failed to load resource: '))).toEqual([]);
});

// decision 0211: the Texts panel lists the element's words; what the Author types is in the preview.
test('the block editor: the Author puts their own words in a block’s Texts panel and sees them in the preview', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = pageErrors(page);
  await insertBlockAsAuthor(page, 'pc/contact');
  const editor = page.locator('.editor-styles-wrapper');
  await expect(editor.locator('pc-contact').getByRole('heading', { name: 'Contact Us' })).toBeVisible({
    timeout: 15_000,
  });
  const settings = page.getByRole('region', { name: 'Editor settings' });
  await settings.getByRole('button', { name: 'Texts' }).click();
  const title = settings.getByLabel('contact.title');
  await expect(title).toHaveAttribute('placeholder', 'Contact Us');
  await title.fill('Write to us');
  await expect(editor.locator('pc-contact').getByRole('heading', { name: 'Write to us' })).toBeVisible({
    timeout: 15_000,
  });
  // Emptied: the store's words again.
  await title.fill('');
  await expect(editor.locator('pc-contact').getByRole('heading', { name: 'Contact Us' })).toBeVisible({
    timeout: 15_000,
  });
  expect(errors.filter((error) => !error.startsWith('Failed to load resource: '))).toEqual([]);
});

test('the zip `npm run build` makes unpacks, with WordPress’s own unzip, into the plugin WordPress runs', async () => {
  const unpacked = JSON.parse(
    wordpress.php(`require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
WP_Filesystem();
$to = get_temp_dir() . 'pc-unzip-' . wp_generate_password(8, false);
$result = unzip_file('${PLUGIN_ZIP}', $to);
if (is_wp_error($result)) { echo wp_json_encode($result->get_error_message()); return; }
$data = get_plugin_data($to . '/pc-storefront/pc-storefront.php', false, false);
$files = count(list_files($to . '/pc-storefront'));
global $wp_filesystem;
$wp_filesystem->delete($to, true);
echo wp_json_encode(['name' => $data['Name'], 'version' => $data['Version'], 'files' => $files]);`),
  ) as unknown;
  expect(unpacked).toEqual({
    name: 'Personal-care store',
    version: pluginVersion(),
    // pc-storefront.php, its three includes, nine block.json, the editor script, texts.json (0211) and
    // the early script (0229)
    files: 16,
  });
});

test('Settings → Personal-care store checks that the store answers and lists the site, and says what to do when not', async ({
  baseURL,
}) => {
  const check = (origin: string, site = '') =>
    JSON.parse(
      wordpress.php(
        `echo wp_json_encode(pc_storefront_check(pc_storefront_sanitize(['origin' => '${origin}']), '${site}'));`,
      ),
    ) as { ok: boolean; message: string };
  expect(check(baseURL!)).toEqual({
    ok: true,
    message: `The store at ${baseURL} answers and lists this site’s origin ${wordpress.origin}.`,
  });
  // A site the store does not list: the preflight gets no Access-Control-Allow-Origin.
  expect(check(baseURL!, 'http://127.0.0.9:1')).toEqual({
    ok: false,
    message:
      'The store answers, but it does not list this site’s origin http://127.0.0.9:1: add http://127.0.0.9:1 to the store’s PC_HOST_ORIGINS, or the elements cannot load here.',
  });
  // A port nothing listens on: a store that is down.
  expect(check('http://127.0.0.1:9')).toMatchObject({
    ok: false,
    message: expect.stringMatching(
      /^The store at http:\/\/127\.0\.0\.1:9 does not answer \(.+\)\. Check the store origin\.$/,
    ),
  });
  expect(check('')).toMatchObject({ ok: false, message: expect.stringMatching(/^No store origin yet/) });
});

test('from a WordPress post: gift quiz → COMPLETE → the store’s results → add → checkout → order → survey', async ({
  page,
  baseURL,
  results,
  leavingConfirmed: _,
}) => {
  test.setTimeout(90_000);
  const post = await publish(page, 'Gifts for him', '<!-- wp:pc/quiz {"type":"gift"} /-->');
  const quiz = new QuizPage(page, 'gift', '.wp-block-post-content');
  await page.goto(post.link);
  await quiz.waitUntilLoaded();
  await quiz.answerEverything();
  await quiz.completeButton.click();
  // COMPLETE, answered on the post, lands on the store's gift results with the same survey log.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/gift-quizresult\\?survey_log_id=`));
  await results.waitUntilRendered();
  await page.waitForLoadState('networkidle');
  if (await results.emailCapture.isVisible()) await results.skipEmailCapture();
  const card = results.card('Face Set');
  await card.once.check();
  await card.addButton.click();
  await expect(page.getByText('Item added to cart.', { exact: true })).toBeVisible();
  expect((await cartLines(page)).map((line) => line.name)).toEqual(['Face Set']);

  await faceSetGiftToSurvey(page, results);
});

test('a launch block’s CHECKOUT opens the store’s checkout with the launch product', async ({
  page,
  baseURL,
}) => {
  const post = await publish(page, 'Green and airy', '<!-- wp:pc/launch {"code":"green"} /-->');
  await page.goto(post.link);
  await launchCheckoutToStore(page, baseURL!);
});

/**
 * Elements on WordPress posts, with their first view from the store (issue 41 "Shown by",
 * docs/decisions/0174, 0176): Debian's real WordPress with our plugin (e2e/wordpress/wordpressSite.ts,
 * as the browser tests start it) on a second origin (127.0.0.2, a port of its own) that the store lists
 * in PC_HOST_ORIGINS (hostPage.ts `hostOrigins`). The Author (no `unfiltered_html`) publishes one post
 * per page element through the REST API, each holding the element's block alone
 * (`<!-- wp:pc/quiz {"type":"gift"} /-->`), so the plugin prints the store's fragment inside the tag
 * (Declarative Shadow DOM), the store's stylesheet, `#pc-config` and the element's module script.
 *
 * The baseline, the bare React + r2wc element on that site, is printed the same way: a must-use plugin
 * the bench writes (`bareMuPlugin`) registers a dynamic block `pc-bench/bare` whose render enqueues
 * the store's stylesheet and the bare element's module script through the plugin's own handles and
 * printing (`pc-storefront-el-…`: `type="module"`, in the footer; `#pc-config` once) and prints the
 * tag. The Author publishes it like any block. Only the first view differs: the bare element has none,
 * as no React + r2wc element embedded without a server render has.
 */
import { startWordPress, type WordPressSite } from '../../e2e/wordpress/wordpressSite.ts';
import type { ElementTag } from '../../packages/shared/src/routes/routeTable.ts';
import { PLUGIN_DIR } from '../build/wordpressPlugin.ts';

export interface WordPressElement {
  readonly tag: ElementTag;
  /** the block's attributes, as the editor saves them in the block comment */
  readonly attributes?: Readonly<Record<string, string>>;
}

/** The page elements (README "WordPress"), each with the attributes the static site gives it. */
export const WORDPRESS_ELEMENTS: readonly WordPressElement[] = [
  { tag: 'pc-quiz', attributes: { type: 'gift' } },
  { tag: 'pc-gift-cards' },
  { tag: 'pc-candle' },
  { tag: 'pc-launch', attributes: { code: 'green' } },
  { tag: 'pc-contact' },
];

/** The WordPress posts Lighthouse runs on (each run about 11 s): the quiz's and the candle's. */
export const WORDPRESS_LIGHTHOUSE: readonly ElementTag[] = ['pc-quiz', 'pc-candle'];

/** The element's block as the editor saves it: the comment alone (`save` is null, decision 0174). */
export const wordpressBlock = ({ tag, attributes }: WordPressElement): string =>
  `<!-- wp:pc/${tag.slice('pc-'.length)}${attributes ? ` ${JSON.stringify(attributes)}` : ''} /-->`;

/** The bare element's block, which `bareMuPlugin` registers. */
export const BARE_BLOCK = '<!-- wp:pc-bench/bare /-->';

/** The bare element's tag as every bare page of the bench prints it. */
export const BARE_TAG_HTML = '<pc-bare name="bench"></pc-bare>';

/** `text` as a PHP string literal. */
const phpString = (text: string): string => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * The must-use plugin that prints the bare element (its script at `bareUrl`/pc-bare.js) as our
 * plugin prints an element (packages/wordpress-plugin/plugin/includes/render.php
 * `pc_storefront_render`), with no first view.
 */
export const bareMuPlugin = (bareUrl: string): string => `<?php
/**
 * The bench's baseline on WordPress (scripts/bench/wordpressPages.ts, docs/decisions/0176): the bare
 * React + r2wc element, as pc_storefront_render prints an element without a first view.
 */
add_action( 'init', static function () {
	register_block_type( 'pc-bench/bare', array(
		'render_callback' => static function () {
			$config = pc_storefront_config();
			wp_enqueue_style( 'pc-storefront-elements', $config['origin'] . '/elements/pc-elements.css', array(), null );
			wp_enqueue_script( 'pc-storefront-el-pc-bare', ${phpString(`${bareUrl}/pc-bare.js`)}, array(), null, true );
			pc_storefront_config_needed( true );
			return ${phpString(BARE_TAG_HTML)};
		},
	) );
} );
`;

/** Whether a post's HTML holds `tag` with the store's first view (its declarative shadow root). */
export const holdsFirstView = (html: string, tag: string): boolean =>
  new RegExp(`<${tag}(?:\\s[^>]*)?><template shadowrootmode="open">`).test(html);

export interface WordPressPage {
  readonly element: WordPressElement;
  readonly url: string;
}

export interface WordPressPages {
  readonly origin: string;
  readonly pages: readonly WordPressPage[];
  /** the bare element's post */
  readonly bare: string;
  /**
   * Loads every post once, so the plugin's copy of each first view (a transient of five minutes,
   * decision 0174) is fresh when the measuring starts, as on a site with visitors; answers a line per
   * post whose HTML does not hold its first view (the fallback: the store did not answer in time).
   */
  warm(): Promise<string[]>;
  close(): Promise<void>;
}

/** Publishes a post as the Author through the REST API (as e2e/wordpress.spec.ts); answers its address. */
const publish = async (site: WordPressSite, title: string, content: string): Promise<string> => {
  const response = await fetch(`${site.origin}/?rest_route=/wp/v2/posts`, {
    method: 'POST',
    headers: { Authorization: site.authorAuth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, content, status: 'publish' }),
  });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`publishing "${title}" answered ${response.status}: ${body}`);
  const post = JSON.parse(body) as { link: string; content: { raw: string } };
  if (post.content.raw !== content) throw new Error(`"${title}" was saved as ${post.content.raw}`);
  return post.link;
};

/**
 * Starts WordPress at `origin` for the store at `store`, writes the bare element's must-use plugin
 * (its script from `bareUrl`), publishes a post per element of WORDPRESS_ELEMENTS and the bare
 * element's, and loads each once (`warm`).
 */
export const serveWordPressPages = async (
  store: string,
  origin: string,
  bareUrl: string,
): Promise<WordPressPages> => {
  const site = await startWordPress({
    origin,
    pluginDir: PLUGIN_DIR,
    settings: { origin: store, ns: 'pc', consent: 'granted' },
    timeoutMs: 90_000,
  });
  try {
    const plugin = Buffer.from(bareMuPlugin(bareUrl)).toString('base64');
    site.php(
      `wp_mkdir_p(WPMU_PLUGIN_DIR); file_put_contents(WPMU_PLUGIN_DIR . '/pc-bench-bare.php', base64_decode('${plugin}'));`,
    );
    const pages: WordPressPage[] = [];
    for (const element of WORDPRESS_ELEMENTS) {
      const url = await publish(site, `${element.tag.slice(3)} on WordPress`, wordpressBlock(element));
      pages.push({ element, url });
    }
    const bare = await publish(site, 'bare element on WordPress', BARE_BLOCK);
    const warm = async (): Promise<string[]> => {
      const problems: string[] = [];
      for (const { element, url } of pages) {
        const html = await (await fetch(url)).text();
        if (!holdsFirstView(html, element.tag))
          problems.push(`${element.tag} (WordPress): the post's HTML holds no first view (the fallback)`);
      }
      const html = await (await fetch(bare)).text();
      if (!html.includes(BARE_TAG_HTML) || !html.includes('pc-bare.js'))
        problems.push('the bare element (WordPress): the post does not print the bare element');
      return problems;
    };
    return { origin, pages, bare, warm, close: () => site.close() };
  } catch (error) {
    await site.close();
    throw error;
  }
};

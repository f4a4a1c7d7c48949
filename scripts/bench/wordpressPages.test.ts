import { describe, expect, it } from 'vitest';
import { STATIC_SITE_ELEMENTS } from './staticSitePages.ts';
import {
  BARE_BLOCK,
  BARE_TAG_HTML,
  bareMuPlugin,
  holdsFirstView,
  WORDPRESS_ELEMENTS,
  WORDPRESS_LIGHTHOUSE,
  wordpressBlock,
} from './wordpressPages.ts';

describe('the WordPress posts of the bench (issue 41, docs/decisions/0176)', () => {
  it('publishes each page element the static site shows, with its block as the editor saves it', () => {
    expect(WORDPRESS_ELEMENTS.map(({ tag }) => tag)).toEqual(STATIC_SITE_ELEMENTS.map(({ tag }) => tag));
    expect(WORDPRESS_ELEMENTS.map(wordpressBlock)).toEqual([
      '<!-- wp:pc/quiz {"type":"gift"} /-->',
      '<!-- wp:pc/gift-cards /-->',
      '<!-- wp:pc/candle /-->',
      '<!-- wp:pc/launch {"code":"green"} /-->',
      '<!-- wp:pc/contact /-->',
    ]);
  });

  it('runs Lighthouse on the quiz and the candle posts, both published', () => {
    expect(WORDPRESS_LIGHTHOUSE).toEqual(['pc-quiz', 'pc-candle']);
    for (const tag of WORDPRESS_LIGHTHOUSE)
      expect(WORDPRESS_ELEMENTS.map((element) => element.tag)).toContain(tag);
  });

  it('prints the bare element as the plugin prints an element: its handles, a module script in the footer, the config once', () => {
    const php = bareMuPlugin('http://127.0.0.1:5555');
    expect(BARE_BLOCK).toBe('<!-- wp:pc-bench/bare /-->');
    expect(php).toContain("register_block_type( 'pc-bench/bare'");
    // The plugin's own style handle (printed once) and script prefix (made a module by its filter).
    expect(php).toContain(
      "wp_enqueue_style( 'pc-storefront-elements', $config['origin'] . '/elements/pc-elements.css'",
    );
    expect(php).toContain(
      "wp_enqueue_script( 'pc-storefront-el-pc-bare', 'http://127.0.0.1:5555/pc-bare.js', array(), null, true )",
    );
    expect(php).toContain('pc_storefront_config_needed( true );');
    expect(php).toContain(`return '${BARE_TAG_HTML}';`);
  });

  it('escapes what it writes into PHP strings', () => {
    expect(bareMuPlugin("http://x/it's\\")).toContain("'http://x/it\\'s\\\\/pc-bare.js'");
  });

  it('tells a post with the first view from one with the fallback', () => {
    expect(
      holdsFirstView('<pc-quiz type="gift" data-pc-first-view><template shadowrootmode="open">', 'pc-quiz'),
    ).toBe(true);
    expect(holdsFirstView('<pc-contact><template shadowrootmode="open"><div>', 'pc-contact')).toBe(true);
    expect(
      holdsFirstView('<pc-quiz type="gift"><p>The gift quiz could not be loaded.</p></pc-quiz>', 'pc-quiz'),
    ).toBe(false);
    expect(holdsFirstView('<pc-quiz-x><template shadowrootmode="open">', 'pc-quiz')).toBe(false);
  });
});

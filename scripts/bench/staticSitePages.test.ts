import { describe, expect, it } from 'vitest';
import { readmeSnippet } from '../../e2e/static-site/staticSite.ts';
import {
  BARE_SITE_PATH,
  bareSiteHtml,
  STATIC_SITE_ELEMENTS,
  staticSiteHtml,
  staticSitePath,
} from './staticSitePages.ts';

const STORE = 'http://127.0.0.1:4321';
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]);
const tagsOf = (html: string) => [...html.matchAll(/<(pc-[a-z-]+)[\s>]/g)].map((match) => match[1]);

describe('the static site pages of the bench (README "On a static site of another origin")', () => {
  it('the quiz page holds the README snippet exactly as written, pointed at the store', () => {
    const html = staticSiteHtml(STORE, { tag: 'pc-quiz' });
    expect(html).toContain(readmeSnippet(STORE));
    expect(html).not.toContain('https://shop.example.com');
  });

  it.each(STATIC_SITE_ELEMENTS)('$tag: one element, its one script from the store, no nonce', (element) => {
    const html = staticSiteHtml(STORE, element);
    expect(tagsOf(html)).toEqual([element.tag]);
    expect(scriptsOf(html)).toEqual([`${STORE}/elements/${element.tag}.js`]);
    expect(html).toContain(`<link rel="stylesheet" href="${STORE}/elements/pc-elements.css">`);
    const config = JSON.parse(/id="pc-config">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    expect(config).toEqual({ apiRoot: STORE, ns: 'pc' });
    if (element.attributes) expect(html).toContain(`<${element.tag} ${element.attributes}>`);
  });

  it('embeds the bare element as the elements are: the same stylesheet and configuration, its script from elsewhere', () => {
    const bare = bareSiteHtml(STORE, 'http://127.0.0.1:5555');
    const element = staticSiteHtml(STORE, { tag: 'pc-gift-cards' });
    expect(tagsOf(bare)).toEqual(['pc-bare']);
    expect(bare).toContain('<pc-bare name="bench"></pc-bare>');
    expect(scriptsOf(bare)).toEqual(['http://127.0.0.1:5555/pc-bare.js']);
    // Everything else of the snippet is the elements' own: the stylesheet link and the configuration.
    const head = (html: string) => html.slice(html.indexOf('<link'), html.indexOf('<script type="module"'));
    expect(head(bare)).toBe(head(element));
  });

  it('puts each element on a path of its own', () => {
    const paths = [...STATIC_SITE_ELEMENTS.map(staticSitePath), BARE_SITE_PATH];
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/pc-quiz');
  });
});

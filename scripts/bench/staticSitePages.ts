/**
 * Elements on a static site of another origin (README "On a static site of another origin",
 * docs/decisions/0098, 0136): a page per element the README says works there, each with nothing but
 * the README's snippet as a CMS author copies it (the quiz's exactly as written; the others with the
 * tag and script swapped: e2e/static-site/staticSite.ts reads it from README.md), served by a plain
 * static server on a second origin (127.0.0.2) the store lists in PC_HOST_ORIGINS (hostPage.ts
 * `hostOrigins`). No server render: the element's script, its chunks and its stylesheet chunks are
 * all a page with one element loads, which the bench holds to the 80 KB of JS (goals.ts).
 */

import { readmeSnippet, sitePage, snippetFor, startStaticSite } from '../../e2e/static-site/staticSite.ts';
import type { ElementTag } from '../../packages/shared/src/routes/routeTable.ts';

export interface StaticSiteElement {
  readonly tag: ElementTag;
  /** the tag's attributes on the page, as a CMS author writes them */
  readonly attributes?: string;
}

/** README's table "on a static site of another origin": the elements that work there with the script alone. */
export const STATIC_SITE_ELEMENTS: readonly StaticSiteElement[] = [
  { tag: 'pc-quiz' },
  { tag: 'pc-gift-cards' },
  { tag: 'pc-candle' },
  { tag: 'pc-launch', attributes: 'code="green"' },
  { tag: 'pc-contact' },
];

/** The page's path on the site: the tag's name. */
export const staticSitePath = ({ tag }: StaticSiteElement): string => `/${tag}`;

/** The site's page holding `element` alone, against the store at `store`. */
export const staticSiteHtml = (store: string, element: StaticSiteElement): string =>
  sitePage(
    `${element.tag.slice(3)} on a static site`,
    element.tag === 'pc-quiz'
      ? readmeSnippet(store)
      : snippetFor(store, element.tag, element.attributes ? { attributes: element.attributes } : {}),
  );

/** The bare element's page on the site: its path, as a tag's. */
export const BARE_SITE_PATH = '/pc-bare';

/**
 * The bare React + r2wc element (bareElementBuild.ts) embedded on the site exactly as an element is: the
 * README's snippet with the store's stylesheet and configuration, the bare element's one script (from
 * `bareUrl`, another origin than the site's, as the store is) and its tag. The baseline of the rows of
 * this site (docs/decisions/0139): what any React + r2wc element costs there before any code of ours.
 */
export const bareSiteHtml = (store: string, bareUrl: string): string =>
  sitePage(
    'bare element on a static site',
    snippetFor(store, 'pc-bare', { attributes: 'name="bench"' }).replace(
      `${store}/elements/pc-bare.js`,
      `${bareUrl}/pc-bare.js`,
    ),
  );

export interface StaticSitePage {
  readonly element: StaticSiteElement;
  readonly url: string;
}

/**
 * Serves every page of STATIC_SITE_ELEMENTS at `origin`, for the store at `store`, and the bare
 * element's page (`bare`, its url) with the bare element's scripts from `bareUrl`.
 */
export const serveStaticSitePages = async (
  store: string,
  origin: string,
  bareUrl: string,
): Promise<{ pages: StaticSitePage[]; bare: string; close(): Promise<void> }> => {
  const site = await startStaticSite(origin);
  for (const element of STATIC_SITE_ELEMENTS)
    site.put(staticSitePath(element), staticSiteHtml(store, element));
  site.put(BARE_SITE_PATH, bareSiteHtml(store, bareUrl));
  return {
    pages: STATIC_SITE_ELEMENTS.map((element) => ({ element, url: `${origin}${staticSitePath(element)}` })),
    bare: `${origin}${BARE_SITE_PATH}`,
    close: () => site.close(),
  };
};

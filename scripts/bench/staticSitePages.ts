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

export interface StaticSitePage {
  readonly element: StaticSiteElement;
  readonly url: string;
}

/** Serves every page of STATIC_SITE_ELEMENTS at `origin`, for the store at `store`. */
export const serveStaticSitePages = async (
  store: string,
  origin: string,
): Promise<{ pages: StaticSitePage[]; close(): Promise<void> }> => {
  const site = await startStaticSite(origin);
  for (const element of STATIC_SITE_ELEMENTS)
    site.put(staticSitePath(element), staticSiteHtml(store, element));
  return {
    pages: STATIC_SITE_ELEMENTS.map((element) => ({ element, url: `${origin}${staticSitePath(element)}` })),
    close: () => site.close(),
  };
};

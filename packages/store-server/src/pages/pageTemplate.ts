import { matchRoute } from '@pc/shared/routes';
import { injectPageConfig, type PageConfig, pageConfigScript } from './pageConfig.ts';
import { injectTitle } from './pageTitle.ts';
import { type BuildManifests, injectPreloads, preloadUrls } from './preloads.ts';
import { type FirstView, injectFirstView, stylesheetPreloads, stylesheetPreloadsAt } from './serverRender.ts';

/**
 * A page as the server sends it (issue 11 item 10, docs/decisions/0056): the demo page with its
 * route's title (decision 0058), module preloads (issue 8 item 3), its element's first view (item 1)
 * and its configuration script. The same text as injectTitle → injectPreloads → injectFirstView →
 * injectPageConfig give, but the demo page's searches (the head's end, the empty main region) and the
 * route's preload list are made once per built demo page, manifests and route, not per request: a
 * page then costs a few concatenations around what is its own (the first view, the nonce, the page
 * data).
 */

const HEAD_END = /<\/head>/i;
const MAIN = /(<main\b[^>]*\bid="pc-main"[^>]*>)\s*(<\/main>)/i;

/** The demo page with the route's preloads, cut where each page's own parts go. */
interface Template {
  /** The page as injectPreloads leaves it (the slow path's start). */
  readonly html: string;
  /** Up to the head's end; null when the page is not the usual head-then-main shape. */
  readonly cut: {
    /** The head up to where a first view's stylesheet preloads go (stylesheetPreloadsAt). */
    readonly head: string;
    /** The rest of the head (its module preloads), up to its end. */
    readonly headRest: string;
    /** From the head's end to the main region's opening tag, included. */
    readonly toMain: string;
    /** From the main region's closing tag to the end. */
    readonly rest: string;
  } | null;
}

const cutOf = (html: string): Template['cut'] => {
  const head = html.search(HEAD_END);
  const main = MAIN.exec(html);
  if (head === -1 || !main || main.index < head) return null;
  const [whole, open = '', close = ''] = main;
  const at = stylesheetPreloadsAt(html);
  return {
    head: html.slice(0, at),
    headRest: html.slice(at, head),
    toMain: `${html.slice(head, main.index)}${open}`,
    rest: `${close}${html.slice(main.index + whole.length)}`,
  };
};

/** The preloads and the title depend on the route only (preloadUrls, injectTitle): one template per route. */
const routeOf = (path: string): string => matchRoute(path)?.route.id ?? '';

/**
 * The pages of one demo page and its manifests: `page` assembles one. A rebuild gives a new demo
 * page or manifests (static/fileCache.ts keeps each until its file changes), which drops the
 * templates made from the old ones.
 */
export const createPageTemplates = () => {
  let made: { demo: string; manifests: BuildManifests } | null = null;
  const templates = new Map<string, Template>();

  const templateOf = (demo: string, manifests: BuildManifests, path: string): Template => {
    if (
      made?.demo !== demo ||
      made.manifests.elements !== manifests.elements ||
      made.manifests.demo !== manifests.demo
    ) {
      made = { demo, manifests };
      templates.clear();
    }
    const route = routeOf(path);
    let template = templates.get(route);
    if (!template) {
      const html = injectPreloads(injectTitle(demo, path), preloadUrls(path, manifests));
      template = { html, cut: cutOf(html) };
      templates.set(route, template);
    }
    return template;
  };

  return {
    /** The page at `path`: as injectPageConfig(injectFirstView(injectPreloads(…), view), config). */
    page(
      demo: string,
      manifests: BuildManifests,
      path: string,
      view: FirstView | null,
      config: PageConfig,
    ): string {
      const { html, cut } = templateOf(demo, manifests, path);
      if (!cut) return injectPageConfig(injectFirstView(html, view), config);
      const script = pageConfigScript(config);
      // Without a view the main region is left as it is, whitespace and all.
      if (!view)
        return `${cut.head}${cut.headRest}${script}${html.slice(cut.head.length + cut.headRest.length)}`;
      return `${cut.head}${stylesheetPreloads(view)}${cut.headRest}${script}${cut.toMain}${view.main}${cut.rest}`;
    },
  };
};

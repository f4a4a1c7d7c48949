import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import type { RouteMatch } from '@pc/shared/routes';
import { markCurrentNavLink } from './navLinks.ts';
import { type PageConfig, pageConfigScript } from './pageConfig.ts';
import { injectTitle } from './pageTitle.ts';
import { type BuildManifests, injectPreloads, preloadUrls } from './preloads.ts';
import type { FirstView } from './serverRender.ts';

/**
 * A page as the server sends it, assembled one way (docs/decisions/0056, 0082): the demo page with its
 * route's title (decision 0058) and module preloads (decision 0022) is a template, made once per
 * built demo page, manifests and route and cut where each page's own parts go; a page is that
 * template filled with its element's first view (decision 0020, its stylesheet inside it: 0202) and
 * the configuration script with the nonce and page data: a few concatenations per request.
 */

const HEAD_END = /<\/head>/i;
/** The head's first module preload (preloads.ts `injectPreloads` puts them after its stylesheets). */
const FIRST_MODULE_PRELOAD = /<link rel="modulepreload"/i;
const MAIN = /(<main\b[^>]*\bid="pc-main"[^>]*>)\s*(<\/main>)/i;

/**
 * A place in the template where a page's own part goes:
 * - `config`: the configuration script, before the head's end (at the start of a page without one);
 * - `images`: the preloads of the first view's images, after the head's stylesheets and before its
 *   module preloads (at the config's place in a head without them): the largest picture of a first
 *   view is often the page's largest paint (docs/decisions/0206);
 * - `main`: the first view, in place of the whitespace `empty` inside the empty
 *   `<main id="pc-main">` (a page without that region shows no first view), its element's stylesheet
 *   inside it (docs/decisions/0202).
 */
type Slot =
  | { readonly part: 'config' }
  | { readonly part: 'images' }
  | { readonly part: 'main'; readonly empty: string };

/** A page's text cut at its slots: `texts[i]`, then `slots[i]`, …, then the last text. */
export interface PageTemplate {
  readonly texts: readonly string[];
  readonly slots: readonly Slot[];
}

/** Cuts a page at its slots, in text order. */
export const pageTemplate = (html: string): PageTemplate => {
  const head = html.search(HEAD_END);
  const places: { from: number; to: number; slot: Slot }[] = [];
  const main = MAIN.exec(html);
  if (main) {
    const [whole, open = '', close = ''] = main;
    const from = main.index + open.length;
    const to = main.index + whole.length - close.length;
    places.push({ from, to, slot: { part: 'main', empty: html.slice(from, to) } });
  }
  const config = head === -1 ? 0 : head;
  const preload = html.slice(0, config).search(FIRST_MODULE_PRELOAD);
  const images = preload === -1 ? config : preload;
  places.push({ from: images, to: images, slot: { part: 'images' } });
  places.push({ from: config, to: config, slot: { part: 'config' } });
  // Stable: at one place, the images before the configuration.
  places.sort((a, b) => a.from - b.from);
  const texts: string[] = [];
  let at = 0;
  for (const { from, to } of places) {
    texts.push(html.slice(at, from));
    at = to;
  }
  texts.push(html.slice(at));
  return { texts, slots: places.map((place) => place.slot) };
};

/** A page's own parts; a part left out leaves its slot as the template has it. */
export interface PageParts {
  readonly view?: FirstView | null;
  readonly config?: PageConfig;
}

/**
 * The head's preloads of a first view's images: the first, its largest picture as a rule (a launch's
 * banner, a candle, a set), asked at high priority, as an image the page shows at once would be.
 */
export const imagePreloads = (images: readonly string[]): string =>
  images
    .map(
      (href, index) =>
        `<link rel="preload" as="image" href="${href}"${index === 0 ? ' fetchpriority="high"' : ''}>`,
    )
    .join('');

/** The template with the page's own parts in their slots. */
export const fillTemplate = ({ texts, slots }: PageTemplate, { view, config }: PageParts): string => {
  let html = texts[0] ?? '';
  slots.forEach((slot, index) => {
    if (slot.part === 'config') html += config ? pageConfigScript(config) : '';
    else if (slot.part === 'images') html += view ? imagePreloads(view.images) : '';
    else html += view ? view.main : slot.empty;
    html += texts[index + 1] ?? '';
  });
  return html;
};

/**
 * The pages of one demo page and its manifests: `page` assembles one. The title and the module
 * preloads depend on the route only (injectTitle, preloadUrls): one template per route. A rebuild
 * gives a new demo page or manifests (static/fileCache.ts keeps each until its file changes), which
 * drops the templates made from the old ones.
 */
export const createPageTemplates = (locale: Locale = DEFAULT_LOCALE) => {
  let made: { demo: string; manifests: BuildManifests } | null = null;
  const templates = new Map<string, PageTemplate>();

  const templateOf = (demo: string, manifests: BuildManifests, match: RouteMatch | null): PageTemplate => {
    if (
      made?.demo !== demo ||
      made.manifests.elements !== manifests.elements ||
      made.manifests.demo !== manifests.demo
    ) {
      made = { demo, manifests };
      templates.clear();
    }
    const route = match?.route.id ?? '';
    let template = templates.get(route);
    if (!template) {
      template = pageTemplate(
        injectPreloads(injectTitle(demo, match, locale), preloadUrls(match, manifests, locale)),
      );
      templates.set(route, template);
    }
    return template;
  };

  return {
    /**
     * The page of the route `match` (null: not found) at `path`, with its first view and configuration,
     * its navigation's link to `path` marked current (navLinks.ts).
     */
    page(
      demo: string,
      manifests: BuildManifests,
      match: RouteMatch | null,
      view: FirstView | null,
      config: PageConfig,
      path: string,
    ): string {
      return markCurrentNavLink(fillTemplate(templateOf(demo, manifests, match), { view, config }), path);
    },
  };
};

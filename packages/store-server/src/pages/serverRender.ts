import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Attributes, type ElementView, matchRoute } from '@pc/shared/routes';
import { RECHECK_MS } from '../static/fileCache.ts';
import { createLru } from '../static/lru.ts';

/**
 * The element's first view in the HTML (issue 8 item 1, design.md "First paint"; docs/decisions/0020):
 * the page of a route whose element is ready carries that element rendered with React into a
 * declarative shadow root, in `<main id="pc-main">` exactly as the demo router would put it there
 * (demo/src/views/routeView.ts), which the router then adopts and the element hydrates.
 *
 * The rendering code is the server render build, dist/ssr/elements.js
 * (scripts/build/serverRenderBuild.ts), loaded with a dynamic import: this server's source imports no element package (design.md "Layout").
 * Without that file pages are served as before, without a first view, and a warning says so once.
 */

/** One element rendered: its markup, and the stylesheet its shadow root links. */
export interface RenderedElement {
  readonly html: string;
  readonly stylesheetHref: string;
}

/** What dist/ssr/elements.js exports (packages/shared/src/element/serverElements.ts). */
export interface ServerElements {
  /**
   * Loads the elements' own stylesheets (their `styles` loaders, docs/decisions/0071); awaited once,
   * before anything renders. Absent from a build made before stylesheets were loaded so.
   */
  loadStylesheets?(): Promise<void>;
  /**
   * `linkStylesheet: false`: the shadow root names its stylesheet instead of linking it, and the
   * element links it when it starts (docs/decisions/0071, 0075).
   */
  renderElement(
    tag: string,
    attributes: Attributes,
    pageData: unknown,
    options?: { readonly linkStylesheet?: boolean },
  ): RenderedElement | null;
  /**
   * The demo's host frame around a framed route's element (demo/src/views/serverFrames.ts, decision
   * 0063), from the page data; null when the page shows no frame (an order that is not the session's).
   * Absent from a build made before frames were rendered: such pages are drawn by the demo router.
   */
  renderFrame?(frame: NonNullable<ElementView['frame']>, pageData: unknown): string | null;
}

/** The server render build's module, under the dist directory. */
export const SERVER_ELEMENTS_FILE = join('ssr', 'elements.js');

/** What a page gets: the main region's content, and the stylesheets to preload in its head. */
export interface FirstView {
  readonly main: string;
  readonly stylesheets: readonly string[];
}

/**
 * The first view of the page at `path`: the route's element with the route's attributes and the
 * page data the page prints, as the demo router mounts it (`pageData` null when the route has none,
 * root-config.ts NO_PAGE_DATA), followed by its companions (ElementView.companions); on a framed
 * route (the checkout, order-received) after the host frame the demo draws there (decision 0063).
 * Null when the demo shows something else there: no route, a content page, an element still to come,
 * a frame with no page to show (an order of another session: not found), or an element this build
 * does not hold.
 */
export const firstViewOf = (elements: ServerElements, path: string, pageData: unknown): FirstView | null => {
  const match = matchRoute(path);
  const view = match?.route.view;
  if (!match || view?.kind !== 'element' || !view.ready) return null;
  const frame = view.frame ? (elements.renderFrame?.(view.frame, pageData ?? null) ?? null) : '';
  if (frame === null) return null;
  // The route's element, then its companions (decision 0052: the candle pages' cross-sell pop-up),
  // which read no page data and draw nothing at first, so their stylesheets are no part of the first
  // paint (docs/decisions/0075): their shadow roots name them, and each links its own when it starts,
  // as the page does once it has loaded (demo/src/views/mountElement.ts `adoptCompanions`). A view
  // this build cannot render whole is left to the demo router.
  const rendered = [
    elements.renderElement(view.tag, match.attributes, pageData ?? null),
    ...(view.companions ?? []).map((companion) =>
      elements.renderElement(companion.tag, companion.attributes, null, { linkStylesheet: false }),
    ),
  ];
  if (rendered.some((element) => element === null)) return null;
  const [own, ...companions] = rendered as [RenderedElement, ...RenderedElement[]];
  return {
    main: `${frame}${own.html}${companions.map((companion) => companion.html).join('')}`,
    stylesheets: [own.stylesheetHref],
  };
};

const MAIN = /(<main\b[^>]*\bid="pc-main"[^>]*>)\s*(<\/main>)/i;

/** The head's preload of each stylesheet of the view. */
export const stylesheetPreloads = (view: FirstView): string =>
  view.stylesheets.map((href) => `<link rel="preload" as="style" href="${href}">`).join('');

/**
 * Where the head's stylesheet preloads go (-1: the page has no head end): before the head's first
 * module preload, else at the head's end. The first view stays unpainted until its shadow root's
 * stylesheet has arrived, while the route's scripts only hydrate what is painted, so on a slow
 * connection the stylesheet is asked for first, not behind some 80 KB of JS (docs/decisions/0058).
 */
export const stylesheetPreloadsAt = (html: string): number => {
  const head = html.search(/<\/head>/i);
  if (head === -1) return -1;
  const modules = html.slice(0, head).search(/<link rel="modulepreload"/i);
  return modules === -1 ? head : modules;
};

/**
 * Puts the first view into the page's empty `<main id="pc-main">`, and a preload of each stylesheet
 * in the head (stylesheetPreloadsAt): the shadow root's link then finds its file already fetched, and
 * a preload applies no rule to the page itself. A page without that main region is left as it is.
 */
export const injectFirstView = (html: string, view: FirstView | null): string => {
  if (!view || !MAIN.test(html)) return html;
  const withMain = html.replace(MAIN, (_, open: string, close: string) => `${open}${view.main}${close}`);
  const preloads = stylesheetPreloads(view);
  const at = stylesheetPreloadsAt(withMain);
  return at === -1 ? withMain : `${withMain.slice(0, at)}${preloads}${withMain.slice(at)}`;
};

/** First views kept: the most recently used of them. */
const KEPT_VIEWS = 500;

/**
 * issue 11 item 10: the first render is a pure function of the server elements, the path and the page
 * data (docs/decisions/0024: no cookie, store, window or clock read while rendering), so the same
 * page with the same data (a shopper's reload, shoppers with the same results) is rendered once and
 * kept, while the module stays the same.
 */
const memoisedFirstViews = () => {
  let module: ServerElements | null = null;
  const views = createLru<FirstView | null>(KEPT_VIEWS);
  return {
    view(elements: ServerElements, path: string, pageData: unknown): FirstView | null {
      if (module !== elements) {
        module = elements;
        views.clear();
      }
      const key = createHash('sha256')
        .update(path)
        .update('\n')
        .update(JSON.stringify(pageData ?? null))
        .digest('base64');
      return views.get(key, () => firstViewOf(elements, path, pageData));
    },
  };
};

export interface Log {
  warn(message: string): void;
}

/**
 * The server render of one dist directory. The module loads when the server starts, and again when a
 * rebuild replaced it (as the demo page is read per request, so a rebuild shows without a restart).
 */
export const createServerRender = (distDir: string) => {
  const file = join(distDir, SERVER_ELEMENTS_FILE);
  let loaded: { mtime: number; checkedAt: number; module: Promise<ServerElements | null> } | null = null;
  let failure: string | null = null;
  const warned = new Set<string>();
  // Null while starting: the warning is then given to the first page's log.
  const warnOnce = (log: Log | null, message: string) => {
    if (!log || warned.has(message)) return;
    warned.add(message);
    log.warn(message);
  };

  /** The module as the file on disk now is (looked at once a second at most, static/fileCache.ts). */
  const current = async (log: Log | null): Promise<Promise<ServerElements | null> | null> => {
    const now = performance.now();
    if (loaded && now - loaded.checkedAt < RECHECK_MS) return loaded.module;
    let mtime: number;
    try {
      mtime = (await stat(file)).mtimeMs;
    } catch {
      warnOnce(log, `${file} is missing: pages are served without the elements' first view (npm run build).`);
      return null;
    }
    if (loaded?.mtime !== mtime) {
      const url = `${pathToFileURL(file).href}?v=${mtime}`;
      loaded = {
        mtime,
        checkedAt: now,
        module: (import(url) as Promise<ServerElements>)
          .then(async (module) => {
            await module.loadStylesheets?.();
            return module;
          })
          .catch((error: unknown) => {
            failure = `${file} could not be loaded (${String(error)}): pages have no first view.`;
            return null;
          }),
      };
    }
    loaded.checkedAt = now;
    return loaded.module;
  };

  const load = async (log: Log | null): Promise<ServerElements | null> => {
    const module = await await current(log);
    if (!module && failure) warnOnce(log, failure);
    return module;
  };
  // Loaded as the server starts, so the first page does not wait for it.
  const starting = load(null);
  const rendered = memoisedFirstViews();

  return {
    /** The first view of `path` (see firstViewOf); null, with one warning, when it cannot be rendered. */
    async firstView(path: string, pageData: unknown, log: Log): Promise<FirstView | null> {
      await starting;
      const elements = await load(log);
      if (!elements) return null;
      try {
        return rendered.view(elements, path, pageData);
      } catch (error) {
        // A view that reads the browser while rendering cannot render here: the page still works.
        const tag = matchRoute(path)?.route.view;
        warnOnce(
          log,
          `The first view of ${tag?.kind === 'element' ? `<${tag.tag}>` : path} could not be rendered on the server: ${String(error)}`,
        );
        return null;
      }
    },
  };
};

const byDistDir = new Map<string, ReturnType<typeof createServerRender>>();

/** One server render per dist directory (an app and its tests' second app share nothing else). */
export const serverRenderOf = (distDir: string): ReturnType<typeof createServerRender> => {
  let render = byDistDir.get(distDir);
  if (!render) {
    render = createServerRender(distDir);
    byDistDir.set(distDir, render);
  }
  return render;
};

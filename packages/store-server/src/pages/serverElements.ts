import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@pc/shared/locale';
import type { Attributes, ElementView } from '@pc/shared/routes';
import { RECHECK_MS } from '../static/fileCache.ts';

/**
 * The server render build's module, dist/ssr/elements.js (scripts/build/serverRenderBuild.ts), loaded with a dynamic
 * import: this server's source imports no element package (design.md "Layout", docs/decisions/0020).
 * Without that file pages are served without a first view, and a warning says so once.
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
  /** Loads every catalog in every locale (docs/decisions/0210); awaited once, before anything renders. */
  loadMessages?(): Promise<void>;
  /**
   * Settles what a first view may wait for: a part an element otherwise loads on the shopper's way,
   * drawn by a first view that shows it (its `firstViewLoads`: the quiz's cologne typeahead); awaited
   * once, before anything renders.
   */
  loadFirstViews?(): Promise<void>;
  /**
   * The CSP sources (`'sha256-…'`) of the stylesheets `stylesheet: 'inline'` prints (docs/decisions/0202).
   */
  inlineStylesheetHashes(): string[];
  /**
   * `stylesheet`: `inline`, a `<style>` in the shadow root (the store's pages, docs/decisions/0202);
   * `link` by default (a page of another origin, decision 0171). `frame`: the demo's host frame the
   * element sits in (the checkout, order-received: docs/decisions/0063, 0147), drawn with React before
   * it from the same page data; null when the page shows no frame (an order that is not the
   * session's). A build made before frames were rendered so ignores it: the page then shows the
   * element without its frame until the router draws it.
   */
  renderElement(
    tag: string,
    attributes: Attributes,
    pageData: unknown,
    options?: {
      readonly stylesheet?: 'inline' | 'link';
      readonly frame?: NonNullable<ElementView['frame']>;
      /** where dist/elements is served: the store's absolute URL for a page of another origin */
      readonly elementsBase?: string;
      /** for a page of another origin: the first-view mark and the page data as a child (decision 0171) */
      readonly fragment?: boolean;
      /** the `#pc-config` apiRoot of the page it goes into: the store's origin on another origin's page */
      readonly apiRoot?: string;
      /** the page's locale (docs/decisions/0210): none, en-US */
      readonly locale?: Locale;
      /** the store's currency when it is not USD (issue 43 item 4): none, USD */
      readonly currency?: string;
      /** the page's author's words (docs/decisions/0211), made ready by `prepareMessages` first */
      readonly messages?: Readonly<Record<string, string>>;
    },
  ): RenderedElement | null;
  /**
   * Makes the author's words of a page of another origin ready in `locale` (docs/decisions/0211): a
   * render with these very words then draws them at once. Absent from a build made before.
   */
  prepareMessages?(messages: Readonly<Record<string, string>>, locale: Locale): Promise<void>;
}

/** The server render build's module, under the dist directory. */
export const SERVER_ELEMENTS_FILE = join('ssr', 'elements.js');

export interface Log {
  warn(message: string): void;
}

/** Gives each message to a log once; none while starting (the first page's log gets it then). */
export const createWarnOnce = () => {
  const warned = new Set<string>();
  return (log: Log | null, message: string): void => {
    if (!log || warned.has(message)) return;
    warned.add(message);
    log.warn(message);
  };
};

/**
 * The module of one dist directory, as the file on disk now is: loaded when the server starts, and
 * again when a rebuild replaced it (as the demo page is read per request, so a rebuild shows without
 * a restart); the file is looked at once a second at most (static/fileCache.ts). Null, with one
 * warning, while the file is missing or cannot be loaded.
 */
export const createServerElementsLoader = (distDir: string) => {
  const file = join(distDir, SERVER_ELEMENTS_FILE);
  let loaded: { mtime: number; checkedAt: number; module: Promise<ServerElements | null> } | null = null;
  let failure: string | null = null;
  const warnOnce = createWarnOnce();

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
            await Promise.all([
              module.loadStylesheets?.(),
              module.loadMessages?.(),
              module.loadFirstViews?.(),
            ]);
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

  return async (log: Log): Promise<ServerElements | null> => {
    await starting;
    return load(log);
  };
};

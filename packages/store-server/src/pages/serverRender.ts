import { createHash } from 'node:crypto';
import { DEFAULT_CURRENCY } from '@pc/shared/format';
import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import type { Attributes, RouteMatch } from '@pc/shared/routes';
import { createLru } from '../static/lru.ts';
import {
  createServerElementsLoader,
  createWarnOnce,
  type Log,
  type RenderedElement,
  type ServerElements,
} from './serverElements.ts';

/**
 * The element's first view in the HTML (design.md "First paint"; docs/decisions/0020): the page of a
 * route that mounts an element carries that element rendered with React into a declarative shadow
 * root, in `<main id="pc-main">` exactly as the demo router would put it there
 * (demo/src/views/routeView.ts), which the router then adopts and the element hydrates. The rendering
 * code is the server render build (serverElements.ts, built by scripts/build/serverRenderBuild.ts).
 */

/**
 * What a page gets: the main region's content, its element's stylesheet inside it (docs/decisions/0202),
 * so the head preloads none.
 */
export interface FirstView {
  readonly main: string;
  /**
   * The images the view preloads (React prints a `<link rel="preload" as="image">` for each image it
   * renders that is not lazy or of low priority), in document order: inside a shadow root's template
   * the browser finds them only once the template is parsed and styled, so the page's head names them
   * too (docs/decisions/0206).
   */
  readonly images: readonly string[];
}

/** An image preload React printed in a first view: its `href`. */
const IMAGE_PRELOAD = /<link rel="preload" as="image" href="([^"]+)"[^>]*>/g;

/** The images `html` preloads, each once, in document order. */
export const preloadedImages = (html: string): string[] => [
  ...new Set([...html.matchAll(IMAGE_PRELOAD)].map((found) => found[1] as string)),
];

/**
 * The first view of the page of a route `match`: the route's element with the route's attributes and the
 * page data the page prints, as the demo router mounts it (`pageData` null when the route has none,
 * root-config.ts NO_PAGE_DATA), followed by its companions (ElementView.companions); on a framed
 * route (the checkout, order-received) after the host frame the demo draws there, which the same
 * render draws with React (decisions 0063, 0147).
 * Null when the demo shows something else there: no route, a content page, a frame with no page to
 * show (an order of another session: not found), or an element this build does not hold.
 */
export const firstViewOf = (
  elements: ServerElements,
  match: RouteMatch | null,
  pageData: unknown,
  locale: Locale = DEFAULT_LOCALE,
  currency: string = DEFAULT_CURRENCY,
): FirstView | null => {
  // The page's language (docs/decisions/0210) and the store's currency (issue 43 item 4): en-US in
  // dollars renders as it always has.
  const inLocale = {
    ...(locale === DEFAULT_LOCALE ? {} : { locale }),
    ...(currency === DEFAULT_CURRENCY ? {} : { currency }),
  };
  const view = match?.route.view;
  if (!match || view?.kind !== 'element') return null;
  // The route's element, then its companions (decision 0052: the candle pages' cross-sell pop-up),
  // which read no page data and draw nothing at first: their scripts load once the page has settled
  // (decision 0075, demo/src/views/servedElement.ts `adoptCompanions`). A view this build cannot render
  // whole is left to the demo router.
  const rendered = [
    // Each holds its stylesheet in its shadow root: styled in the frame that first shows it, with no
    // stylesheet in the body for the parser to wait on (docs/decisions/0202).
    elements.renderElement(view.tag, match.attributes, pageData ?? null, {
      stylesheet: 'inline',
      ...inLocale,
      ...(view.frame ? { frame: view.frame } : {}),
    }),
    ...(view.companions ?? []).map((companion) =>
      elements.renderElement(companion.tag, companion.attributes, null, {
        stylesheet: 'inline',
        ...inLocale,
      }),
    ),
  ];
  if (rendered.some((element) => element === null)) return null;
  const [own, ...companions] = rendered as [RenderedElement, ...RenderedElement[]];
  const main = `${own.html}${companions.map((companion) => companion.html).join('')}`;
  return { main, images: preloadedImages(main) };
};

/** First views kept: the most recently used of them. */
const KEPT_VIEWS = 500;

/**
 * The first render is a pure function of the server elements, the route with its attributes and the
 * page data (docs/decisions/0024: no cookie, store, window or clock read while rendering), so the
 * same page with the same data (a shopper's reload, shoppers with the same results) is rendered once
 * and kept, while the module stays the same (docs/decisions/0045).
 */
const memoisedFirstViews = () => {
  let module: ServerElements | null = null;
  let styleHashes: readonly string[] = [];
  const views = createLru<FirstView | null>(KEPT_VIEWS);
  return {
    /** The CSP sources of the inline stylesheets the last module rendered prints (decision 0202). */
    styleHashes: (): readonly string[] => styleHashes,
    view(
      elements: ServerElements,
      match: RouteMatch,
      pageData: unknown,
      locale: Locale,
      currency: string,
    ): FirstView | null {
      if (module !== elements) {
        module = elements;
        styleHashes = elements.inlineStylesheetHashes();
        views.clear();
      }
      const key = createHash('sha256')
        .update(match.route.id)
        .update('\n')
        .update(JSON.stringify(match.attributes))
        .update('\n')
        .update(JSON.stringify(pageData ?? null))
        .update('\n')
        .update(locale)
        .update('\n')
        .update(currency)
        .digest('base64');
      return views.get(key, () => firstViewOf(elements, match, pageData, locale, currency));
    },
  };
};

/** The server render of one dist directory (its module: serverElements.ts). */
export const createServerRender = (distDir: string) => {
  const serverElements = createServerElementsLoader(distDir);
  const warnOnce = createWarnOnce();
  const rendered = memoisedFirstViews();
  const fragments = memoisedFragments();

  return {
    /**
     * The Content-Security-Policy sources of the inline stylesheets the first views print (decision
     * 0202), as of the last first view rendered: a page's view is rendered before its answer is sent.
     */
    styleHashes: rendered.styleHashes,
    /**
     * The first view of the route `match` in `locale` and `currency` (firstViewOf); null, with one
     * warning, when it cannot render.
     */
    async firstView(
      match: RouteMatch | null,
      pageData: unknown,
      log: Log,
      locale: Locale = DEFAULT_LOCALE,
      currency: string = DEFAULT_CURRENCY,
    ): Promise<FirstView | null> {
      const elements = await serverElements(log);
      if (!elements) return null;
      const view = match?.route.view;
      if (!match || view?.kind !== 'element') return null;
      try {
        return rendered.view(elements, match, pageData, locale, currency);
      } catch (error) {
        // A view that reads the browser while rendering cannot render here: the page still works.
        warnOnce(
          log,
          `The first view of <${view.tag}> could not be rendered on the server: ${String(error)}`,
        );
        return null;
      }
    },
    /**
     * The element alone with its first view and its page data as its data child (the fragment call,
     * docs/decisions/0171); null, with one warning, when this build cannot render it.
     */
    async fragment(request: FragmentRender, log: Log): Promise<RenderedElement | null> {
      const elements = await serverElements(log);
      if (!elements) return null;
      try {
        // The author's words, their ICU formatter loaded, before the render draws them (decision 0211).
        if (request.messages) await elements.prepareMessages?.(request.messages, request.locale);
        return fragments.fragment(elements, request);
      } catch (error) {
        warnOnce(
          log,
          `The fragment of <${request.tag}> could not be rendered on the server: ${String(error)}`,
        );
        return null;
      }
    },
  };
};

/**
 * The fragments kept (docs/decisions/0171): one per store origin, tag, attributes and page data, which
 * change only with the catalogue.
 */
const memoisedFragments = () => {
  let module: ServerElements | null = null;
  const fragments = createLru<RenderedElement | null>(KEPT_VIEWS);
  return {
    fragment(elements: ServerElements, request: FragmentRender): RenderedElement | null {
      if (module !== elements) {
        module = elements;
        fragments.clear();
      }
      const key = createHash('sha256').update(JSON.stringify(request)).digest('base64');
      return fragments.get(key, () =>
        elements.renderElement(request.tag, request.attributes, request.pageData, {
          elementsBase: `${request.storeOrigin}/elements/`,
          apiRoot: request.storeOrigin,
          fragment: true,
          // The host page's language (docs/decisions/0211): en-US renders as it always has.
          ...(request.locale === DEFAULT_LOCALE ? {} : { locale: request.locale }),
          // and the store's currency, which its tag then names (issue 43 item 4)
          ...(request.currency === DEFAULT_CURRENCY ? {} : { currency: request.currency }),
          // and its author's words, as the element there reads them
          ...(request.messages ? { messages: request.messages } : {}),
        }),
      );
    },
  };
};

/**
 * One element alone, for a page of another origin whose `#pc-config` apiRoot is `storeOrigin`: its
 * stylesheet, links and images are the store's absolute URLs.
 */
export interface FragmentRender {
  readonly tag: string;
  readonly attributes: Attributes;
  readonly pageData: unknown;
  readonly storeOrigin: string;
  /** the host page's language (docs/decisions/0211) */
  readonly locale: Locale;
  /** the store's currency (PC_CURRENCY, issue 43 item 4) */
  readonly currency: string;
  /** the host page's author's words (its `#pc-config` `messages`), or null */
  readonly messages: Readonly<Record<string, string>> | null;
}

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

// spec §4 Quiz "Leaving: if the quiz has started, the lose-progress overlay shows, and leaving
// fires a quiz-abandoned event; if not started, the user leaves immediately." This module notices
// every way out of the page that it can hold back:
// - an in-page link (a same-origin <a href> outside the quiz): a capture-phase click listener on
//   the document, so it runs before the host's own link handlers (which check defaultPrevented);
// - a route change in a single-spa host: `single-spa:before-routing-event`, cancelled with
//   `detail.cancelNavigation()`;
// - the back/forward buttons on a host without single-spa: `popstate` (the URL is put back);
// - anything else (typed URL, reload, closing the tab): the browser's own `beforeunload` prompt.
// Leaving for real (LEAVE PAGE) is a full page load with `location.assign`, the unload prompt off.
//
// "Leaving fires a quiz-abandoned event": the guard reports each leaving of a guarded quiz once,
// whichever way it went: LEAVE PAGE, or the page going away past the browser's prompt (`pagehide`:
// reload, closing the tab, a typed address). LEAVE PAGE reports before its page load, so the
// `pagehide` that follows it reports nothing. A shopper who cancels the browser's prompt stays, and
// no `pagehide` comes. A page restored from the back/forward cache is a new visit: it reports again.

// The beacon a left quiz sends ('Quiz Abandoned', decision 0017), with the guard that reports the
// leaving: a quiz that has not started never sends it, so it is no part of the page's first load.
export { trackLeaving } from '@pc/shared';

export interface LeavingGuardOptions {
  /** The <pc-quiz> element: clicks on links inside it (e.g. the welcome-back links) are its own. */
  host: HTMLElement;
  /** Whether leaving now would lose progress: the quiz has started and is not being completed. */
  isGuarded(): boolean;
  /** A guarded navigation to `href` was held back: ask the shopper (the lose-progress overlay). */
  onLeaveAttempt(href: string): void;
  /**
   * The shopper left a guarded quiz (spec §4 Leaving): called once per leaving, before LEAVE PAGE's
   * page load or while the page is going away (`pagehide`), so it must send without waiting.
   */
  onAbandon(): void;
  /** How to leave for real; a full page load by default. */
  navigate?(href: string): void;
}

export interface LeavingGuard {
  /** LEAVE PAGE: go to `href` without the unload prompt. */
  leave(href: string): void;
  uninstall(): void;
}

/** single-spa's before-routing-event detail (single-spa 5.9+). */
interface RoutingDetail {
  newUrl?: string;
  oldUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

/** single-spa defines this global when it is on the page (it also patches popstate then). */
const hasSingleSpa = () =>
  typeof (window as Window & { singleSpaNavigate?: unknown }).singleSpaNavigate === 'function';

/** Same page, ignoring the hash: an in-page anchor is not leaving. */
function samePage(a: URL, b: URL): boolean {
  return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
}

/**
 * The URL a click would navigate this tab to by a same-origin link outside `host`, or null when the
 * click is none of the guard's business: modified or non-primary clicks, already-handled clicks,
 * links opening elsewhere (target, download), other origins, same-page anchors, and links inside
 * the quiz. composedPath() sees through open shadow roots, so a link inside another element counts.
 */
export function guardedLinkHref(event: MouseEvent, host: HTMLElement, here: URL): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const path = event.composedPath();
  if (path.includes(host)) return null;
  // The nearest <a href> on the path: an HTML link, or an SVG <a> (no SVGAElement in every DOM).
  const link = path.find(
    (node): node is Element => node instanceof Element && node.localName === 'a' && node.hasAttribute('href'),
  );
  if (!link) return null;
  const target = link.getAttribute('target');
  if ((target && target !== '_self') || link.hasAttribute('download')) return null;
  const href = link.getAttribute('href') ?? '';
  let url: URL;
  try {
    url = new URL(href, link.baseURI || here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (samePage(url, here)) return null;
  return url.href;
}

export function installLeavingGuard(options: LeavingGuardOptions): LeavingGuard {
  const { host, isGuarded, onLeaveAttempt, onAbandon } = options;
  const navigate = options.navigate ?? ((href: string) => window.location.assign(href));
  let leaving = false;
  const guarded = () => !leaving && isGuarded();
  // Once per leaving: LEAVE PAGE's report covers the pagehide of the page load it starts.
  let abandoned = false;
  const abandon = () => {
    if (abandoned || !isGuarded()) return;
    abandoned = true;
    onAbandon();
  };
  const here = () => new URL(window.location.href);

  const onClick = (event: MouseEvent) => {
    if (!guarded()) return;
    const href = guardedLinkHref(event, host, here());
    if (href === null) return;
    event.preventDefault();
    onLeaveAttempt(href);
  };

  const onBeforeRouting = (event: Event) => {
    const detail = (event as CustomEvent<RoutingDetail>).detail;
    if (!guarded() || typeof detail?.cancelNavigation !== 'function' || !detail.newUrl) return;
    const to = new URL(detail.newUrl, window.location.href);
    // single-spa reroutes once more after a cancel, back to the quiz's own URL: not leaving.
    const from = new URL(detail.oldUrl ?? window.location.href, window.location.href);
    if (samePage(to, from)) return;
    detail.cancelNavigation(true);
    onLeaveAttempt(to.href);
  };

  // Where the quiz is, to put the URL back after a guarded back/forward (hosts without single-spa).
  let quizUrl = window.location.href;
  const onPopState = () => {
    if (hasSingleSpa()) return; // single-spa turns it into a before-routing-event
    const url = here();
    if (!guarded() || samePage(url, new URL(quizUrl))) {
      quizUrl = url.href;
      return;
    }
    window.history.pushState(window.history.state, '', quizUrl);
    onLeaveAttempt(url.href);
  };

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!guarded()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };

  // The page is going away for real: the prompt (if any) was accepted. Not `beforeunload`, which
  // also fires when the shopper then chooses to stay, nor `unload`, which bfcache-able pages lack.
  const onPageHide = () => abandon();

  // Back from the back/forward cache: the quiz is on screen again, guarded as before.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    leaving = false;
    abandoned = false;
  };

  document.addEventListener('click', onClick, true);
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);

  return {
    leave(href) {
      abandon();
      leaving = true;
      navigate(href);
    },
    uninstall() {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    },
  };
}

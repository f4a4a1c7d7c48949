import { createHandOff, HAND_OFF_PARAM } from '../contract/session.ts';
import { callApi } from './client.ts';
import { storeOrigin } from './session.ts';

/**
 * True when `href`, followed from the page at `pageHref`, leaves a page of another origin for a page
 * of the store at `store` (docs/decisions/0098): only then does the cart need a hand-off code. The
 * store's own pages carry the cookie; a page that is not the store's (a host page named by `pages`,
 * a third site) gets no code.
 */
export const leavesForStore = (href: string, pageHref: string, store: string): boolean =>
  new URL(pageHref).origin !== store && new URL(href, pageHref).origin === store;

/** `href` with the hand-off `code` in its query (HAND_OFF_PARAM), resolved against `pageHref`. */
export const withHandOffCode = (href: string, pageHref: string, code: string): string => {
  const url = new URL(href, pageHref);
  url.searchParams.set(HAND_OFF_PARAM, code);
  return url.href;
};

/** True when following `href` from this page needs a hand-off code (leavesForStore, here). */
export const needsHandOff = (href: string): boolean =>
  typeof location !== 'undefined' && leavesForStore(href, location.href, storeOrigin());

/**
 * A code that hands this page's token session to a page of the store (docs/decisions/0098), or
 * undefined where none is needed: on the store's own pages (the cookie goes along) and for a page that
 * is not the store's.
 */
export async function handOffCode(href: string): Promise<string | undefined> {
  if (!needsHandOff(href)) return undefined;
  const { code } = await callApi(createHandOff, {}, { signal: new AbortController().signal });
  return code;
}

/**
 * `href` as a page of another origin must follow it to keep the shopper's cart (docs/decisions/0181):
 * with a fresh, one-use hand-off code when it leaves for a page of the store, `href` itself otherwise.
 * If no code can be had (the store is down), `href` without one: the page still loads.
 */
export const hrefWithHandOff = (href: string): Promise<string> =>
  handOffCode(href).then(
    (code) => (code ? withHandOffCode(href, location.href, code) : href),
    () => href,
  );

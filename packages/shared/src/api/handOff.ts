import { createHandOff, HAND_OFF_PARAM } from '../contract/session.ts';
import { callApi } from './client.ts';
import { onOtherOrigin, storeOrigin } from './session.ts';

/** True when `href` leaves a page of another origin for a page of the store (docs/decisions/0098). */
const leavesForStore = (href: string): boolean =>
  onOtherOrigin() && new URL(href, location.href).origin === storeOrigin();

/**
 * A code that hands this page's token session to a page of the store (docs/decisions/0098), or
 * undefined where none is needed: on the store's own pages (the cookie goes along) and for a page that
 * is not the store's.
 */
export async function handOffCode(href: string): Promise<string | undefined> {
  if (!leavesForStore(href)) return undefined;
  const { code } = await callApi(createHandOff, {}, { signal: new AbortController().signal });
  return code;
}

/**
 * Loads `href`; a page of the store reached from another origin gets a hand-off code in its query,
 * so it shows the cart and survey logs this page built. If no code can be had, it loads without one.
 */
export function goTo(href: string): void {
  if (!leavesForStore(href)) {
    location.assign(href);
    return;
  }
  void handOffCode(href).then(
    (code) => {
      const url = new URL(href, location.href);
      url.searchParams.set(HAND_OFF_PARAM, code!);
      location.assign(url.href);
    },
    () => location.assign(href),
  );
}

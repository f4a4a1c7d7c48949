import { CART_CHANNEL, PcCartChangeEvent } from '@pc/shared/api';
import { QA_PANEL_HEADER } from '@pc/shared/constants';
import { type CartListing, getCartItems } from '@pc/shared/contract';
import * as v from 'valibot';
import { h } from '../dom.ts';
import { storeFetch } from '../storeFetch.ts';
import { cartLineDetails, cartLineText, cartSummaryText } from './cart.ts';

const POLL_MS = 2000;

/**
 * 'Cart': what the store's cart holds now, read through the contract (spec §7 get_cart_items) as
 * the panel's own call. Refreshed on `pc-cart-change` (this tab), on BroadcastChannel `pc-cart` messages
 * (other tabs: docs/architecture.md "Cart changes"), on the Refresh button, and every 2 s while the
 * page is visible. It reads the cart itself rather than through the shared `$cart` store: the panel
 * must not make the page's elements hear other tabs when they would not on a page without it.
 */
export const cartSection = (onFirstRead: () => void = () => {}): HTMLElement => {
  const list = h('ul', { class: 'qa-cart-lines' });
  const summary = h('p', { class: 'qa-cart-summary' }, 'Loading…');
  const refreshButton = h('button', { type: 'button' }, 'Refresh');
  const section = h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-cart-title' },
    h('div', { class: 'qa-section-header' }, h('h3', { id: 'qa-cart-title' }, 'Cart'), refreshButton),
    summary,
    list,
  );

  let shown = '';
  const show = (cart: CartListing | null) => {
    // Re-render only on change: polling must not disturb a reader or a screen reader.
    const key = JSON.stringify(cart);
    if (key === shown) return;
    shown = key;
    if (!cart) {
      summary.textContent = 'The cart could not be read.';
      list.replaceChildren();
      return;
    }
    summary.textContent = cartSummaryText(cart);
    list.replaceChildren(
      ...cart.items.map((line) =>
        h(
          'li',
          {},
          h('span', { class: 'qa-cart-line' }, cartLineText(line)),
          h('span', { class: 'qa-detail' }, cartLineDetails(line)),
        ),
      ),
    );
  };

  let inFlight = false;
  let again = false;
  const refresh = async () => {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    try {
      // Marked as the panel's (QA_PANEL_HEADER): a fault switch counted for the page's elements is
      // left to them (docs/decisions/0189).
      const body = await storeFetch(`${getCartItems.path}?action=${getCartItems.action}`, {
        headers: { [QA_PANEL_HEADER]: '1' },
        signal: AbortSignal.timeout(10_000),
      });
      const answer = v.parse(getCartItems.response, body);
      show(answer.success ? answer.data : null);
    } catch {
      show(null);
    } finally {
      inFlight = false;
      if (again) {
        again = false;
        void refresh();
      }
    }
  };

  refreshButton.addEventListener('click', () => void refresh());
  window.addEventListener(PcCartChangeEvent.type, () => void refresh());
  if ('BroadcastChannel' in window)
    new BroadcastChannel(CART_CHANNEL).addEventListener('message', () => void refresh());
  window.setInterval(() => {
    if (document.visibilityState === 'visible') void refresh();
  }, POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });
  // The panel shows once its cart has been read, so it does not grow under the shopper's eyes.
  void refresh().finally(onFirstRead);
  return section;
};

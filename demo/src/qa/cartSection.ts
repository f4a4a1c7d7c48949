import { h } from '../dom.ts';
import { storeFetch } from '../pageConfig.ts';
import { type CartSummary, cartLineDetails, cartLineText, cartSummaryText, parseCartAnswer } from './cart.ts';

const CART_PATH = '/wp-admin/admin-ajax.php?action=get_cart_items';
const POLL_MS = 2000;

/**
 * 'Cart': what the store's cart holds now. Refreshed on `pc-cart-change` (this tab), on
 * BroadcastChannel `pc-cart` messages (other tabs: docs/architecture.md "Cart changes"), on the
 * Refresh button, and every 2 s while the page is visible.
 */
export const cartSection = (): HTMLElement => {
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
  const show = (cart: CartSummary | null) => {
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
      ...cart.lines.map((line) =>
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
      show(parseCartAnswer(await storeFetch(CART_PATH)));
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
  window.addEventListener('pc-cart-change', () => void refresh());
  if ('BroadcastChannel' in window)
    new BroadcastChannel('pc-cart').addEventListener('message', () => void refresh());
  window.setInterval(() => {
    if (document.visibilityState === 'visible') void refresh();
  }, POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });
  void refresh();
  return section;
};

import { isModifiedClick } from '@pc/shared';
// The demo build gives this script its own copy of these calls, built with /elements/api.js's
// schema builders (scripts/build/demoBuild.ts).
import {
  applyGiftCard,
  type CheckoutSummary,
  changeEGiftDate,
  getCheckout,
  orderReceivedPath,
  removeGiftCard,
  resendEGift,
} from '@pc/shared/contract';
// The element build's own calls (/elements/api.js, decision 0073): the page's one call client and nonce.
import {
  ApiError,
  CART_CHANNEL,
  callApi,
  PcCartChangeEvent,
  placeOrder,
  setCartItemQuantity,
} from '@pc/storefront-elements/api';
import type { CheckoutOptions } from '@pc/storefront-elements/frames';
// The frames' views (docs/decisions/0147): React's, from the element build, by URL. A served frame is
// the store's HTML, so they load once the page has settled, or sooner when a redraw needs them.
import { frameMessages, frameViews } from './frameViews.ts';
import { wireGiftCardField } from './giftCardApply.ts';
import { wireOrderActions } from './orderActions.ts';

// What makes the checkout frame work (docs/decisions/0036, 0063, 0147): PLACE ORDER, the links,
// and the cart re-read when it changes. The frame's nodes come from the store server's HTML on a
// fresh load (the page's boot script loads only this, not the router) or from the router's render
// after an in-page route change (checkout.ts); either way this takes them as they are. Its calls are
// the element build's (/elements/api.js, decision 0073), so both load it on demand, never the router.
// Its words are the frames' catalog's, in the page's locale (frameViews.ts frameMessages).

/**
 * A line's − / + or Remove (packages/storefront-elements/src/frames/lines.tsx, docs/decisions/0124): the cart store's write, once
 * per press while it is in flight; its change re-reads the summary (the cart-change listener below).
 * A refusal shows the store's message in the frame's alert and leaves the line as it was.
 */
const changeLineFrom = async (button: HTMLElement, body: HTMLElement) => {
  const { lineKey, quantity } = button.dataset;
  if (!lineKey || quantity === undefined || button.getAttribute('aria-disabled') === 'true') return;
  button.setAttribute('aria-disabled', 'true');
  const error = body.querySelector('.checkout-error');
  if (error) error.textContent = '';
  try {
    await setCartItemQuantity(lineKey, Number(quantity));
  } catch (failure) {
    if (error)
      error.textContent =
        (failure instanceof ApiError && failure.displayMessage) || (await frameMessages()).lineChangeFailed;
    button.removeAttribute('aria-disabled');
  }
};

/** What the page around the frame does for it. */
export interface FrameHost {
  /** A route change in the page (a full page load when the router cannot load). */
  navigate(url: string): void;
  /** The router is about to be needed (a pointer over PLACE ORDER, a focus on it): load it now. */
  prepare(): void;
  /** Runs `start` once the page has settled (servedElement.ts whenPageSettled), or at once. */
  whenSettled(start: () => void): void;
}

/**
 * PLACE ORDER: stores the order, then routes in the page to its order-received page. A refusal is
 * shown in the frame's alert, and the cart is re-read: the store may have removed lines first
 * (decision 0053), and the shopper sees the new cart before placing the order again.
 */
const placeOrderFrom = async (
  button: HTMLElement,
  body: HTMLElement,
  host: FrameHost,
  refresh: (message?: string) => Promise<void>,
) => {
  if (button.getAttribute('aria-disabled') === 'true') return;
  // aria-disabled, not disabled: the button keeps focus while the order is placed.
  button.setAttribute('aria-disabled', 'true');
  const error = body.querySelector('.checkout-error');
  if (error) error.textContent = '';
  // The order-received page is routed in the page: the router loads while the order is stored.
  host.prepare();
  try {
    // Through the page's cart store (docs/decisions/0180): the header's badge shows the emptied cart.
    const { orderId } = await placeOrder({ signal: AbortSignal.timeout(15_000) });
    host.navigate(orderReceivedPath(orderId));
  } catch (failure) {
    const message =
      (failure instanceof ApiError && failure.displayMessage) || (await frameMessages()).placeOrderFailed;
    if (error) error.textContent = message;
    button.removeAttribute('aria-disabled');
    if (failure instanceof ApiError && failure.status === 400) void refresh(message);
  }
};

/** The checkout options a frame was drawn with (docs/decisions/0144), none when it says none. */
const checkoutOptionsOf = (section: HTMLElement): CheckoutOptions => {
  try {
    return section.dataset.checkout ? (JSON.parse(section.dataset.checkout) as CheckoutOptions) : {};
  } catch {
    return {};
  }
};

/**
 * Makes the checkout frame `section` (`[data-frame="checkout"]`, frames/checkout.tsx CheckoutFrame) work:
 * PLACE ORDER and the frame's links by delegation (so a re-rendered cart needs nothing more), and the
 * cart followed while the frame is in the page: a `pc-cart-change` (the cross-sell's action) or
 * another tab's change re-reads it, redraws it and announces the new total.
 */
export const wireCheckout = (section: HTMLElement, host: FrameHost): void => {
  const body = section.querySelector<HTMLElement>('.checkout-body');
  const status = section.querySelector<HTMLElement>('[role="status"]');
  if (!body || !status) return;
  // The page data's checkout options, kept on the section for redraws (frames/checkout.tsx CheckoutFrame).
  const options = checkoutOptionsOf(section);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CART_CHANNEL);
  let pending: AbortController | null = null;
  const stop = () => {
    window.removeEventListener(PcCartChangeEvent.type, onCartChange);
    channel?.close();
    pending?.abort();
  };
  /** `message`: a refused order's, kept above the new cart (decision 0053). */
  async function refresh(message?: string) {
    if (!body!.isConnected) return stop();
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    try {
      const [summary, views] = await Promise.all([
        callApi(getCheckout, {}, { signal: controller.signal }),
        frameViews.load(),
      ]);
      if (!body!.isConnected || controller.signal.aborted) return;
      await draw(summary, views.messages.cartUpdated({ total: views.price(summary.total) }));
      // The refusal stays in view over the new cart, an emptied one too (it has no PLACE ORDER).
      if (message) {
        const error = body!.querySelector('.checkout-error');
        if (error) error.textContent = message;
        else body!.append(...views.checkoutErrorNodes(message));
      }
    } catch {
      // A failed refresh keeps what shows; the order is priced by the store anyway.
    }
  }
  /** Draws the cart from `summary` and announces `message` (a new total, a gift card applied). */
  async function draw(summary: CheckoutSummary, message: string) {
    const views = await frameViews.load();
    const focused = document.activeElement;
    const label =
      focused instanceof HTMLElement && body!.contains(focused) ? focused.getAttribute('aria-label') : null;
    body!.replaceChildren(...views.cartSummaryNodes(summary, options));
    // A line control pressed from the keyboard keeps the focus in the redrawn cart (the same control,
    // or PLACE ORDER when its line is gone).
    if (label !== null)
      (
        body!.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]:not(:disabled)`) ??
        body!.querySelector<HTMLElement>('.checkout-place, a')
      )?.focus();
    status!.textContent = message;
  }
  wireGiftCardField(body, draw, {
    apply: (code) => callApi(applyGiftCard, { code }, { signal: AbortSignal.timeout(15_000) }),
    remove: (id) => callApi(removeGiftCard, { id }, { signal: AbortSignal.timeout(15_000) }),
  });
  const onCartChange = () => void refresh();
  window.addEventListener(PcCartChangeEvent.type, onCartChange);
  channel?.addEventListener('message', onCartChange);

  body.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const place = target?.closest<HTMLElement>('.checkout-place');
    if (place) {
      void placeOrderFrom(place, body, host, refresh);
      return;
    }
    const lineControl = target?.closest<HTMLElement>('[data-line-key]');
    if (lineControl) {
      void changeLineFrom(lineControl, body);
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[data-internal]');
    if (!link || isModifiedClick(event)) return;
    event.preventDefault();
    host.navigate(link.getAttribute('href') ?? '/');
  });
  for (const type of ['pointerover', 'focusin'] as const) {
    body.addEventListener(type, (event) => {
      frameViews.preload();
      if (event.target instanceof Element && event.target.closest('.checkout-place, a[data-internal]'))
        host.prepare();
    });
  }
  host.whenSettled(frameViews.preload);
};

/**
 * Makes the order-received page's e-gift forms work (docs/decisions/0118): `order` is its
 * `section.order` (frames/order.tsx OrderReceivedFrame), printed by the store server or drawn by the router.
 */
export const wireOrderReceived = (order: HTMLElement): void =>
  wireOrderActions(order, {
    changeDate: (ids, date) =>
      callApi(changeEGiftDate, { ...ids, date }, { signal: AbortSignal.timeout(15_000) }),
    resend: (ids, email) => callApi(resendEGift, { ...ids, email }, { signal: AbortSignal.timeout(15_000) }),
  });

import type { CartListing } from '../contract/cart.ts';

/** docs/architecture.md "Cart changes": the BroadcastChannel that carries them across tabs. */
export const CART_CHANNEL = 'pc-cart';

/** Why the cart changed: a write in this tab, or a reload after another tab changed it. */
export type CartChangeReason = 'add' | 'clear' | 'other-tab';

export interface PcCartChangeDetail {
  cart: CartListing;
  /** The cart before the change, when this page knew it (null: not loaded). */
  previous: CartListing | null;
  reason: CartChangeReason;
}

/**
 * Dispatched on `window` after every cart change (docs/architecture.md "Cart changes").
 * @event pc-cart-change
 */
export class PcCartChangeEvent extends CustomEvent<PcCartChangeDetail> {
  static readonly type = 'pc-cart-change';
  constructor(detail: PcCartChangeDetail) {
    super(PcCartChangeEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pc-cart-change': PcCartChangeEvent;
  }
}

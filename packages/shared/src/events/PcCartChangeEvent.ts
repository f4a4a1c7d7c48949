import type { AddToCartRequest, CartListing } from '../contract/cart.ts';

/** docs/architecture.md "Cart changes": the BroadcastChannel that carries them across tabs. */
export const CART_CHANNEL = 'pc-cart';

/** Why the cart changed: a write in this tab, or a reload after another tab changed it. */
export type CartChangeReason = 'add' | 'clear' | 'other-tab';

/** The product fields of 'Product Added' and 'Product Removed' (Segment's product fields, spec §7). */
export type ProductAnalyticsFields = {
  product_id: number;
  variant: number;
  sku: string;
  name: string;
  category: string;
  price: number;
  quantity: number;
  subscription: boolean;
  /** weeks between deliveries; 0 = bought once */
  cadence: number;
  /** 'bundle' for a set line with its items, else what the element knows ('synthetic', 'none') */
  bundle_type: string;
  survey_log_id: string | null;
};

/** spec §7 'Product Added' for the bathroom module: its products at once. */
export type BathroomModuleAdded = {
  source: 'bathroom-module';
  product_ids: readonly number[];
  survey_log_id: string;
};

/**
 * What one of this tab's adds put in the cart, for spec §7 analytics 'Product Added': the
 * add-to-cart request (the listener reads the line the store made for it), and the event's
 * properties when the element knows more than that line does (the price it showed, a synthetic set's
 * item, the bathroom module's products).
 */
export interface CartAddition {
  request?: AddToCartRequest;
  properties?: ProductAnalyticsFields | BathroomModuleAdded;
}

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
  /**
   * What this tab's add put in the cart, for the page's own reactions (spec §7 'Product Added',
   * cartAnalytics.ts); absent for other changes (a clear, another tab, a cross-sell action).
   */
  readonly added: CartAddition | undefined;
  constructor(detail: PcCartChangeDetail, added?: CartAddition) {
    super(PcCartChangeEvent.type, { detail, bubbles: true, composed: true });
    this.added = added;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pc-cart-change': PcCartChangeEvent;
  }
}

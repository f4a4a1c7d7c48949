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

/**
 * What one of this tab's adds put in the cart, as the element that added it knows it (spec §7
 * analytics 'Product Added' is sent from it): a product by its add-to-cart request, with its fields
 * when the element knows more than the cart line does (the price it showed, a synthetic set's item),
 * or the bathroom module with its products.
 */
export type CartAddition =
  | { kind: 'product'; request: AddToCartRequest; fields?: ProductAnalyticsFields }
  | { kind: 'bathroom-module'; surveyLogId: string; productIds: readonly number[] };

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

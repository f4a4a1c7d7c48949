import type { CartListing } from '../contract/cart.ts';

/** docs/architecture.md "Cart changes": the BroadcastChannel that carries them across tabs. */
export const CART_CHANNEL = 'pc-cart';

/**
 * Why the cart changed: a write in this tab (an add, a clear, a line's quantity or removal: 'update',
 * an order placed from it: 'order'), or a reload after another tab changed it.
 */
export type CartChangeReason = 'add' | 'clear' | 'update' | 'order' | 'other-tab';

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

/** spec §7 'Product Added' properties of one add. */
export type ProductAddedProperties = ProductAnalyticsFields | BathroomModuleAdded;

/**
 * What an add tells 'Product Added' (decision 0087): its properties as the element knows them (the
 * price it showed, a synthetic set's item, the bathroom module's products), or how to read them from
 * the cart the add made (a buy button's add: the line the store made).
 */
export type ProductAdded =
  | ProductAddedProperties
  | ((cart: CartListing) => ProductAddedProperties | undefined);

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
  readonly added: ProductAddedProperties | undefined;
  constructor(detail: PcCartChangeDetail, added?: ProductAddedProperties) {
    super(PcCartChangeEvent.type, { detail, bubbles: true, composed: true });
    this.added = added;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pc-cart-change': PcCartChangeEvent;
  }
}

// spec §7 analytics 'Product Removed': a reaction to the cart's changes (design.md "Analytics reacts to
// events rather than being called from every component"). The cart store says what the cart was
// before and after each of this tab's writes; this listener turns what left it into one event per
// product. Other tabs' changes are not reported here: the tab that made them reports them.
import { track } from './analytics.ts';
import { ANALYTICS_EVENTS } from './constants.ts';
import type { CartItem, CartListing } from './contract/cart.ts';
import { PcCartChangeEvent } from './events/PcCartChangeEvent.ts';

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

/** A cart line's product fields, for `quantity` of its units. */
export const cartLineFields = (line: CartItem, quantity: number): ProductAnalyticsFields => ({
  product_id: line.productId,
  variant: line.variationId,
  sku: line.sku,
  name: line.name,
  category: line.category,
  price: line.price,
  quantity,
  subscription: line.cadence > 0,
  cadence: line.cadence,
  // A cart line knows only whether it carries a set's items (docs/decisions/0013).
  bundle_type: line.bundle.length > 0 ? 'bundle' : 'none',
  survey_log_id: line.surveyLogId || null,
});

/**
 * What left the cart between `before` and `after`: each line that is gone, or whose quantity fell,
 * with the number of units removed. Lines are matched by their key (one key per identical addition).
 */
export const removedLines = (
  before: CartListing,
  after: CartListing,
): { line: CartItem; quantity: number }[] =>
  before.items.flatMap((line) => {
    const left = after.items.find((candidate) => candidate.key === line.key)?.quantity ?? 0;
    return line.quantity > left ? [{ line, quantity: line.quantity - left }] : [];
  });

/** Listens to `pc-cart-change` and sends 'Product Removed' once per removed product. Returns the stop function. */
export function trackCartRemovals(): () => void {
  if (typeof window === 'undefined') return () => {};
  const onChange = ({ detail }: PcCartChangeEvent) => {
    if (detail.reason === 'other-tab' || detail.previous === null) return;
    for (const { line, quantity } of removedLines(detail.previous, detail.cart))
      track(ANALYTICS_EVENTS.productRemoved, cartLineFields(line, quantity));
  };
  window.addEventListener(PcCartChangeEvent.type, onChange);
  return () => window.removeEventListener(PcCartChangeEvent.type, onChange);
}

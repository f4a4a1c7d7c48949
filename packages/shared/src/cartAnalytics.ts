// spec §7 analytics 'Product Added' and 'Product Removed': reactions to the cart's changes (design.md
// "Analytics reacts to events rather than being called from every component"). The cart store says
// what the cart was before and after each of this tab's writes, and what an add put in it; these
// listeners turn that into events. Other tabs' changes are not reported here: the tab that made them
// reports them.
import { track } from './analytics.ts';
import { ANALYTICS_EVENTS } from './constants.ts';
import type { CartItem, CartListing } from './contract/cart.ts';
import { PcCartChangeEvent, type ProductAnalyticsFields } from './events/PcCartChangeEvent.ts';

export type { ProductAnalyticsFields } from './events/PcCartChangeEvent.ts';

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

/**
 * Listens to `pc-cart-change` and sends 'Product Added' for this tab's adds and 'Product Removed' once
 * per removed product. Returns the stop function.
 */
export function trackCartChanges(): () => void {
  if (typeof window === 'undefined') return () => {};
  const onChange = ({ detail, added }: PcCartChangeEvent) => {
    // Another tab's change was tracked there; an order's lines were bought, not removed (spec §7).
    if (detail.reason === 'other-tab' || detail.reason === 'order') return;
    if (detail.previous)
      for (const { line, quantity } of removedLines(detail.previous, detail.cart))
        track(ANALYTICS_EVENTS.productRemoved, cartLineFields(line, quantity));
    if (added) track(ANALYTICS_EVENTS.productAdded, added);
  };
  window.addEventListener(PcCartChangeEvent.type, onChange);
  return () => window.removeEventListener(PcCartChangeEvent.type, onChange);
}

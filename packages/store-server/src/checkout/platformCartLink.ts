import type { Platform } from './platformSettings.ts';

// docs/decisions/0144: the cart goes to the platform's checkout by the platform's own link, carrying
// the hand-off's reference, which the platform keeps on the order and its webhooks send back.
// - WooCommerce's shareable checkout link (WooCommerce 9.9+): `/checkout-link/?products=ID:QTY,…`
//   (a variation by its own id), plus `pc_session=<ref>`, which the shop keeps as the order's
//   `pc_session` meta (README "Checkout platform").
// - Shopify's cart permalink: `/cart/VARIANT:QTY,…?attributes[pc_session]=<ref>`; cart attributes
//   become the order's `note_attributes`.
// The catalogue's variation ids are the platform's (WooCommerce's post ids, spec §7's add-to-cart
// form; a Shopify shop imports its variants with their ids).

/** The session reference's name on the platform's order (WooCommerce meta key, Shopify attribute). */
export const SESSION_REF_KEY = 'pc_session';

export interface HandedOffLine {
  productId: number;
  variationId: number;
  quantity: number;
}

/** One entry per platform id, in the cart's order; lines of one variation (two e-gifts) add up. */
const quantities = (lines: readonly HandedOffLine[]): [number, number][] => {
  const byId = new Map<number, number>();
  for (const line of lines) {
    const id = line.variationId > 0 ? line.variationId : line.productId;
    byId.set(id, (byId.get(id) ?? 0) + line.quantity);
  }
  return [...byId];
};

/** The platform's checkout for these lines, under `shopUrl` (no trailing slash). */
export const platformCartUrl = (
  platform: Platform,
  shopUrl: string,
  lines: readonly HandedOffLine[],
  ref: string,
): string => {
  const items = quantities(lines)
    .map(([id, quantity]) => `${id}:${quantity}`)
    .join(',');
  const reference = encodeURIComponent(ref);
  if (platform === 'shopify') {
    return `${shopUrl}/cart/${items}?attributes%5B${SESSION_REF_KEY}%5D=${reference}`;
  }
  return `${shopUrl}/checkout-link/?products=${items}&${SESSION_REF_KEY}=${reference}`;
};

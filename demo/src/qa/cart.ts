import type { CartItem, CartListing } from '@pc/shared/contract';
import { formatPrice } from '@pc/shared/format';
import { pageConfig } from '../pageConfig.ts';

/**
 * The cart listing as the QA panel shows it: texts for the lines of spec §7 get_cart_items, read
 * through the shared contract (contract/cart.ts CartListing) by the shared client.
 */

/** The one price formatter's text with its cents always written ('$34.00'), as the QA panel lists the cart. */
const ledgerPrice = (amount: number): string => {
  const text = formatPrice(amount, 'en-US', pageConfig().currency);
  return text.includes('.') ? text : `${text}.00`;
};

/** The line as tests find it: `{name} × {quantity}`. */
export const cartLineText = (line: CartItem): string => `${line.name} × ${line.quantity}`;

/** The line's details: sku, unit price and cadence (spec §4: subscription choice sets cadence). */
export const cartLineDetails = (line: CartItem): string =>
  [
    line.sku,
    ledgerPrice(line.price),
    line.cadence > 0 ? `every ${line.cadence} ${line.cadence === 1 ? 'week' : 'weeks'}` : 'once',
  ]
    .filter(Boolean)
    .join(' · ');

export const cartSummaryText = (cart: CartListing): string =>
  cart.count === 0
    ? 'Cart is empty'
    : `${cart.count} ${cart.count === 1 ? 'item' : 'items'}, subtotal ${ledgerPrice(cart.subtotal)}`;

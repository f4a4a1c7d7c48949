import { earnsFreeShipping } from '@pc/shared/constants';
import type { CheckoutDiscount, CheckoutSummary } from '@pc/shared/contract';

// Checkout's arithmetic (docs/decisions/0036): the cart's lines, the coupons on it, and spec §9's free-shipping
// rule "spend $25 or subscribe". The spec gives no shipping price for other orders; the store charges
// STANDARD_SHIPPING (docs/decisions/0036). In cents throughout, so no sum drifts.

/** Regular shipping (spec §9: 3-7 business days) for an order that earns no free shipping. */
export const STANDARD_SHIPPING = 5.95;

export interface SummaryLineInput {
  key: string;
  name: string;
  image: string;
  quantity: number;
  /** weeks between deliveries; 0 = bought once */
  cadence: number;
  /** unit price, dollars */
  price: number;
  /** what the line's quantity control allows (docs/decisions/0124) */
  maxQuantity?: number;
  note?: string | null;
}

const cents = (dollars: number): number => Math.round(dollars * 100);
const dollars = (amount: number): number => amount / 100;

/**
 * The cart as checkout shows and the order stores it. Coupons apply in the order given, each capped at
 * what is left of the lines' total, so a total never goes below the shipping; a coupon that has
 * nothing left to take off is not listed.
 */
export const checkoutSummary = (
  lines: readonly SummaryLineInput[],
  coupons: readonly CheckoutDiscount[],
): CheckoutSummary => {
  const subtotal = lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  let left = subtotal;
  const discounts: CheckoutDiscount[] = [];
  for (const coupon of coupons) {
    const amount = Math.min(cents(coupon.amount), left);
    if (amount <= 0) continue;
    left -= amount;
    discounts.push({ code: coupon.code, amount: dollars(amount) });
  }
  const discountTotal = subtotal - left;
  const subscribes = lines.some((line) => line.cadence > 0);
  const freeShipping = lines.length > 0 && earnsFreeShipping(left, subscribes);
  const shipping = lines.length === 0 || freeShipping ? 0 : cents(STANDARD_SHIPPING);
  return {
    lines: lines.map((line) => ({
      key: line.key,
      name: line.name,
      image: line.image,
      quantity: line.quantity,
      cadence: line.cadence,
      unitPrice: line.price,
      lineTotal: dollars(cents(line.price) * line.quantity),
      ...(line.maxQuantity === undefined ? {} : { maxQuantity: line.maxQuantity, note: line.note ?? null }),
    })),
    discounts,
    subtotal: dollars(subtotal),
    discountTotal: dollars(discountTotal),
    shipping: dollars(shipping),
    freeShipping,
    total: dollars(left + shipping),
  };
};

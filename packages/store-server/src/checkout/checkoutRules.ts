import type { CheckoutDiscount, CheckoutSummary, EGiftDetails, SingleUnitReason } from '@pc/shared/contract';
import { shippingOf } from '@pc/shared/shipping';
import { type CardBalance, type GiftCardInput, redeem } from '../giftCards/redemptionRules.ts';

// Checkout's arithmetic (docs/decisions/0036): the cart's lines, the coupons on it, and spec §9's free-shipping
// rule "spend $25 or subscribe". The spec gives no shipping price for other orders; the store charges
// STANDARD_SHIPPING (docs/decisions/0036). An e-gift card ships nothing (docs/decisions/0116); the gift
// cards applied pay what spec §9 lets them (giftCards/redemptionRules.ts). In cents throughout, so no sum drifts.

/** Regular shipping (spec §9: 3-7 business days) for an order that earns no free shipping. */
export const STANDARD_SHIPPING = 5.95;

/** docs/decisions/0114: the store charges no sales tax without a shipping address. */
export const SALES_TAX = 0;

export interface SummaryLineInput {
  key: string;
  name: string;
  image: string;
  quantity: number;
  /** weeks between deliveries; 0 = bought once */
  cadence: number;
  /** unit price, dollars */
  price: number;
  /** a gift card line (either kind): a gift card never pays for it (docs/decisions/0114) */
  giftCardLine?: boolean;
  /** an e-gift line's card: sent by email, it ships nothing (docs/decisions/0116) */
  eGift?: EGiftDetails | null;
  /** spec §4: its variation is onbackorder */
  backordered?: boolean;
  /** what the line's quantity control allows (docs/decisions/0124) */
  maxQuantity?: number;
  singleUnit?: SingleUnitReason | null;
}

const cents = (dollars: number): number => Math.round(dollars * 100);
const dollars = (amount: number): number => amount / 100;

/**
 * The cart as checkout shows and the order stores it. Coupons apply in the order given, each capped at
 * what is left of the lines' total, so a total never goes below the shipping; a coupon that has
 * nothing left to take off is not listed. A cart of e-gift cards alone ships nothing and charges no
 * shipping; e-gift cards do not count toward the $25 (docs/decisions/0116). The gift cards then pay
 * what they may of the total (spec §9; redemptionRules.ts).
 */
export const checkoutSummary = (
  lines: readonly SummaryLineInput[],
  coupons: readonly CheckoutDiscount[],
  giftCards: readonly GiftCardInput[] = [],
): CheckoutSummary => {
  const lineCents = (line: SummaryLineInput) => cents(line.price) * line.quantity;
  const subtotal = lines.reduce((sum, line) => sum + lineCents(line), 0);
  let left = subtotal;
  const discounts: CheckoutDiscount[] = [];
  for (const coupon of coupons) {
    const amount = Math.min(cents(coupon.amount), left);
    if (amount <= 0) continue;
    left -= amount;
    discounts.push({ code: coupon.code, amount: dollars(amount) });
  }
  const discountTotal = subtotal - left;
  const shipped = shippingOf(
    lines.map((line) => ({ cents: lineCents(line), cadence: line.cadence, eGift: Boolean(line.eGift) })),
    discountTotal,
  );
  const shipping = shipped === 'charged' ? cents(STANDARD_SHIPPING) : 0;
  const tax = cents(SALES_TAX);
  const total = left + shipping + tax;
  const excluded = lines.filter((line) => line.cadence > 0 || line.giftCardLine);
  const redemption = redeem(
    { totalCents: total, excludedCents: excluded.reduce((sum, line) => sum + lineCents(line), 0) },
    giftCards.map((card): CardBalance => ({ id: card.id, balanceCents: cents(card.balance) })),
  );
  return {
    lines: lines.map((line) => ({
      key: line.key,
      name: line.name,
      image: line.image,
      quantity: line.quantity,
      cadence: line.cadence,
      unitPrice: line.price,
      lineTotal: dollars(lineCents(line)),
      eGift: line.eGift ?? null,
      backordered: line.backordered ?? false,
      ...(line.maxQuantity === undefined
        ? {}
        : { maxQuantity: line.maxQuantity, singleUnit: line.singleUnit ?? null }),
    })),
    discounts,
    subtotal: dollars(subtotal),
    discountTotal: dollars(discountTotal),
    shipping: dollars(shipping),
    freeShipping: shipped === 'free',
    nothingShips: shipped === 'nothing-ships',
    tax: dollars(tax),
    total: dollars(total),
    giftCards: giftCards.map((card, index) => ({
      id: card.id,
      last4: card.last4,
      balance: card.balance,
      amount: dollars(redemption.cards[index]!.amountCents),
    })),
    giftCardExclusions: excluded.length > 0,
    amountDue: dollars(redemption.dueCents),
  };
};

// spec §9 "Gift cards are not usable on subscriptions and do not cover tax or shipping beyond the
// balance; gift cards are non-refundable", as arithmetic (docs/decisions/0114): what the cards on a
// cart may pay of its total, card by card, in cents. Pure: checkout's summary and the placed order
// both take their amounts from here.

/** What a cart costs, in cents, as far as the cards are concerned. */
export interface Payable {
  /** The whole order: lines after discounts, plus shipping, plus tax. */
  totalCents: number;
  /**
   * The lines no card may pay for (spec §9: subscriptions; docs/decisions/0114: gift cards too), at
   * their full price: a discount is never taken as paying for them, so no cent of them is covered.
   */
  excludedCents: number;
}

export interface CardBalance {
  id: string;
  /** The card's balance now: the sum of its ledger rows. */
  balanceCents: number;
}

/** A gift card applied to a cart, with its balance now (dollars) and the last four of its code. */
export interface GiftCardInput {
  id: string;
  last4: string;
  balance: number;
}

export interface CardApplied {
  id: string;
  /** What the card pays of this order: at most its balance, never below 0. */
  amountCents: number;
}

export interface Redemption {
  cards: CardApplied[];
  /** What the cards pay in all. */
  coveredCents: number;
  /** What is left to pay by other means. */
  dueCents: number;
}

/**
 * The cards, in the order they were applied, each paying what it can of what is left of the part
 * of the order a card may pay: the lines that are not excluded, their shipping and their tax (spec
 * §9: tax and shipping only within the balance). A card with nothing left to pay for pays 0.
 */
export const redeem = (payable: Payable, cards: readonly CardBalance[]): Redemption => {
  let coverable = Math.max(0, payable.totalCents - payable.excludedCents);
  const applied = cards.map((card) => {
    const amountCents = Math.max(0, Math.min(card.balanceCents, coverable));
    coverable -= amountCents;
    return { id: card.id, amountCents };
  });
  const coveredCents = applied.reduce((sum, card) => sum + card.amountCents, 0);
  return { cards: applied, coveredCents, dueCents: payable.totalCents - coveredCents };
};

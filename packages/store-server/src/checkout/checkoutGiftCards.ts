import type { CheckoutSummary } from '@pc/shared/contract';
import type { Db } from '../db/db.ts';
import type { CodeGuessLimit } from '../giftCards/codeGuessLimit.ts';
import {
  findCardByCode,
  MAX_CARDS_PER_ORDER,
  putGiftCardOnCart,
  takeGiftCardOffCart,
} from '../giftCards/giftCardRedemption.ts';
import { invalidParam } from '../http/errors.ts';
import { ensureSession } from '../session/sessionRepository.ts';
import { checkoutOf } from './orderRepository.ts';

// spec §9 redemption at checkout (docs/decisions/0114): a gift card applied to the session's cart is
// shown with what it pays; placing the order redeems it (orderRepository.ts placeOrder). The
// refusals are the shopper's to fix, each with its message.

export interface GuessLimitOf {
  guesses: CodeGuessLimit;
  who: string;
  now: number;
}

/**
 * Applies the card `code` names to the cart and answers the new summary. Refused: a wrong code
 * (mistyped, unknown: counted against guessing), a spent card, one already applied, a sixth card, an
 * empty cart, and a cart a card cannot pay anything of (subscriptions or gift cards alone).
 */
export const applyGiftCardToCart = (
  db: Db,
  sessionId: string,
  code: string,
  limit: GuessLimitOf,
): Promise<CheckoutSummary> =>
  db.transaction(async (tx) => {
    await ensureSession(tx, sessionId);
    await tx.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [sessionId]);
    const card = await findCardByCode(tx, code, limit);
    const before = await checkoutOf(tx, sessionId);
    if (before.lines.length === 0) throw invalidParam('The cart is empty', (m) => m.giftCardEmptyCart);
    if (before.giftCards.some((applied) => applied.id === card.id))
      throw invalidParam('The gift card is already applied', (m) => m.giftCardAlreadyApplied);
    if (card.balance <= 0) throw invalidParam('The gift card has no balance', (m) => m.giftCardSpent);
    if (before.giftCards.length >= MAX_CARDS_PER_ORDER)
      throw invalidParam('Too many gift cards on one order', (m) =>
        m.giftCardTooManyCards({ max: MAX_CARDS_PER_ORDER }),
      );
    await putGiftCardOnCart(tx, sessionId, card.id);
    const after = await checkoutOf(tx, sessionId);
    const paid = after.giftCards.find((applied) => applied.id === card.id)?.amount ?? 0;
    if (paid <= 0) {
      // spec §9 "not usable on subscriptions": nothing in this cart is the card's to pay.
      const othersPay = before.giftCards.some((applied) => applied.amount > 0);
      const subscribes = after.lines.some((line) => line.cadence > 0);
      throw invalidParam('No part of the cart is left for this gift card to pay', (m) =>
        othersPay
          ? m.giftCardNothingLeft
          : subscribes
            ? m.giftCardNotForSubscriptions
            : m.giftCardNotForGiftCards,
      );
    }
    return after;
  });

/** Takes a card off the cart (nothing happens for a card not on it) and answers the new summary. */
export const removeGiftCardFromCart = async (
  db: Db,
  sessionId: string,
  giftCardId: string,
): Promise<CheckoutSummary> => {
  await takeGiftCardOffCart(db, sessionId, giftCardId);
  return checkoutOf(db, sessionId);
};

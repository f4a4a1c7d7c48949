import type { Queryable } from '../db/db.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { answerMessages } from '../http/messages/index.ts';
import { emitWebhookEvent } from '../webhooks/webhookOutbox.ts';
import type { CodeGuessLimit } from './codeGuessLimit.ts';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH } from './giftCardCode.ts';
import { recordBalanceChange } from './giftCardLedger.ts';
import type { GiftCardInput } from './redemptionRules.ts';

// spec §9 redemption (docs/decisions/0114, 0115): a code as a shopper types it, the card it names,
// the cards applied to a cart, and the 'redeemed' ledger rows an order writes for them. What a card
// pays is redemptionRules.ts's; its balance is always its ledger's sum (giftCardLedger.ts).

export const GIFT_CARD_MISTYPED = answerMessages['en-US'].giftCardMistyped;
export const GIFT_CARD_UNKNOWN = answerMessages['en-US'].giftCardUnknown;
export const GIFT_CARD_SPENT = answerMessages['en-US'].giftCardSpent;
export const GIFT_CARD_ALREADY_APPLIED = answerMessages['en-US'].giftCardAlreadyApplied;
export const GIFT_CARD_EMPTY_CART = answerMessages['en-US'].giftCardEmptyCart;
export const GIFT_CARD_NOT_FOR_SUBSCRIPTIONS = answerMessages['en-US'].giftCardNotForSubscriptions;
export const GIFT_CARD_NOT_FOR_GIFT_CARDS = answerMessages['en-US'].giftCardNotForGiftCards;
export const GIFT_CARD_NOTHING_LEFT = answerMessages['en-US'].giftCardNothingLeft;
export const GIFT_CARD_TOO_MANY_TRIES = answerMessages['en-US'].giftCardTooManyTries;
/** At most this many cards on one order (docs/decisions/0114). */
export const MAX_CARDS_PER_ORDER = 5;
export const GIFT_CARD_TOO_MANY_CARDS = answerMessages['en-US'].giftCardTooManyCards({
  max: MAX_CARDS_PER_ORDER,
});

const CODE_CHARACTER = new RegExp(`^[${GIFT_CARD_CODE_ALPHABET}]$`);

/**
 * A code as typed, written as issued (XXXX-XXXX-XXXX-XXXX), or null when it cannot be one: upper
 * case, spaces and dashes dropped, 16 characters of the code alphabet (pure).
 */
export const normalizeGiftCardCode = (typed: string): string | null => {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== GIFT_CARD_CODE_LENGTH || ![...plain].every((char) => CODE_CHARACTER.test(char)))
    return null;
  return plain.match(/.{4}/g)!.join('-');
};

export const last4Of = (code: string): string => code.slice(-4);

export interface FoundCard {
  id: string;
  code: string;
  amount: number;
  balance: number;
}

const tooManyTries = (waitMs: number) =>
  new RestHttpError(
    429,
    'rest_too_many_requests',
    `Too many wrong gift card codes; retry after ${Math.ceil(waitMs / 1000)} s.`,
    (m) => m.giftCardTooManyTries,
  );

/**
 * The card a typed code names, with its balance. Refused: a lookup while `who` has too many wrong
 * codes (429), a mistyped or unknown code (400, counted as wrong). A spent card is found: the caller
 * says what that means.
 */
export const findCardByCode = async (
  db: Queryable,
  typed: string,
  limit: { guesses: CodeGuessLimit; who: string; now: number },
): Promise<FoundCard> => {
  const wait = limit.guesses.waitMs(limit.who, limit.now);
  if (wait > 0) throw tooManyTries(wait);
  const code = normalizeGiftCardCode(typed);
  if (code === null) {
    limit.guesses.wrong(limit.who, limit.now);
    throw invalidParam('The gift card code is malformed', (m) => m.giftCardMistyped);
  }
  const [card] = await db.query<{
    id: string | number;
    code: string;
    amount: string | number;
    balance: string | number;
  }>(
    `SELECT g.id, g.code, g.amount, COALESCE((SELECT SUM(l.amount) FROM gift_card_ledger l WHERE l.gift_card_id = g.id), 0) AS balance
     FROM gift_cards g WHERE g.code = $1`,
    [code],
  );
  if (!card) {
    limit.guesses.wrong(limit.who, limit.now);
    throw invalidParam('No gift card has this code', (m) => m.giftCardUnknown);
  }
  return { id: String(card.id), code: card.code, amount: Number(card.amount), balance: Number(card.balance) };
};

/**
 * The cards applied to a session's cart, in the order they were applied, with their balances now.
 * `lock`: within the order's transaction, the cards' rows are locked first, so two orders spending
 * one card take their turns and the second sees what the first left (spec §9: the balance goes down
 * once per payment, never below 0).
 */
export const cartGiftCards = async (
  db: Queryable,
  sessionId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<GiftCardInput[]> => {
  if (lock)
    await db.query(
      `SELECT g.id FROM gift_cards g JOIN cart_gift_cards c ON c.gift_card_id = g.id
       WHERE c.session_id = $1 ORDER BY g.id FOR UPDATE OF g`,
      [sessionId],
    );
  const rows = await db.query<{ id: string | number; code: string; balance: string | number }>(
    `SELECT g.id, g.code, COALESCE((SELECT SUM(l.amount) FROM gift_card_ledger l WHERE l.gift_card_id = g.id), 0) AS balance
     FROM cart_gift_cards c JOIN gift_cards g ON g.id = c.gift_card_id
     WHERE c.session_id = $1 ORDER BY c.applied_at, g.id`,
    [sessionId],
  );
  return rows.map((row) => ({ id: String(row.id), last4: last4Of(row.code), balance: Number(row.balance) }));
};

export const putGiftCardOnCart = async (
  db: Queryable,
  sessionId: string,
  giftCardId: string,
): Promise<void> => {
  await db.query(
    'INSERT INTO cart_gift_cards (session_id, gift_card_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [sessionId, giftCardId],
  );
};

export const takeGiftCardOffCart = async (
  db: Queryable,
  sessionId: string,
  giftCardId: string,
): Promise<void> => {
  await db.query('DELETE FROM cart_gift_cards WHERE session_id = $1 AND gift_card_id = $2', [
    sessionId,
    giftCardId,
  ]);
};

/**
 * Within the order's transaction: a 'redeemed' ledger row for each card that pays something of the
 * order (spec §9, decision 0095: each balance change a row, with its order), and the cart's cards
 * taken off. The order's one transaction, with the session locked, makes a double submit redeem once.
 */
export const redeemOrderGiftCards = async (
  tx: Queryable,
  sessionId: string,
  orderId: string,
  applied: readonly { id: string; amount: number }[],
  now: Date,
): Promise<void> => {
  for (const card of applied) {
    if (card.amount <= 0) continue;
    await recordBalanceChange(tx, { giftCardId: card.id, kind: 'redeemed', amount: -card.amount, orderId });
    await emitWebhookEvent(
      tx,
      {
        id: `gift_card.redeemed:${card.id}:${orderId}`,
        type: 'gift_card.redeemed',
        data: { giftCardId: card.id, orderId, amount: card.amount },
      },
      now,
    );
  }
  await tx.query('DELETE FROM cart_gift_cards WHERE session_id = $1', [sessionId]);
};

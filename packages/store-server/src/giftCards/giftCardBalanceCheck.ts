import type { Queryable } from '../db/db.ts';
import type { CodeGuessLimit } from './codeGuessLimit.ts';
import { findCardByCode, last4Of } from './giftCardRedemption.ts';

// The shopper's balance check (docs/decisions/0114; Rise.ai's, Saleor's balance endpoint): what a
// code's card holds now, from its ledger. The same refusals and guessing limit as applying it.

export const checkBalance = async (
  db: Queryable,
  code: string,
  limit: { guesses: CodeGuessLimit; who: string; now: number },
): Promise<{ last4: string; balance: number; amount: number }> => {
  const card = await findCardByCode(db, code, limit);
  return { last4: last4Of(card.code), balance: card.balance, amount: card.amount };
};

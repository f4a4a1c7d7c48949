import type { PriceFormat } from '@pc/shared/format';
import type { GiftCardsMessages } from '../messages/index.ts';

/** A card's balance as the store answers a balance check (docs/decisions/0114). */
export interface CardBalance {
  readonly last4: string;
  readonly balance: number;
  readonly amount: number;
}

/** What a balance check says of a card (never its whole code: the last four characters). */
export const balanceText = (
  { last4, balance, amount }: CardBalance,
  m: GiftCardsMessages,
  money: PriceFormat,
): string =>
  balance > 0
    ? m.balanceLeft({ last4, balance: money(balance), amount: money(amount) })
    : m.balanceNone({ last4 });

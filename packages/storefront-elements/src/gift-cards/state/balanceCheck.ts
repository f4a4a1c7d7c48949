// The shopper's gift card balance check (docs/decisions/0114; Rise.ai's): a code in, what its card
// holds out, from the store (its ledger), with the store's message for a code it refuses (spec §8).
import { ApiError, lazyChunk } from '@pc/shared';
import type { PriceFormat } from '@pc/shared/format';
import { atom, type ReadableAtom } from 'nanostores';
import type { GiftCardsMessages } from '../messages/index.ts';
import type { CardBalance } from '../model/balanceText.ts';

// The call is not part of the page's first load: it starts loading as the shopper comes to the code
// field or the button (`preload`, as the results page's modals, decision 0067),
// before a code is typed (docs/decisions/0136).
const answers = lazyChunk(() => import('./balanceAnswer.ts'));

/**
 * What a check found (the view says it in the catalog's words): the card's balance; no code typed; or a
 * refusal, in the store's words, or null when it gave none (the shared catalog's `tryAgain`, spec §8).
 */
export type BalanceAnswer =
  | {
      readonly kind: 'balance';
      readonly card: CardBalance;
      /** the card's balance in the catalog's words (model/balanceText.ts, which came with the call) */
      readonly say: (m: GiftCardsMessages, money: PriceFormat) => string;
    }
  | { readonly kind: 'noCode' }
  | { readonly kind: 'refused'; readonly message: string | null };

export interface BalanceCheck {
  readonly $answer: ReadableAtom<BalanceAnswer | null>;
  readonly $checking: ReadableAtom<boolean>;
  check(code: string): Promise<void>;
  /** starts loading the call's code: the shopper is on the way to a check */
  preload(): void;
}

export const createBalanceCheck = (): BalanceCheck => {
  const $answer = atom<BalanceAnswer | null>(null);
  const $checking = atom(false);
  return {
    $answer,
    $checking,
    preload: answers.preload,
    async check(code) {
      if ($checking.get()) return;
      if (!code.trim()) {
        $answer.set({ kind: 'noCode' });
        return;
      }
      $checking.set(true);
      try {
        const { askBalance, balanceText } = await answers.load();
        const card = await askBalance(code);
        $answer.set({ kind: 'balance', card, say: (m, money) => balanceText(card, m, money) });
      } catch (failure) {
        $answer.set({
          kind: 'refused',
          message: (failure instanceof ApiError && failure.displayMessage) || null,
        });
      } finally {
        $checking.set(false);
      }
    },
  };
};

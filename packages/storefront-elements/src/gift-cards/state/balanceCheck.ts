// The shopper's gift card balance check (docs/decisions/0114; Rise.ai's): a code in, what its card
// holds out, from the store (its ledger), with the store's message for a code it refuses (spec §8).
import { ApiError, callApi } from '@pc/shared';
import { checkGiftCardBalance } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import { balanceText } from '../model/balanceText.ts';

export const BALANCE_CHECK_FAILED = 'Something went wrong, please try again';

export interface BalanceAnswer {
  readonly ok: boolean;
  readonly text: string;
}

export interface BalanceCheck {
  readonly $answer: ReadableAtom<BalanceAnswer | null>;
  readonly $checking: ReadableAtom<boolean>;
  check(code: string): Promise<void>;
}

export const createBalanceCheck = (): BalanceCheck => {
  const $answer = atom<BalanceAnswer | null>(null);
  const $checking = atom(false);
  return {
    $answer,
    $checking,
    async check(code) {
      if ($checking.get()) return;
      if (!code.trim()) {
        $answer.set({ ok: false, text: 'Enter a gift card code.' });
        return;
      }
      $checking.set(true);
      try {
        const card = await callApi(checkGiftCardBalance, { code }, { signal: AbortSignal.timeout(15_000) });
        $answer.set({ ok: true, text: balanceText(card) });
      } catch (failure) {
        $answer.set({
          ok: false,
          text: (failure instanceof ApiError && failure.displayMessage) || BALANCE_CHECK_FAILED,
        });
      } finally {
        $checking.set(false);
      }
    },
  };
};

// The shopper's gift card balance check (docs/decisions/0114; Rise.ai's): a code in, what its card
// holds out, from the store (its ledger), with the store's message for a code it refuses (spec §8).
import { ApiError, lazyChunk } from '@pc/shared';
import { atom, type ReadableAtom } from 'nanostores';

// The call and its words are not part of the page's first load: they start loading as the shopper
// comes to the code field or the button (`preload`, as the results page's modals, decision 0067),
// before a code is typed (docs/decisions/0136).
const answers = lazyChunk(() => import('./balanceAnswer.ts'));

export const BALANCE_CHECK_FAILED = 'Something went wrong, please try again';

export interface BalanceAnswer {
  readonly ok: boolean;
  readonly text: string;
}

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
        $answer.set({ ok: false, text: 'Enter a gift card code.' });
        return;
      }
      $checking.set(true);
      try {
        const { askBalance } = await answers.load();
        $answer.set({ ok: true, text: await askBalance(code) });
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

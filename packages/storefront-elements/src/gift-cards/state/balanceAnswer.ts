// The balance check's call (docs/decisions/0114) and the sentence of its answer in the catalog's words
// (model/balanceText.ts): a chunk of its own, loaded after the page's first view, which says no answer
// (state/balanceCheck.ts, docs/decisions/0136).
import { callApi } from '@pc/shared';
import { checkGiftCardBalance } from '@pc/shared/contract';
import type { CardBalance } from '../model/balanceText.ts';

export { balanceText } from '../model/balanceText.ts';

/** What the store says of the card `code` names; rejects with the store's refusal (spec §8). */
export const askBalance = (code: string): Promise<CardBalance> =>
  callApi(checkGiftCardBalance, { code }, { signal: AbortSignal.timeout(15_000) });

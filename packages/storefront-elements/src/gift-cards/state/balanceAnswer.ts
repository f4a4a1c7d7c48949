// The balance check's call and its words (docs/decisions/0114): a chunk of its own, loaded after the
// page's first view (state/balanceCheck.ts, docs/decisions/0136).
import { callApi } from '@pc/shared';
import { checkGiftCardBalance } from '@pc/shared/contract';
import { balanceText } from '../model/balanceText.ts';

/** What the store says of the card `code` names; rejects with the store's refusal (spec §8). */
export const askBalance = async (code: string): Promise<string> =>
  balanceText(await callApi(checkGiftCardBalance, { code }, { signal: AbortSignal.timeout(15_000) }));

import { CrossSell } from '@pc/shared/contract';
import * as v from 'valibot';

/**
 * The offer the page carries: the store prints its /checkout with `{checkout, crossSell}`, the offer as
 * spec §7 GET cart/cross_sell answers it (contract CheckoutPageData, docs/decisions/0141). Null when the
 * page data holds none (a candle page, a host's own page): the pop-up then asks the store.
 */
export function readPageOffer(pageData: unknown): CrossSell | null {
  const offer =
    typeof pageData === 'object' && pageData !== null
      ? (pageData as { crossSell?: unknown }).crossSell
      : null;
  return v.is(CrossSell, offer) ? offer : null;
}

import type { PageDataResolver } from '../pages/pageRequest.ts';
import { crossSellOf } from './crossSell.ts';

/**
 * Adds the cross-sell offer for the session's cart, as spec §7 GET cart/cross_sell answers it, to the
 * checkout page data (`{checkout}`): spec §4 "Shown only if products are returned", and they are returned
 * with the page, so the pop-up is in its first view (docs/decisions/0141).
 */
export const withCrossSellOffer =
  (resolve: PageDataResolver): PageDataResolver =>
  async (page, deps) => {
    const data = await resolve(page, deps);
    if (!data || !('checkout' in data)) return data;
    return { ...data, crossSell: await crossSellOf(deps.db, page.sessionId) };
  };

import { applyCrossSell, callApi } from '@pc/shared';
import { type CallRequest, type CartListing, postCrossSell } from '@pc/shared/contract';

// How an accepted action reaches the cart (spec §7 POST cart/cross_sell): posted by this element (the
// call is its own, contract/crossSell.ts) through @pc/shared's cart store, which then reads the cart
// and announces `pc-cart-change` (here and, by BroadcastChannel, in the store's other tabs). The
// third-party bundle replaces this module (scripts/build/standaloneBuild.ts, decision 0041) with
// ../../standalone/applyAction.ts, which posts without the cart store.
export const applyAction = (
  request: CallRequest<typeof postCrossSell>,
  from?: Element,
): Promise<CartListing> =>
  applyCrossSell(request.action, (signal) => callApi(postCrossSell, request, { signal }), from);

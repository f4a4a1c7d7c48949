// How an accepted action reaches the cart (spec §7 POST cart/cross_sell): through @pc/shared's cart
// store, which then reads the cart and announces `pc-cart-change` (here and, by BroadcastChannel, in
// the store's other tabs). The third-party bundle replaces this module (scripts/build/standaloneBuild.ts,
// decision 0041) with ../../standalone/applyAction.ts, which posts without the cart store.
export { applyCrossSell as applyAction } from '@pc/shared';

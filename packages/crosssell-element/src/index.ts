// @pc/crosssell-element: named exports only (docs/architecture.md "Element anatomy"). Importing this
// module registers nothing: <pc-cross-sell> is registered by element.ts, the build's entry.
export type { CrossSellProps } from './CrossSell.tsx';
export { CrossSell } from './CrossSell.tsx';
export type { CrossSellElementProps } from './CrossSellRoot.tsx';
export { CrossSellRoot } from './CrossSellRoot.tsx';
export { crossSellMessages } from './messages/index.ts';
export { meta } from './meta.ts';
export type { CrossSellAction, CrossSellMessages, OfferAction } from './model/crossSellOffer.ts';
export {
  actionLabel,
  crossSellHeading,
  crossSellRequest,
  isShowable,
  offerActions,
} from './model/crossSellOffer.ts';

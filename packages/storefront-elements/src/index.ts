// @pc/storefront-elements: named exports only (docs/architecture.md "Element anatomy"). Importing
// this module registers nothing: each tag is registered by its folder's element.ts, the build's entry.

export type { CandleViewProps } from './candle/Candle.tsx';
export { Candle } from './candle/Candle.tsx';
export type { CandleProps } from './candle/CandleRoot.tsx';
export { CandleRoot } from './candle/CandleRoot.tsx';
export { meta as candleMeta } from './candle/meta.ts';
export type { Candle as CandleEntry } from './candle/model/candles.ts';
export {
  candleIndexForPath,
  candlePath,
  candlePathSegment,
  enabledCandles,
  stepCandle,
} from './candle/model/candles.ts';
export type { CartProps } from './cart/Cart.tsx';
export { Cart } from './cart/Cart.tsx';
export type { CartElementProps } from './cart/CartRoot.tsx';
export { CartRoot } from './cart/CartRoot.tsx';
export type { CartLineProps } from './cart/components/CartLine.tsx';
export { CartLine } from './cart/components/CartLine.tsx';
export { cartMessages } from './cart/messages/index.ts';
export { meta as cartMeta } from './cart/meta.ts';
export type { LineView } from './cart/model/cartView.ts';
export { lineView, shippingNote } from './cart/model/cartView.ts';
export type { CartChange, CartRefusal } from './cart/state/cartState.ts';
export type { ChatHost, ChatWidget } from './contact/behaviour/chatAdapter.ts';
export {
  CHAT_READY_EVENT,
  chatWidget,
  isChatAvailable,
  openChat,
  watchChat,
} from './contact/behaviour/chatAdapter.ts';
export type { ContactProps } from './contact/Contact.tsx';
export { Contact } from './contact/Contact.tsx';
export { meta as contactMeta } from './contact/meta.ts';
export type { ContactDetails } from './contact/model/contactDetails.ts';
export { contactDetails, mailtoHref, smsHref } from './contact/model/contactDetails.ts';
export type { FaqEntry, FaqSegment } from './contact/model/faq.ts';
export type { GiftCardsProps } from './gift-cards/GiftCards.tsx';
export { GiftCards } from './gift-cards/GiftCards.tsx';
export type { GiftCardsElementProps } from './gift-cards/GiftCardsRoot.tsx';
export { GiftCardsRoot } from './gift-cards/GiftCardsRoot.tsx';
export { type GiftCardsMessages, giftCardsMessages } from './gift-cards/messages/index.ts';
export { meta as giftCardsMeta } from './gift-cards/meta.ts';
export { checkoutRequest } from './gift-cards/model/checkoutRequest.ts';
export { giftCardFaq } from './gift-cards/model/giftCardFaq.ts';
export type { AmountChoice, EGiftForm, GiftView } from './gift-cards/model/giftCardSelection.ts';
export { checkoutButton, pickAmount, splitAmounts } from './gift-cards/model/giftCardSelection.ts';
export { eGiftSelection, physicalSelection } from './gift-cards/model/selections.ts';
export { localSendTime, sendTimeNote } from './gift-cards/model/sendTime.ts';
export type { LaunchProps } from './launch/Launch.tsx';
export { Launch } from './launch/Launch.tsx';
export type { LaunchElementProps } from './launch/LaunchRoot.tsx';
export { LaunchRoot } from './launch/LaunchRoot.tsx';
export { type LaunchMessages, launchMessages } from './launch/messages/index.ts';
export { meta as launchMeta } from './launch/meta.ts';
export type { LaunchData } from './launch/model/launchPageData.ts';
export { readLaunchPageData } from './launch/model/launchPageData.ts';
export type { LaunchSectionKind, LaunchView } from './launch/model/launchView.ts';
export { checkoutHref, checkoutPosition, launchSections, launchView } from './launch/model/launchView.ts';
export { nextSnap, ratingLabel, ratingStars, reviewsAtSnap, reviewsStatus } from './launch/model/reviews.ts';

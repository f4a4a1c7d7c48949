// @pc/shared public API: named exports only. The call contract has its own entry, `@pc/shared/contract`
// (its call definitions share names with the store actions below, e.g. `addToCart`).

export type { HostAnalytics } from './analytics.ts';
export { identify, page, track } from './analytics.ts';
export { type BeaconPayload, trackLeaving } from './analyticsBeacon.ts';
export { ApiError, CLIENT_ERROR_CODES } from './api/ApiError.ts';
export type { CallOptions } from './api/client.ts';
export { callApi } from './api/client.ts';
export { handOffCode } from './api/handOff.ts';
export { onOtherOrigin } from './api/session.ts';
export type { ProductAnalyticsFields } from './cartAnalytics.ts';
export { cartLineFields, removedLines } from './cartAnalytics.ts';
export { assetUrl } from './config/assetUrl.ts';
export { PAGE_CONFIG_ID, PageConfig, readPageConfig, resetPageConfigForTests } from './config/pageConfig.ts';
export { type PageKind, pageUrl } from './config/pages.ts';
export { CURRENCY_ATTRIBUTE, elementCurrency } from './config/storeCurrency.ts';
export type { Consent, ConsentCategory, ConsentMode } from './consent/consentRule.ts';
export { allowed, type ConsentApi } from './consent/pageConsent.ts';
export type { AnalyticsEventName } from './constants.ts';
export { type ClickModifiers, isModifiedClick } from './element/clicks.ts';
export type { ElementDefinition } from './element/defineElement.ts';
export { defineElement } from './element/defineElement.ts';
export type { ElementMeta, ElementProps, MetaAttribute, MetaItem } from './element/elementMeta.ts';
export type { ElementPropType, PcElement, PcElementJsx } from './element/elementTypes.ts';
export { HostContext, useHost } from './element/hostContext.ts';
export { type Navigation, useNavigation } from './element/navigation.ts';
export type { EventWithDefaultAction } from './events/emit.ts';
export { emit } from './events/emit.ts';
export type { PcAnalyticsDetail } from './events/PcAnalyticsEvent.ts';
export { PcAnalyticsEvent } from './events/PcAnalyticsEvent.ts';
export type { CartChangeReason, PcCartChangeDetail } from './events/PcCartChangeEvent.ts';
export { PcCartChangeEvent } from './events/PcCartChangeEvent.ts';
export type { CompleteOutcome, PcCompleteDetail } from './events/PcCompleteEvent.ts';
export { PcCompleteEvent } from './events/PcCompleteEvent.ts';
export type { PcConsentChangeEvent } from './events/PcConsentChangeEvent.ts';
export type {
  EGiftSelection,
  GiftCardSelection,
  PcGiftCardSelectDetail,
  PhysicalSelection,
} from './events/PcGiftCardSelectEvent.ts';
export { PcGiftCardSelectEvent } from './events/PcGiftCardSelectEvent.ts';
export type { PcNavigateDetail } from './events/PcNavigateEvent.ts';
export { PcNavigateEvent } from './events/PcNavigateEvent.ts';
export { DEFAULT_CURRENCY, formatPrice, type PriceFormat, priceFormat } from './format/price.ts';
export { randomId } from './format/randomId.ts';
export { type Catalog, catalogMessages, defineCatalog, type Messages } from './i18n/catalog.ts';
export { DEFAULT_LOCALE, LOCALES, type Locale, localeOf } from './i18n/locale.ts';
export { elementLocale, useMessages } from './i18n/useMessages.ts';
export { elementPrices, usePrice } from './i18n/usePrice.ts';
export { withNodes } from './i18n/withNodes.tsx';
export { type LazyChunk, lazyChunk } from './lazyChunk.ts';
export { type SharedMessages, sharedMessages } from './messages/index.ts';
export { type ShopMessages, shopMessages } from './shop/messages/index.ts';
export type { BuyButtonState } from './stock/buyButton.ts';
export { boughtLineFields, buyButtonState } from './stock/buyButton.ts';
export {
  $cart,
  addBathroomModule,
  addToCart,
  applyCrossSell,
  CART_CHANNEL,
  clearCart,
  loadCart,
  onCartChange,
  setCartItemQuantity,
} from './stores/cart.ts';
export { placeOrder } from './stores/cartOrder.ts';
export { $nonce } from './stores/nonce.ts';
export { resetSharedStoresForTests } from './stores/registry.ts';
export { useStore } from './stores/useStore.ts';
export type { AccordionItem, AccordionProps } from './ui/Accordion.tsx';
export { Accordion } from './ui/Accordion.tsx';
export type { DialogProps } from './ui/Dialog.tsx';
export { Dialog } from './ui/Dialog.tsx';
export type { DismissibleDialogProps } from './ui/DismissibleDialog.tsx';
export { DismissibleDialog } from './ui/DismissibleDialog.tsx';
export type { LiveRegionProps } from './ui/LiveRegion.tsx';
export { LiveRegion } from './ui/LiveRegion.tsx';
export { useLazyChunk } from './useLazyChunk.ts';
export { isEmailAddress } from './validation/emailAddress.ts';
export { cleanGiftMessage, isDeliveryDate, localIsoDate } from './validation/giftCardFields.ts';
export { cleanName } from './validation/names.ts';
export { clampAge, isProgress, isQuizType } from './validation/quizFields.ts';
export { truncate } from './validation/truncate.ts';

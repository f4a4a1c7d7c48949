/**
 * <pc-cross-sell>'s public surface for dist/custom-elements.json (scripts/custom-elements-manifest.ts).
 * Imports only DOM-free @pc/shared modules: the manifest script reads it in node without loading React.
 */
import {
  DESIGN_TOKEN_PROPERTIES,
  type ElementMeta,
  NO_SLOT_SURFACE,
  PRIMITIVE_PROPERTIES,
} from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-cross-sell',
  description:
    "The cross-sell pop-up: a modal dialog 'Complete Your Upgrade' ('Their' after a gift quiz) with 'RISK-FREE. FREE RETURNS', the offer's product images, SUBSCRIBE and BUY ONCE with their prices, and NO THANKS. It takes the shopper's offer from the page data the store prints on its /checkout (`crossSell`), or asks the store for it after it mounts, and shows only when it has products; otherwise, and whenever it is done, it dispatches `pc-complete`. A checkout with its own server loads `pc-cross-sell.standalone.js` and gives #pc-config the store's `apiRoot` and the shopper's `cartToken` and `nonce`.",
  attributes: [
    {
      name: 'show-once-per-session',
      type: 'boolean',
      description:
        "Shows the pop-up at most once per tab session (as the candle pages do): once it has been shown in this tab (sessionStorage), later pop-ups with this attribute ask the store for nothing, show nothing and complete with 'skipped'. Read once, as the pop-up starts.",
      default: 'false',
    },
  ],
  properties: [
    {
      name: 'pageData',
      type: 'unknown',
      description:
        'Page data (defaults to #pc-config’s `data`). Its `crossSell`, the offer as GET cart/cross_sell answers it (the store’s /checkout prints it), is shown without a request; without it the pop-up asks the store. Read once, as the pop-up starts.',
    },
  ],
  events: [
    {
      name: 'pc-complete',
      type: 'PcCompleteEvent',
      detail: "{ outcome: 'accepted' | 'dismissed' | 'empty' | 'failed' | 'skipped' }",
      description:
        "Bubbles out of the shadow root once the pop-up is done, detail {outcome}: 'accepted' (SUBSCRIBE or BUY ONCE changed the cart), 'dismissed' (NO THANKS or Escape), 'empty' (the store offered nothing: nothing was shown), 'failed' (the offer could not be loaded, nothing was shown; or the action could not be posted, the pop-up hid and the cart is unchanged), 'skipped' (`show-once-per-session` and already shown in this tab: nothing was asked or shown). Fired exactly once; the host page may move on.",
    },
    {
      name: 'pc-cart-change',
      type: 'PcCartChangeEvent',
      description:
        'After an accepted action changed the cart, detail {cart, previous, reason}. From the element (it bubbles, so `window` hears it too); the pop-up for a page of another origin (pc-cross-sell.standalone.js) does not dispatch it: its `pc-complete` says `accepted`.',
    },
  ],
  ...NO_SLOT_SURFACE,
  parts: [
    { name: 'dialog', description: 'The pop-up box (600 px wide; the full width below that).' },
    { name: 'promise', description: "'RISK-FREE. FREE RETURNS'." },
    { name: 'products', description: 'The list of the offer’s product images.' },
    { name: 'image', description: 'A product image.' },
    { name: 'action', description: 'The SUBSCRIBE and BUY ONCE buttons.' },
    { name: 'dismiss', description: 'The NO THANKS button.' },
  ],
  cssProperties: [
    { name: '--pc-cross-sell-width', description: 'The pop-up’s width.', default: '600px' },
    ...DESIGN_TOKEN_PROPERTIES,
    ...PRIMITIVE_PROPERTIES,
  ],
} as const satisfies ElementMeta;

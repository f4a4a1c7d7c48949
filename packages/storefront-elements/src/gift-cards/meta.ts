/**
 * <pc-gift-cards>'s public surface for dist/custom-elements.json (scripts/custom-elements-manifest.ts).
 * Imports only DOM-free @pc/shared modules: the manifest script reads it in node without loading React.
 */
import {
  DESIGN_TOKEN_PROPERTIES,
  type ElementMeta,
  LOADING_STATE,
  PRIMITIVE_PROPERTIES,
} from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-gift-cards',
  fallback: '<p>The gift cards could not be loaded. <a href="{page}">Buy one on our shop</a>.</p>',
  description:
    'The gift card page: an E-GIFT CARD / PHYSICAL GIFT CARD toggle; the e-gift form (recipient name and email, sender name, an amount from four cards or the Other Amount slider, a delivery date from a calendar in the shop’s time zone, an optional message); the physical cards with their stock states; a checkout button that adds the selection to the cart and goes to /checkout; the legal footer and a gift card FAQ.',
  attributes: [],
  properties: [
    {
      name: 'pageData',
      type: 'unknown',
      description:
        'Page data (defaults to #pc-config’s `data`): `{giftCards: {eGift, physical, today, legal, faq}}`, the two products as GET products/e-gift-card and products/gift-card answer them, the shop’s today, and the store’s legal footer and FAQ in the page’s language. Without it the element asks the store for it (GET page_data?path=/gift-cards, in the page’s language).',
    },
  ],
  events: [
    {
      name: 'pc-gift-card-select',
      type: 'PcGiftCardSelectEvent',
      description:
        'The selection changed: `detail.selection` is the complete e-gift or physical selection, or null when it is cleared.',
    },
    {
      name: 'pc-navigate',
      type: 'PcNavigateEvent',
      description: 'Asks the host to go to /checkout after the selection was added to the cart.',
    },
    {
      name: 'pc-cart-change',
      type: 'PcCartChangeEvent',
      description:
        'The cart after the selection was added, detail {cart, previous, reason}. From the element (it bubbles, so `window` hears it too).',
    },
    {
      name: 'pc-analytics',
      type: 'PcAnalyticsEvent',
      on: 'window',
      description:
        "On window: 'Product Added' for the gift card. Sent only with analytics consent (`window.pc.consent`).",
    },
  ],
  slots: [
    {
      name: '',
      description:
        'Fallback: a short message and a link to the store’s page. Hidden under the skeleton while the script may still come; shown in its place if the element is still not defined after 4 seconds (an origin the store does not list, a blocked script), and at once when the store is down. Also shown, under the page’s heading, in place of the e-gift or physical view whose product the store did not give.',
    },
  ],
  cssStates: [LOADING_STATE],
  parts: [
    { name: 'gift-cards', description: 'The page column.' },
    { name: 'toggle', description: 'The E-GIFT CARD / PHYSICAL GIFT CARD toggle.' },
    { name: 'e-gift', description: 'The e-gift form (steps 1 and 2).' },
    { name: 'input', description: 'A text input of the e-gift form.' },
    { name: 'card', description: 'An amount card (e-gift and physical).' },
    { name: 'other-amount', description: 'The Other Amount slider with its step buttons.' },
    { name: 'delivery-date', description: 'The delivery date button and its note.' },
    { name: 'message', description: 'The gift message text area.' },
    { name: 'physical', description: 'The physical gift card view.' },
    { name: 'checkout', description: 'The checkout button with its hint and error.' },
    { name: 'checkout-button', description: 'The CHECKOUT / SOLD OUT button.' },
    { name: 'legal', description: 'The legal footer.' },
    { name: 'faq', description: 'The gift card FAQ section.' },
    { name: 'accordion-button', description: 'A FAQ question (the accordion header button).' },
    { name: 'accordion-panel', description: 'A FAQ answer (the accordion panel).' },
    { name: 'dialog', description: 'The calendar dialog.' },
    {
      name: 'balance-check',
      description: 'The gift card balance check (code field, CHECK BALANCE, its answer).',
    },
  ],
  cssProperties: [
    {
      name: '--pc-gift-cards-max-width',
      description: 'The widest the page content grows.',
      default: '720px',
    },
    {
      name: '--pc-gift-cards-min-block-size',
      description:
        'The space the element keeps, also before it is defined (with pc-elements.css), so the page does not shift.',
      default: '100svh',
    },
    ...DESIGN_TOKEN_PROPERTIES,
    ...PRIMITIVE_PROPERTIES,
  ],
} as const satisfies ElementMeta;

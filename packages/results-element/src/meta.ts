// <pc-results>'s public surface for the custom-elements manifest (docs/architecture.md "Browser
// side"). DOM-free imports only: scripts/custom-elements-manifest.ts reads it in node.

import {
  DESIGN_TOKEN_PROPERTIES,
  type ElementMeta,
  FALLBACK_SURFACE,
  PRIMITIVE_PROPERTIES,
} from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-results',
  fallback: '<p>Your results could not be loaded. <a href="{page}">See them on our shop</a>.</p>',
  description:
    'The quiz results: a card per product set with buy-once or subscribe, add to cart, email capture (only with marketing consent: `window.pc.consent`), save results, the proceed-to-checkout banner and the optional bathroom module. Reads the results state from page data {results}.',
  attributes: [
    {
      name: 'bathroom-module',
      type: 'boolean',
      description:
        "Shows the '{name} Essentials' bathroom module (as /quizresult and /quizresult-cologne do).",
      default: 'false',
    },
    {
      name: 'no-free-shipping-note',
      type: 'boolean',
      description: "Hides 'Spend $25 or subscribe for free shipping' (as /quizresult and /lab-reorder do).",
      default: 'false',
    },
    {
      name: 'no-more-info',
      type: 'boolean',
      description: "Hides the 'more info' links (as /quizresult-cologne does).",
      default: 'false',
    },
    {
      name: 'no-product-prefix',
      type: 'boolean',
      description: "Headers without the 'Your' prefix (as /gift-quizresult and /gift-sets do).",
      default: 'false',
    },
    {
      name: 'no-descriptions',
      type: 'boolean',
      description: 'Hides the sub-product descriptions (as /browse-candles does).',
      default: 'false',
    },
  ],
  properties: [
    {
      name: 'pageData',
      type: '{ results: ResultsState; bathroomModule?: BathroomModule }',
      description:
        "The results state, and optionally the bathroom module (shown at once, not loaded). Without the property, #pc-config's data is used; without either, on a page of another origin (the one #pc-config's `pages.results` names, where the quiz lands with `?survey_log_id=`) the element asks the store for the results of that survey log for the page's session, and otherwise says the results are not available.",
    },
  ],
  events: [
    {
      name: 'pc-navigate',
      type: 'PcNavigateEvent',
      description:
        'Cancelable, detail {href: "/checkout"}: after an add with checkoutOnAdd, the Checkout links, Go To Checkout, and the bathroom module\'s CHECKOUT. Without preventDefault the page loads it.',
    },
    {
      name: 'pc-analytics',
      type: 'PcAnalyticsEvent',
      on: 'window',
      description:
        "On window: 'Product Added' per cart line added (product_id, variant, sku, name, category, price, quantity, subscription, cadence, bundle_type, survey_log_id), and 'Quiz Results Saved' with source captured_email_for_quiz_results or saved_quiz_results. Sent only with analytics consent (`window.pc.consent`).",
    },
    {
      name: 'pc-cart-change',
      type: 'PcCartChangeEvent',
      description:
        'After each add and clear, detail {cart, previous, reason}. From the element (it bubbles, so `window` hears it too); the element also listens to it to re-check the proceed banner.',
    },
  ],
  ...FALLBACK_SURFACE,
  parts: [
    { name: 'results', description: 'The whole results screen.' },
    { name: 'navigation', description: 'The navigation button row.' },
    { name: 'card', description: 'A product card.' },
    { name: 'carousel', description: "A card's image carousel." },
    { name: 'purchase', description: 'The purchase options of a card.' },
    { name: 'add-to-cart', description: 'The add-to-cart button.' },
    { name: 'save-results', description: 'The save-results banner.' },
    { name: 'added-banner', description: "'Item added to cart.'" },
    { name: 'proceed-banner', description: "The bottom 'Proceed To Checkout' banner." },
    { name: 'bathroom-module', description: 'The bathroom-essentials module.' },
    { name: 'button', description: 'Overlay buttons.' },
    { name: 'dialog', description: 'The more-info, email-capture and single-survey overlays.' },
  ],
  cssProperties: [
    {
      name: '--pc-results-max-width',
      description: 'The widest the results column grows.',
      default: '1200px',
    },
    {
      name: '--pc-results-sticky-top',
      description: 'Where the compact bathroom module sticks (below a fixed host header).',
      default: '0px',
    },
    {
      name: '--pc-results-min-block-size',
      description:
        'The space the element keeps, also before it is defined (with pc-elements.css), so the page does not shift.',
      default: '100svh',
    },
    ...DESIGN_TOKEN_PROPERTIES,
    ...PRIMITIVE_PROPERTIES,
  ],
} as const satisfies ElementMeta;

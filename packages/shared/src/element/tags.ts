/**
 * Every element of the library, written once: its tag and its registration file (relative to
 * packages/). The builds read the files (scripts/build/elements.ts: one `<tag>.js` each, the server
 * render, the custom elements manifest); the route table names elements by `ElementTag`. Each
 * element's meta.ts declares the same tag (scripts/element-anatomy.test.ts checks that they agree and
 * that no registration file is left out).
 */
export const ELEMENT_FILES = {
  'pc-cross-sell': 'crosssell-element/src/element.ts',
  'pc-quiz': 'quiz-element/src/element.ts',
  'pc-results': 'results-element/src/element.ts',
  'pc-candle': 'storefront-elements/src/candle/element.ts',
  'pc-cart': 'storefront-elements/src/cart/element.ts',
  'pc-contact': 'storefront-elements/src/contact/element.ts',
  'pc-gift-cards': 'storefront-elements/src/gift-cards/element.ts',
  'pc-launch': 'storefront-elements/src/launch/element.ts',
  'pc-post-purchase-survey': 'survey-element/src/element.ts',
  'pc-insights': 'insights-element/src/element.ts',
} as const;

export type ElementTag = keyof typeof ELEMENT_FILES;

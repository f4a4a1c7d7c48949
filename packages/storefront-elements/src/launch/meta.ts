/**
 * <pc-launch>'s public surface for dist/custom-elements.json (scripts/custom-elements-manifest.ts).
 * Imports only DOM-free @pc/shared modules: the manifest script reads it in node without loading React.
 */
import {
  DESIGN_TOKEN_PROPERTIES,
  type ElementMeta,
  PRIMITIVE_PROPERTIES,
  UNAVAILABLE_SURFACE,
} from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-launch',
  example: '<pc-launch code="green"></pc-launch>',
  fallback: '<p>This launch could not be shown here. <a href="{page}">See it on our shop</a>.</p>',
  description:
    'A limited-release product launch page: banner, optional description, optional story (the collaboration edition), optional reviews carousel, scent notes or ingredients, perfumer and footer, each with a checkout button. Reads the launch product from page data {launch} when the page carries it, else asks the store for it; buying adds the product to the cart (source lp-launch) and goes to /checkout.',
  attributes: [
    {
      name: 'code',
      type: 'string',
      description:
        'The product code: one of the launch codes below (gran-cenote_tf is the partner-collaboration edition). Any other code shows the tag’s own content instead.',
    },
  ],
  properties: [
    {
      name: 'pageData',
      type: 'unknown',
      description:
        'Page data (defaults to #pc-config’s `data`): `{launch: {code, product, stockStatus}}` shows the launch without a request.',
    },
  ],
  events: [
    {
      name: 'pc-navigate',
      type: 'PcNavigateEvent',
      description:
        'Asks the host to go to /checkout after the product was added (cancelable; a router routes it).',
    },
    {
      name: 'pc-cart-change',
      type: 'PcCartChangeEvent',
      description:
        'The cart after the product was added, detail {cart, previous, reason}. From the element (it bubbles, so `window` hears it too).',
    },
    {
      name: 'pc-analytics',
      type: 'PcAnalyticsEvent',
      on: 'window',
      description: "On window: 'Product Added'. Sent only with analytics consent (`window.pc.consent`).",
    },
  ],
  ...UNAVAILABLE_SURFACE,
  parts: [
    { name: 'banner', description: 'The banner: title, subtitle, image and the first checkout button.' },
    {
      name: 'section',
      description: 'Each content section (description, story, reviews, notes or ingredients, perfumer).',
    },
    { name: 'footer', description: 'The closing section with the stock note and the last checkout button.' },
    {
      name: 'checkout-button',
      description: 'Every checkout button (SOLD OUT, or CHECKOUT - $ and the price).',
    },
    { name: 'carousel', description: 'The reviews carousel.' },
  ],
  cssProperties: [
    { name: '--pc-launch-max-width', description: 'The widest the page content grows.', default: '1120px' },
    {
      name: '--pc-launch-banner-background',
      description: 'The banner’s background.',
      default: 'var(--pc-color-surface)',
    },
    {
      name: '--pc-launch-min-block-size',
      description:
        'The space the element keeps, also before it is defined (with pc-elements.css), so the page does not shift.',
      default: '100svh',
    },
    ...DESIGN_TOKEN_PROPERTIES,
    ...PRIMITIVE_PROPERTIES,
  ],
} as const satisfies ElementMeta;

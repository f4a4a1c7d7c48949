/**
 * <pc-candle>'s public surface for dist/custom-elements.json (scripts/custom-elements-manifest.ts).
 * Imports only DOM-free @pc/shared modules: the manifest script reads it in node without loading React.
 */
import {
  DESIGN_TOKEN_PROPERTIES,
  type ElementMeta,
  PRIMITIVE_PROPERTIES,
  UNAVAILABLE_SURFACE,
} from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-candle',
  fallback: '<p>The candles could not be shown here. <a href="{page}">See them on our shop</a>.</p>',
  description:
    'The candle landing page: a map with a marker per enabled candle, previous/next arrows that wrap, the candle’s name, subtitle and short description, a ‘tap for more info’ overlay (videos, notes, full description, footer, address) and a sticky buy button in its stock states. The candle is the one whose `url` metadata matches `path`; choosing another adds a history entry: /candle/{url} on the store’s pages, the host page’s own path with `?pc_candle={url}` on a page of another origin (a reload there shows the same candle). With `mapsKey` in the page configuration the map is the maps service, otherwise an offline map.',
  attributes: [
    {
      name: 'path',
      type: 'string',
      description:
        'The {path} of /candle/{path}: the candle whose url metadata it matches shows; none or an unknown one shows the first enabled candle.',
    },
  ],
  properties: [
    {
      name: 'pageData',
      type: '{ candle: Product } | null',
      description:
        'Page data (defaults to #pc-config’s `data`): the candle product as GET products/candle answers it; without it the element loads the product.',
    },
  ],
  events: [
    {
      name: 'pc-navigate',
      type: 'PcNavigateEvent',
      description:
        'Asks the host to go to /checkout once the candle is in the cart (cancelable; default: a page load).',
    },
    {
      name: 'pc-cart-change',
      type: 'PcCartChangeEvent',
      description:
        'The cart after the candle was added (source landing-page, the candle’s position), detail {cart, previous, reason}. From the element (it bubbles, so `window` hears it too).',
    },
    {
      name: 'pc-analytics',
      type: 'PcAnalyticsEvent',
      on: 'window',
      description:
        "On window: 'Product Added' with the fields of the cart line. Sent only with analytics consent (`window.pc.consent`).",
    },
  ],
  ...UNAVAILABLE_SURFACE,
  parts: [
    { name: 'candle', description: 'The page’s content column.' },
    { name: 'map', description: 'The map’s box (fixed aspect ratio).' },
    { name: 'marker', description: 'A candle’s marker on the offline map (a button).' },
    { name: 'marker-selected', description: 'The current candle’s marker.' },
    { name: 'details', description: 'The current candle: subtitle, name, short description, arrows.' },
    { name: 'image', description: 'The current candle’s picture.' },
    { name: 'arrow', description: 'The previous and next arrows.' },
    { name: 'more-info', description: 'The ‘tap for more info’ control.' },
    { name: 'dialog', description: 'The more-info overlay.' },
    { name: 'overlay', description: 'The overlay’s content.' },
    { name: 'buy', description: 'The sticky bar holding the buy button and its note.' },
    { name: 'buy-button', description: 'The buy button.' },
  ],
  cssProperties: [
    { name: '--pc-candle-max-width', description: 'The widest the page content grows.', default: '1120px' },
    { name: '--pc-candle-sea', description: 'The offline map’s sea.', default: '#dfe9ee' },
    { name: '--pc-candle-land', description: 'The offline map’s land.', default: '#c9c2b2' },
    {
      name: '--pc-candle-min-block-size',
      description: 'The space the element keeps, so the page does not shift.',
      default: '100svh',
    },
    ...DESIGN_TOKEN_PROPERTIES,
    ...PRIMITIVE_PROPERTIES,
  ],
} as const satisfies ElementMeta;

/**
 * <pc-cart>'s public surface for dist/custom-elements.json (scripts/custom-elements-manifest.ts).
 * Imports only DOM-free @pc/shared modules: the manifest script reads it in node without loading React.
 */
import type { CHECKOUT_PATH } from '@pc/shared/contract';
import { DESIGN_TOKEN_PROPERTIES, type ElementMeta, LOADING_STATE } from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-cart',
  fallback: '<a href="{store}/checkout">Cart</a>',
  description:
    'The cart a host puts anywhere: a count badge that opens a drawer (a native modal dialog) listing the lines with image, name, cadence and price, a quantity control and Remove on each, the subtotal, the free-shipping note and a link to checkout; the same in every tab of the store. Before its script runs, what the host wrote inside it shows (a link to /checkout).',
  attributes: [
    {
      name: 'open-on-add',
      type: 'boolean',
      description:
        'Open the drawer when this page adds to the cart (a page whose adds show no confirmation of their own).',
      default: 'false',
    },
    {
      name: 'checkout-href',
      type: 'string',
      description: 'Where the drawer’s checkout link goes.',
      // CartRoot's fallback; a type-only tie, as meta.ts loads nothing at run time (architecture.md)
      default: '/checkout' satisfies typeof CHECKOUT_PATH,
    },
  ],
  properties: [
    {
      name: 'pageData',
      type: 'unknown',
      description:
        'Page data (defaults to #pc-config’s `data`); the cart reads none: it loads get_cart_items.',
    },
  ],
  events: [
    {
      name: 'pc-navigate',
      type: 'PcNavigateEvent',
      description:
        'The drawer’s Checkout (a plain click; a modified click is the browser’s) asks the host to go to the checkout, detail {href}: the whole address to load, on a page of another origin with the cart’s one-use hand-off code in it (cancelable; default: a page load).',
    },
  ],
  methods: [
    {
      name: 'show',
      signature: 'show(): void',
      description:
        'Opens the drawer, as the badge does (a modal dialog; focus moves into it). Called before the element’s first view, it opens as soon as the cart is drawn.',
    },
    {
      name: 'close',
      signature: 'close(): void',
      description: 'Closes the drawer; focus returns where it was.',
    },
  ],
  slots: [
    {
      name: '',
      description:
        'A link to the store’s checkout (`<a href="…/checkout">Cart</a>`): what shows before the script runs, and if it never does; the badge then takes its place. Give the tag a box of its own.',
    },
  ],
  cssStates: [LOADING_STATE],
  parts: [
    { name: 'badge', description: 'The cart button with its item count.' },
    { name: 'count', description: 'The item count on the badge.' },
    { name: 'dialog', description: 'The drawer (the shared Dialog’s box).' },
    { name: 'line', description: 'One line of the cart.' },
    { name: 'checkout', description: 'The link to checkout.' },
  ],
  cssProperties: [
    { name: '--pc-cart-drawer-width', description: 'The drawer’s width on a wide screen.', default: '420px' },
    ...DESIGN_TOKEN_PROPERTIES,
  ],
} as const satisfies ElementMeta;

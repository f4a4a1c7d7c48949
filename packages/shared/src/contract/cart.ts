import * as v from 'valibot';
import { CART_LINE_MAX_QUANTITY } from '../constants.ts';
import { AddToCartForm } from './addToCartForm.ts';
import { ADMIN_AJAX_PATH, ajaxAnswer, defineCall } from './call.ts';

export * from './addToCartForm.ts';

/** A cart line as get_cart_items lists it (the spec leaves the listing's fields open: see docs/decisions). */
export const CartItem = v.object({
  key: v.string(),
  productId: v.number(),
  variationId: v.number(),
  name: v.string(),
  sku: v.string(),
  category: v.string(),
  quantity: v.number(),
  price: v.number(),
  /** weeks between deliveries; 0 = bought once (spec §7 convert_to_sub_{id}) */
  cadence: v.number(),
  surveyLogId: v.nullable(v.string()),
  source: v.nullable(v.string()),
  position: v.nullable(v.number()),
  bundle: v.array(
    v.object({
      itemId: v.number(),
      variationId: v.number(),
      attribute: v.string(),
      value: v.string(),
      quantity: v.number(),
    }),
  ),
  giftCard: v.nullable(
    v.object({
      to: v.string(),
      recipientName: v.string(),
      from: v.string(),
      message: v.string(),
      deliveryDate: v.string(),
    }),
  ),
  /** The line's picture, a store path (docs/decisions/0124); the cart shows it beside the name. */
  image: v.optional(v.string()),
});
export type CartItem = v.InferOutput<typeof CartItem>;

export const CartListing = v.object({ items: v.array(CartItem), count: v.number(), subtotal: v.number() });
export type CartListing = v.InferOutput<typeof CartListing>;

export const getCartItems = defineCall({
  name: 'getCartItems',
  method: 'GET',
  path: ADMIN_AJAX_PATH,
  encoding: 'query',
  action: 'get_cart_items',
  request: v.object({}),
  response: ajaxAnswer(CartListing),
});

export const deleteAllItemCart = defineCall({
  name: 'deleteAllItemCart',
  method: 'POST',
  path: ADMIN_AJAX_PATH,
  encoding: 'form',
  action: 'delete_all_item_cart',
  request: v.object({}),
  response: ajaxAnswer(CartListing),
});

/**
 * The cart's own write (docs/decisions/0124; spec §7 lists only adding and clearing): a line's new
 * quantity, 0 removing it. Sent with an Idempotency-Key (docs/decisions/0092) and checked by the store
 * (stock, the one tailored order, a set kept as one line). Answers the cart after it.
 */
export const updateCartItem = defineCall({
  name: 'updateCartItem',
  method: 'POST',
  path: ADMIN_AJAX_PATH,
  encoding: 'form',
  action: 'update_cart_item',
  request: v.object({
    key: v.pipe(v.string(), v.regex(/^[0-9a-f]{1,64}$/, 'must be a cart line key')),
    quantity: v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be a whole number'))]),
      v.transform(Number),
      v.integer('must be a whole number'),
      v.minValue(0, 'must be 0 or more'),
      v.maxValue(CART_LINE_MAX_QUANTITY, `must be at most ${CART_LINE_MAX_QUANTITY}`),
    ),
  }),
  response: ajaxAnswer(CartListing),
});

/**
 * spec §2 Results single-survey overlay, spec §4 "one tailored order at a time": the overlay's text,
 * and the displayMessage of the store's 409 when a tailored line of a second survey is refused.
 */
export const ONE_TAILORED_ORDER_MESSAGE =
  'You already have a tailored order in your cart. We only allow one tailored order at a time.';

/** spec §7 add-to-cart form: toAddToCartForm(request) in, AddToCartForm reads it back (addToCartForm.ts). */
export const addToCart = defineCall({
  name: 'addToCart',
  method: 'POST',
  path: ADMIN_AJAX_PATH,
  encoding: 'form',
  action: 'add_to_cart',
  request: AddToCartForm,
  response: ajaxAnswer(CartListing),
});

/** spec §7 {product}_show_proceed_to_checkout: data boolean. */
export const showProceedToCheckout = defineCall({
  name: 'showProceedToCheckout',
  method: 'POST',
  path: ADMIN_AJAX_PATH,
  encoding: 'form',
  action: '{product}_show_proceed_to_checkout',
  request: v.object({ product: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,40}$/)) }),
  response: ajaxAnswer(v.boolean()),
});

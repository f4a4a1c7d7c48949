import * as v from 'valibot';
import { ajaxAnswer, defineCall } from './call.ts';

export const ADMIN_AJAX_PATH = '/wp-admin/admin-ajax.php';

const digits = v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be a whole number'));
const cadenceWeeks = v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a cadence in weeks (0 for once)'));

/** spec §7: the single-product cart action's sources. */
export const CART_SOURCES = [
  'landing-page',
  'product-list',
  'lp-launch',
  'quiz-results',
  'bathroom-module',
  'cross-sell',
] as const;
export type CartSource = (typeof CART_SOURCES)[number];

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
 * Field names the add-to-cart form may carry beyond its fixed ones (spec §7):
 * convert_to_sub_{id}, and the bundle form's bundle_attribute_{attribute}_{itemId},
 * bundle_variation_id_{itemId}, bundle_quantity_{itemId}.
 */
export const ADD_TO_CART_DYNAMIC_FIELDS: readonly { pattern: RegExp; value: v.GenericSchema }[] = [
  { pattern: /^convert_to_sub_\d{1,12}$/, value: cadenceWeeks },
  { pattern: /^bundle_attribute_[a-z0-9_-]{1,40}_\d{1,12}$/, value: v.pipe(v.string(), v.maxLength(100)) },
  { pattern: /^bundle_variation_id_\d{1,12}$/, value: digits },
  {
    pattern: /^bundle_quantity_\d{1,12}$/,
    value: v.pipe(v.string(), v.regex(/^[1-9]\d?$/, 'must be 1 to 99')),
  },
];

const FIXED_ADD_TO_CART_FIELDS = [
  'action',
  'quantity',
  'add-to-cart',
  'variation_id',
  'survey_log_id',
  'source',
  'position',
  'pw_gift_card_to',
  'pw_gift_card_recipient_name',
  'pw_gift_card_from',
  'pw_gift_card_message',
  'pw_gift_card_delivery_date',
];

/** spec §7 add-to-cart form, with the bundle and e-gift forms' fields (spec §5 limits on the e-gift ones). */
export const AddToCartForm = v.pipe(
  v.looseObject({
    action: v.optional(v.literal('add_to_cart')),
    quantity: v.literal('1'),
    'add-to-cart': digits,
    variation_id: v.optional(digits),
    survey_log_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
    source: v.optional(v.picklist(CART_SOURCES)),
    position: v.optional(digits),
    pw_gift_card_to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
    pw_gift_card_recipient_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(25))),
    pw_gift_card_from: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(25))),
    pw_gift_card_message: v.optional(v.pipe(v.string(), v.maxLength(140))),
    pw_gift_card_delivery_date: v.optional(v.pipe(v.string(), v.isoDate('must be a date as YYYY-MM-DD'))),
  }),
  v.check((form) => {
    for (const [key, value] of Object.entries(form)) {
      if (FIXED_ADD_TO_CART_FIELDS.includes(key)) continue;
      const field = ADD_TO_CART_DYNAMIC_FIELDS.find((f) => f.pattern.test(key));
      if (!field || !v.is(field.value, value)) return false;
    }
    return true;
  }, 'the add-to-cart form has an unknown or invalid field'),
);
export type AddToCartForm = v.InferInput<typeof AddToCartForm>;

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

/** spec §7 cologne typeahead: GET admin-ajax with query_perfume (response shape: docs/decisions). */
export const queryPerfume = defineCall({
  name: 'queryPerfume',
  method: 'GET',
  path: ADMIN_AJAX_PATH,
  encoding: 'query',
  action: 'query_perfume',
  request: v.object({ query_perfume: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(100)) }),
  response: ajaxAnswer(v.array(v.object({ id: v.string(), name: v.string(), brand: v.string() }))),
});

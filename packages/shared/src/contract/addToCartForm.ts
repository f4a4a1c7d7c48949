import * as v from 'valibot';
import { GIFT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.ts';

// spec §7 add-to-cart form, with the bundle and e-gift forms' fields: the grammar written once, both
// ways. Elements build an AddToCartRequest and send toAddToCartForm(request); the server reads the
// fields back through AddToCartForm (a schema whose output is the AddToCartRequest again) and turns
// its issues into 400 displayMessages. Nothing else spells a field name.

/** spec §7: the single-product cart action's sources (docs/decisions: the results' own sources). */
export const CART_SOURCES = [
  'landing-page',
  'product-list',
  'lp-launch',
  'quiz-results',
  'bathroom-module',
  'cross-sell',
] as const;
export type CartSource = (typeof CART_SOURCES)[number];

/** One item of a set, as the bundle form chooses it (spec §7 bundle_*_{itemId}). */
export interface BundleItemChoice {
  itemId: number;
  /** bundle_attribute_{attribute}_{itemId}: the item's option by attribute value (e.g. formula = balanced). */
  attribute?: { name: string; value: string };
  /** bundle_variation_id_{itemId} */
  variationId?: number;
  /** bundle_quantity_{itemId}: 1 to 99 */
  quantity?: number;
}

/**
 * The e-gift form's fields (spec §7 pw_gift_card_*), as given: spec §5 says which are required and
 * how they are checked, and the server applies that; the grammar only carries them.
 */
export interface EGiftFields {
  to?: string;
  recipientName?: string;
  from?: string;
  message?: string;
  /** YYYY-MM-DD */
  deliveryDate?: string;
}

/** What one add-to-cart press asks for (spec §7; quantity is always 1). */
export interface AddToCartRequest {
  productId: number;
  /** variation_id; left out when the product has none (a set), 0 read as none by the store. */
  variationId?: number;
  /** convert_to_sub_{id}: weeks between deliveries, 0 for once. Left out: bought once. */
  cadence?: number;
  /** The id convert_to_sub_{id} names when it is not the product's (the store also takes the variation's). */
  cadenceId?: number;
  surveyLogId?: string;
  source?: CartSource;
  position?: number;
  bundle?: BundleItemChoice[];
  eGift?: EGiftFields;
}

/** spec §7 field names. The patterned ones are functions of their ids. */
export const ADD_TO_CART_FIELD = {
  quantity: 'quantity',
  product: 'add-to-cart',
  variation: 'variation_id',
  surveyLog: 'survey_log_id',
  source: 'source',
  position: 'position',
  cadence: (id: number) => `convert_to_sub_${id}`,
  bundleAttribute: (attribute: string, itemId: number) => `bundle_attribute_${attribute}_${itemId}`,
  bundleVariation: (itemId: number) => `bundle_variation_id_${itemId}`,
  bundleQuantity: (itemId: number) => `bundle_quantity_${itemId}`,
  giftTo: 'pw_gift_card_to',
  giftRecipientName: 'pw_gift_card_recipient_name',
  giftFrom: 'pw_gift_card_from',
  giftMessage: 'pw_gift_card_message',
  giftDeliveryDate: 'pw_gift_card_delivery_date',
} as const;

const F = ADD_TO_CART_FIELD;

/** The patterned fields, read back: each pattern is the inverse of its ADD_TO_CART_FIELD function. */
const PATTERNED = {
  cadence: /^convert_to_sub_(\d{1,12})$/,
  bundleAttribute: /^bundle_attribute_([a-z0-9_-]{1,40})_(\d{1,12})$/,
  bundleVariation: /^bundle_variation_id_(\d{1,12})$/,
  bundleQuantity: /^bundle_quantity_(\d{1,12})$/,
} as const;

/** The fields as a shopper reads them in an error message (the server's 400 displayMessage). */
// The server's reading half (the labels, FixedFields, FIXED_NAMES, AddToCartForm) is built lazily or
// from pure calls, so a browser chunk that only sends the form (toAddToCartForm) drops it
// (docs/decisions/0074, scripts/browserCalls.ts).
export const ADD_TO_CART_LABELS: Readonly<Record<string, string>> = /* @__PURE__ */ (() => ({
  [F.quantity]: 'the quantity',
  [F.product]: 'the product',
  [F.variation]: 'the option',
  [F.surveyLog]: 'the survey',
  [F.source]: 'the source',
  [F.position]: 'the position',
  [F.giftTo]: 'the recipient email',
  [F.giftRecipientName]: "the recipient's name",
  [F.giftFrom]: 'your name',
  [F.giftMessage]: 'the gift message',
  [F.giftDeliveryDate]: 'the delivery date',
}))();

const digits = v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be a whole number'));
const cadenceWeeks = v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a cadence in weeks (0 for once)'));
const bundleQuantity = v.pipe(v.string(), v.regex(/^[1-9]\d?$/, 'must be 1 to 99'));
const bundleAttributeValue = v.pipe(v.string(), v.maxLength(100));

/** The fixed fields and their values (spec §5 limits on the e-gift ones). */
const FixedFields = /* @__PURE__ */ (() =>
  v.looseObject({
    action: v.optional(v.literal('add_to_cart')),
    [F.quantity]: v.literal('1'),
    [F.product]: digits,
    [F.variation]: v.optional(digits),
    [F.surveyLog]: v.optional(v.pipe(v.string(), v.maxLength(64))),
    [F.source]: v.optional(v.picklist(CART_SOURCES)),
    [F.position]: v.optional(digits),
    [F.giftTo]: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
    [F.giftRecipientName]: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX_LENGTH))),
    [F.giftFrom]: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX_LENGTH))),
    [F.giftMessage]: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(GIFT_MESSAGE_MAX_LENGTH))),
    [F.giftDeliveryDate]: v.optional(v.pipe(v.string(), v.isoDate('must be a date as YYYY-MM-DD'))),
  }))();
type FixedFields = v.InferOutput<typeof FixedFields>;
const FIXED_NAMES: ReadonlySet<string> = /* @__PURE__ */ (() => new Set(Object.keys(FixedFields.entries)))();

/** A field the form does not have, or a patterned field whose value is wrong. */
interface FieldProblem {
  field: string;
  reason: string;
}

/** Reads the patterned fields into the request; answers the first problem, or null. */
function readPatterned(fields: Record<string, unknown>, request: AddToCartRequest): FieldProblem | null {
  const items = new Map<number, BundleItemChoice>();
  const item = (itemId: number) => {
    let choice = items.get(itemId);
    if (!choice) {
      choice = { itemId };
      items.set(itemId, choice);
    }
    return choice;
  };
  for (const [key, raw] of Object.entries(fields)) {
    if (FIXED_NAMES.has(key)) continue;
    const field = key.length > 60 ? `${key.slice(0, 60)}…` : key;
    const problem = (schema: v.GenericSchema): string | null => {
      const result = v.safeParse(schema, raw);
      return result.success ? null : result.issues[0].message;
    };
    let match = PATTERNED.cadence.exec(key);
    if (match) {
      const reason =
        problem(cadenceWeeks) ?? (request.cadence === undefined ? null : 'repeats the cadence of this item');
      if (reason) return { field, reason };
      const id = Number(match[1]);
      request.cadence = Number(raw);
      if (id !== request.productId) request.cadenceId = id;
      continue;
    }
    match = PATTERNED.bundleAttribute.exec(key);
    if (match) {
      const reason = problem(bundleAttributeValue);
      if (reason) return { field, reason };
      item(Number(match[2])).attribute = { name: match[1]!, value: String(raw) };
      continue;
    }
    match = PATTERNED.bundleVariation.exec(key);
    if (match) {
      const reason = problem(digits);
      if (reason) return { field, reason };
      item(Number(match[1])).variationId = Number(raw);
      continue;
    }
    match = PATTERNED.bundleQuantity.exec(key);
    if (match) {
      const reason = problem(bundleQuantity);
      if (reason) return { field, reason };
      item(Number(match[1])).quantity = Number(raw);
      continue;
    }
    return { field, reason: 'is not a field of the add-to-cart form' };
  }
  if (items.size > 0) request.bundle = [...items.values()];
  return null;
}

/** The fixed fields into the request (the values are already checked by FixedFields). */
function readFixed(fields: FixedFields): AddToCartRequest {
  const request: AddToCartRequest = { productId: Number(fields[F.product]) };
  if (fields[F.variation] !== undefined) request.variationId = Number(fields[F.variation]);
  if (fields[F.surveyLog] !== undefined) request.surveyLogId = fields[F.surveyLog];
  if (fields[F.source] !== undefined) request.source = fields[F.source];
  if (fields[F.position] !== undefined) request.position = Number(fields[F.position]);
  const eGift: EGiftFields = {};
  if (fields[F.giftTo] !== undefined) eGift.to = fields[F.giftTo];
  if (fields[F.giftRecipientName] !== undefined) eGift.recipientName = fields[F.giftRecipientName];
  if (fields[F.giftFrom] !== undefined) eGift.from = fields[F.giftFrom];
  if (fields[F.giftMessage] !== undefined) eGift.message = fields[F.giftMessage];
  if (fields[F.giftDeliveryDate] !== undefined) eGift.deliveryDate = fields[F.giftDeliveryDate];
  if (Object.keys(eGift).length > 0) request.eGift = eGift;
  return request;
}

/**
 * The one parser back: spec §7 add-to-cart form fields in, the AddToCartRequest out. An issue names
 * its field in its path, so the server's 400 says which field is wrong and why.
 */
export const AddToCartForm = v.pipe(
  FixedFields,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const request = readFixed(dataset.value);
    const problem = readPatterned(dataset.value, request);
    if (problem) {
      addIssue({
        message: problem.reason,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: problem.field,
            value: dataset.value[problem.field],
          },
        ],
      });
      return NEVER;
    }
    return request;
  }),
);
/** The form fields as they travel (urlencoded strings). */
export type AddToCartFields = v.InferInput<typeof AddToCartForm>;

/** The one builder: an AddToCartRequest as spec §7 form fields (quantity=1 always). */
export function toAddToCartForm(request: AddToCartRequest): AddToCartFields {
  const fields: AddToCartFields = { [F.quantity]: '1', [F.product]: String(request.productId) };
  if (request.variationId !== undefined) fields[F.variation] = String(request.variationId);
  if (request.cadence !== undefined)
    fields[F.cadence(request.cadenceId ?? request.productId)] = String(request.cadence);
  if (request.surveyLogId !== undefined) fields[F.surveyLog] = request.surveyLogId;
  if (request.source !== undefined) fields[F.source] = request.source;
  if (request.position !== undefined) fields[F.position] = String(request.position);
  for (const item of request.bundle ?? []) {
    if (item.attribute) fields[F.bundleAttribute(item.attribute.name, item.itemId)] = item.attribute.value;
    if (item.variationId !== undefined) fields[F.bundleVariation(item.itemId)] = String(item.variationId);
    if (item.quantity !== undefined) fields[F.bundleQuantity(item.itemId)] = String(item.quantity);
  }
  const gift = request.eGift;
  if (gift?.to !== undefined) fields[F.giftTo] = gift.to;
  if (gift?.recipientName !== undefined) fields[F.giftRecipientName] = gift.recipientName;
  if (gift?.from !== undefined) fields[F.giftFrom] = gift.from;
  if (gift?.message !== undefined) fields[F.giftMessage] = gift.message;
  if (gift?.deliveryDate !== undefined) fields[F.giftDeliveryDate] = gift.deliveryDate;
  return fields;
}

/** Reads form fields back into a request: the request, or the first field that is wrong and why. */
export function parseAddToCartForm(
  fields: unknown,
): { success: true; request: AddToCartRequest } | { success: false; field: string | null; reason: string } {
  const result = v.safeParse(AddToCartForm, fields);
  if (result.success) return { success: true, request: result.output };
  const issue = result.issues[0];
  return { success: false, field: v.getDotPath(issue), reason: issue.message };
}

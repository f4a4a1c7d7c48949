import type { AddToCartForm, CartItem } from '@pc/shared/contract';
import type * as v from 'valibot';
import type { Queryable } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import {
  type CatalogProduct,
  type CatalogVariation,
  findProductById,
  MAX_DB_INTEGER,
} from '../products/productRepository.ts';
import { effectiveStockStatus, isDisabled } from '../products/stockRules.ts';
import type { NewCartLine } from './cartRepository.ts';
import { eGiftDetails } from './eGiftRules.ts';

// spec §7 add-to-cart form, in its single, bundle and e-gift shapes: what the form asks for, checked
// against the catalog and priced from it (never from the client).

type Form = v.InferOutput<typeof AddToCartForm>;

const GIFT_FIELDS = [
  'pw_gift_card_to',
  'pw_gift_card_recipient_name',
  'pw_gift_card_from',
  'pw_gift_card_message',
  'pw_gift_card_delivery_date',
] as const;

interface BundleChoice {
  variationId?: number;
  attribute?: { name: string; value: string };
  quantity?: number;
}

/** The patterned fields: convert_to_sub_{id} and the bundle form's bundle_*_{itemId}. */
const dynamicFields = (form: Form) => {
  const subscriptions = new Map<number, number>();
  const bundle = new Map<number, BundleChoice>();
  const choice = (itemId: number) => bundle.get(itemId) ?? bundle.set(itemId, {}).get(itemId)!;
  for (const [key, raw] of Object.entries(form)) {
    const value = String(raw);
    let match = /^convert_to_sub_(\d+)$/.exec(key);
    if (match) subscriptions.set(Number(match[1]), Number(value));
    match = /^bundle_variation_id_(\d+)$/.exec(key);
    if (match) choice(Number(match[1])).variationId = Number(value);
    match = /^bundle_quantity_(\d+)$/.exec(key);
    if (match) choice(Number(match[1])).quantity = Number(value);
    match = /^bundle_attribute_(.+)_(\d+)$/.exec(key);
    if (match) choice(Number(match[2])).attribute = { name: match[1]!, value };
  }
  return { subscriptions, bundle };
};

/** spec §4 stock: a disabled, or (by the session's clock) sold-out variation cannot be added. */
const assertBuyable = (variation: CatalogVariation, now: Date): void => {
  if (isDisabled(variation)) {
    throw invalidParam(
      `Invalid parameter(s): variation ${variation.id} is disabled`,
      `${variation.name} is not available.`,
    );
  }
  if (effectiveStockStatus(variation, now) === 'outofstock') {
    throw invalidParam(
      `Invalid parameter(s): variation ${variation.id} is out of stock`,
      `${variation.name} is sold out.`,
    );
  }
};

/**
 * spec §7 convert_to_sub_{id}: weeks between deliveries, 0 for once. The id may name the product or
 * the chosen variation; a subscription needs a subscription price (spec §9: some items are once only).
 */
const cadenceOf = (
  subscriptions: Map<number, number>,
  ids: number[],
  name: string,
  subscriptionPrice: number | null,
): number => {
  for (const id of subscriptions.keys()) {
    if (!ids.includes(id)) {
      throw invalidParam(
        `Invalid parameter(s): convert_to_sub_${id} does not name this product`,
        'This item could not be added to the cart.',
      );
    }
  }
  const cadence = ids.map((id) => subscriptions.get(id)).find((weeks) => weeks !== undefined) ?? 0;
  if (cadence > 0 && subscriptionPrice === null) {
    throw invalidParam(
      `Invalid parameter(s): ${name} has no subscription`,
      `${name} can only be bought once.`,
    );
  }
  return cadence;
};

const chooseVariation = (product: CatalogProduct, variationId: string | undefined): CatalogVariation => {
  if (variationId === undefined) {
    if (product.variations.length === 1) return product.variations[0]!;
    throw invalidParam(
      'Invalid parameter(s): variation_id is required',
      `Please choose an option of ${product.name}.`,
    );
  }
  const variation = product.variations.find((candidate) => candidate.id === Number(variationId));
  if (!variation) {
    throw invalidParam(
      `Invalid parameter(s): variation_id ${variationId} is not an option of ${product.name}`,
      `This option of ${product.name} is not available.`,
    );
  }
  return variation;
};

const commonFields = (form: Form) => {
  const position = form.position === undefined ? null : Number(form.position);
  if (position !== null && position > MAX_DB_INTEGER) {
    throw invalidParam(
      'Invalid parameter(s): position is too large',
      'Please check the position: it is too large.',
    );
  }
  return { surveyLogId: form.survey_log_id ?? null, source: form.source ?? null, position };
};

const singleLine = (
  product: CatalogProduct,
  form: Form,
  now: Date,
  giftCard: CartItem['giftCard'],
): NewCartLine => {
  const variation = chooseVariation(product, form.variation_id);
  assertBuyable(variation, now);
  const { subscriptions } = dynamicFields(form);
  const cadence = cadenceOf(
    subscriptions,
    [product.id, variation.id],
    variation.name,
    variation.subscriptionPrice,
  );
  return {
    productId: product.id,
    variationId: variation.id,
    name: variation.name,
    sku: variation.sku,
    category: product.category,
    price: cadence > 0 ? variation.subscriptionPrice! : variation.price,
    cadence,
    ...commonFields(form),
    bundle: [],
    giftCard,
  };
};

/** The variation a set's item gets: the one named, the one with the named attribute value, or its default. */
const bundleItemVariation = (
  product: CatalogProduct,
  item: CatalogProduct['bundleItems'][number],
  choice: BundleChoice,
): CatalogVariation => {
  const byId =
    choice.variationId === undefined ? undefined : item.variations.find((v) => v.id === choice.variationId);
  if (choice.variationId !== undefined && !byId) {
    throw invalidParam(
      `Invalid parameter(s): bundle_variation_id_${item.id} is not an option of this item`,
      `This option of ${product.name} is not available.`,
    );
  }
  const attribute = choice.attribute;
  if (attribute && attribute.name !== item.attribute) {
    throw invalidParam(
      `Invalid parameter(s): bundle_attribute_${attribute.name}_${item.id}: this item is chosen by ${item.attribute}`,
      'This item could not be added to the cart.',
    );
  }
  const byAttribute = attribute
    ? item.variations.find((v) => v.attributes[item.attribute] === attribute.value)
    : undefined;
  if (attribute && (!byAttribute || (byId && byId.id !== byAttribute.id))) {
    throw invalidParam(
      `Invalid parameter(s): bundle_attribute_${attribute.name}_${item.id} does not match an option`,
      `This option of ${product.name} is not available.`,
    );
  }
  return byId ?? byAttribute ?? item.variations.find((v) => v.id === item.defaultVariationId)!;
};

/**
 * A set as one cart line (spec §4: "a bundle set added as a whole is one bundle"), at the set's price
 * (spec §3). An item taken more than once adds its own price for each extra unit.
 */
const bundleLine = (product: CatalogProduct, form: Form, now: Date): NewCartLine => {
  // spec §7 lists variation_id in the form; for a set, 0 means "none", as WooCommerce reads it.
  if (form.variation_id !== undefined && form.variation_id !== '0') {
    throw invalidParam(
      'Invalid parameter(s): variation_id does not apply to a set',
      'This item could not be added to the cart.',
    );
  }
  const { subscriptions, bundle } = dynamicFields(form);
  for (const itemId of bundle.keys()) {
    if (!product.bundleItems.some((item) => item.id === itemId)) {
      throw invalidParam(
        `Invalid parameter(s): bundle item ${itemId} is not part of ${product.name}`,
        'This item could not be added to the cart.',
      );
    }
  }
  const cadence = cadenceOf(subscriptions, [product.id], product.name, product.subscriptionPrice);
  const items = product.bundleItems.map((item) => {
    const choice = bundle.get(item.id) ?? {};
    const variation = bundleItemVariation(product, item, choice);
    assertBuyable(variation, now);
    return { item, variation, quantity: choice.quantity ?? 1 };
  });
  const unit = (variation: CatalogVariation) =>
    cadence > 0 ? (variation.subscriptionPrice ?? variation.price) : variation.price;
  const setPrice = cadence > 0 ? product.subscriptionPrice! : product.price;
  const extras = items.reduce(
    (total, { variation, quantity }) => total + (quantity - 1) * unit(variation),
    0,
  );
  return {
    productId: product.id,
    variationId: 0,
    name: product.name,
    sku: product.slug.toUpperCase(),
    category: product.category,
    price: setPrice + extras,
    cadence,
    ...commonFields(form),
    bundle: items.map(({ item, variation, quantity }) => ({
      itemId: item.id,
      variationId: variation.id,
      attribute: item.attribute,
      value: variation.attributes[item.attribute] ?? '',
      quantity,
    })),
    giftCard: null,
  };
};

/** Turns a validated add-to-cart form into the cart line it adds, or a 400 naming what is wrong. */
export const cartLineFromForm = async (db: Queryable, form: Form, now: Date): Promise<NewCartLine> => {
  const product = await findProductById(db, Number(form['add-to-cart']));
  if (!product) {
    throw invalidParam(
      `Invalid parameter(s): add-to-cart ${form['add-to-cart']} is not a product`,
      'This product is no longer available.',
    );
  }
  const hasGiftFields = GIFT_FIELDS.some((field) => form[field] !== undefined);
  const hasBundleFields = Object.keys(form).some((key) => key.startsWith('bundle_'));
  if (hasGiftFields && product.kind !== 'e_gift_card') {
    throw invalidParam(
      'Invalid parameter(s): pw_gift_card_* fields apply only to the e-gift card',
      'This item could not be added to the cart.',
    );
  }
  if (hasBundleFields && product.kind !== 'bundle') {
    throw invalidParam(
      'Invalid parameter(s): bundle_* fields apply only to a set',
      'This item could not be added to the cart.',
    );
  }
  switch (product.kind) {
    case 'bundle':
      return bundleLine(product, form, now);
    case 'e_gift_card':
      // spec §5: recipient, email, sender and date are required and checked.
      return singleLine(product, form, now, eGiftDetails(form, now));
    case 'variable':
      return singleLine(product, form, now, null);
  }
};

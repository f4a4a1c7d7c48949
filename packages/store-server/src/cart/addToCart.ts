import {
  type AddToCartRequest,
  type BundleItemChoice,
  type CartItem,
  ADD_TO_CART_FIELD as FIELD,
} from '@pc/shared/contract';
import {
  type CatalogProduct,
  type CatalogVariation,
  findProductById,
  MAX_DB_INTEGER,
} from '../catalogue/productRepository.ts';
import { effectiveStockStatus, isDisabled } from '../catalogue/stockRules.ts';
import type { Queryable } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import type { NewCartLine } from './cartRepository.ts';
import { eGiftDetails } from './eGiftRules.ts';

// spec §7 add-to-cart form, in its single, bundle and e-gift shapes: what the request (read from the
// form by the contract's AddToCartForm) asks for, checked against the catalog and priced from it
// (never from the client).

/** spec §4 stock: a disabled, or (by the session's clock) sold-out variation cannot be added. */
const assertBuyable = (variation: CatalogVariation, now: Date): void => {
  if (isDisabled(variation)) {
    throw invalidParam(`Invalid parameter(s): variation ${variation.id} is disabled`, (m) =>
      m.variationNotAvailable({ name: variation.name }),
    );
  }
  if (effectiveStockStatus(variation, now) === 'outofstock') {
    throw invalidParam(`Invalid parameter(s): variation ${variation.id} is out of stock`, (m) =>
      m.soldOut({ name: variation.name }),
    );
  }
};

/**
 * spec §7 convert_to_sub_{id}: weeks between deliveries, 0 for once. The id may name the product or
 * the chosen variation; a subscription needs a subscription price (spec §9: some items are once only).
 */
const cadenceOf = (
  request: AddToCartRequest,
  ids: number[],
  name: string,
  subscriptionPrice: number | null,
): number => {
  if (request.cadenceId !== undefined && !ids.includes(request.cadenceId)) {
    throw invalidParam(
      `Invalid parameter(s): ${FIELD.cadence(request.cadenceId)} does not name this product`,
      (m) => m.notAddable,
    );
  }
  const cadence = request.cadence ?? 0;
  if (cadence > 0 && subscriptionPrice === null) {
    throw invalidParam(`Invalid parameter(s): ${name} has no subscription`, (m) => m.onlyOnce({ name }));
  }
  return cadence;
};

const chooseVariation = (product: CatalogProduct, variationId: number | undefined): CatalogVariation => {
  if (variationId === undefined) {
    if (product.variations.length === 1) return product.variations[0]!;
    throw invalidParam(`Invalid parameter(s): ${FIELD.variation} is required`, (m) =>
      m.chooseOption({ name: product.name }),
    );
  }
  const variation = product.variations.find((candidate) => candidate.id === variationId);
  if (!variation) {
    throw invalidParam(
      `Invalid parameter(s): ${FIELD.variation} ${variationId} is not an option of ${product.name}`,
      (m) => m.optionNotAvailable({ name: product.name }),
    );
  }
  return variation;
};

const commonFields = (request: AddToCartRequest) => {
  const position = request.position ?? null;
  if (position !== null && position > MAX_DB_INTEGER) {
    throw invalidParam('Invalid parameter(s): position is too large', (m) => m.positionTooLarge);
  }
  return { surveyLogId: request.surveyLogId ?? null, source: request.source ?? null, position };
};

const singleLine = (
  product: CatalogProduct,
  request: AddToCartRequest,
  now: Date,
  giftCard: CartItem['giftCard'],
): NewCartLine => {
  const variation = chooseVariation(product, request.variationId);
  assertBuyable(variation, now);
  const cadence = cadenceOf(request, [product.id, variation.id], variation.name, variation.subscriptionPrice);
  return {
    productId: product.id,
    variationId: variation.id,
    name: variation.name,
    sku: variation.sku,
    category: product.category,
    price: cadence > 0 ? variation.subscriptionPrice! : variation.price,
    cadence,
    ...commonFields(request),
    bundle: [],
    giftCard,
  };
};

/** The variation a set's item gets: the one named, the one with the named attribute value, or its default. */
const bundleItemVariation = (
  product: CatalogProduct,
  item: CatalogProduct['bundleItems'][number],
  choice: BundleItemChoice | undefined,
): CatalogVariation => {
  const chosenId = choice?.variationId;
  const byId = chosenId === undefined ? undefined : item.variations.find((v) => v.id === chosenId);
  if (chosenId !== undefined && !byId) {
    throw invalidParam(
      `Invalid parameter(s): ${FIELD.bundleVariation(item.id)} is not an option of this item`,
      (m) => m.optionNotAvailable({ name: product.name }),
    );
  }
  const attribute = choice?.attribute;
  if (attribute && attribute.name !== item.attribute) {
    throw invalidParam(
      `Invalid parameter(s): ${FIELD.bundleAttribute(attribute.name, item.id)}: this item is chosen by ${item.attribute}`,
      (m) => m.notAddable,
    );
  }
  const byAttribute = attribute
    ? item.variations.find((v) => v.attributes[item.attribute] === attribute.value)
    : undefined;
  if (attribute && (!byAttribute || (byId && byId.id !== byAttribute.id))) {
    throw invalidParam(
      `Invalid parameter(s): ${FIELD.bundleAttribute(attribute.name, item.id)} does not match an option`,
      (m) => m.optionNotAvailable({ name: product.name }),
    );
  }
  return byId ?? byAttribute ?? item.variations.find((v) => v.id === item.defaultVariationId)!;
};

/**
 * A set as one cart line (spec §4: "a bundle set added as a whole is one bundle"), at the set's price
 * (spec §3). An item taken more than once adds its own price for each extra unit.
 */
const bundleLine = (product: CatalogProduct, request: AddToCartRequest, now: Date): NewCartLine => {
  // spec §7 lists variation_id in the form; for a set, 0 means "none", as WooCommerce reads it.
  if (request.variationId !== undefined && request.variationId !== 0) {
    throw invalidParam(
      `Invalid parameter(s): ${FIELD.variation} does not apply to a set`,
      (m) => m.notAddable,
    );
  }
  const choices = request.bundle ?? [];
  for (const { itemId } of choices) {
    if (!product.bundleItems.some((item) => item.id === itemId)) {
      throw invalidParam(
        `Invalid parameter(s): bundle item ${itemId} is not part of ${product.name}`,
        (m) => m.notAddable,
      );
    }
  }
  const cadence = cadenceOf(request, [product.id], product.name, product.subscriptionPrice);
  const items = product.bundleItems.map((item) => {
    const choice = choices.find((candidate) => candidate.itemId === item.id);
    const variation = bundleItemVariation(product, item, choice);
    assertBuyable(variation, now);
    return { item, variation, quantity: choice?.quantity ?? 1 };
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
    ...commonFields(request),
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

/** Turns an add-to-cart request into the cart line it adds, or a 400 naming what is wrong. */
export const cartLineFromRequest = async (
  db: Queryable,
  request: AddToCartRequest,
  now: Date,
): Promise<NewCartLine> => {
  const product = await findProductById(db, request.productId);
  if (!product) {
    throw invalidParam(
      `Invalid parameter(s): ${FIELD.product} ${request.productId} is not a product`,
      (m) => m.productGone,
    );
  }
  if (request.eGift && product.kind !== 'e_gift_card') {
    throw invalidParam(
      'Invalid parameter(s): pw_gift_card_* fields apply only to the e-gift card',
      (m) => m.notAddable,
    );
  }
  if (request.bundle && product.kind !== 'bundle') {
    throw invalidParam('Invalid parameter(s): bundle_* fields apply only to a set', (m) => m.notAddable);
  }
  switch (product.kind) {
    case 'bundle':
      return bundleLine(product, request, now);
    case 'e_gift_card':
      // spec §5: recipient, email, sender and date are required and checked.
      return singleLine(product, request, now, eGiftDetails(request.eGift ?? {}, now));
    case 'variable':
      return singleLine(product, request, now, null);
  }
};

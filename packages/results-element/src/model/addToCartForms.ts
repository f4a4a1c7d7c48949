// spec §4 Results "Add to cart" and spec §7 add-to-cart / bundle forms: the requests one press sends
// (the contract's toAddToCartForm spells them as form fields).
import type {
  AddToCartRequest,
  BundleItemChoice,
  ResultsProduct,
  ResultsSubProduct,
} from '@pc/shared/contract';
import { defaultCadence } from './cadence.ts';
import {
  linePerItem,
  offersSubscription,
  type Purchasable,
  type PurchaseChoice,
  purchaseTarget,
} from './purchase.ts';

/**
 * The product id the cart adds (spec §7 `add-to-cart`, `convert_to_sub_{id}`): the parent of a card
 * that is one variation of a product (each candle, `parentId`), else the card's own id. Decision 0015.
 */
export const cartProductId = (item: Purchasable): number => item.parentId ?? item.id;

/**
 * The choice one cart line is added with. An item of a synthetic set added whole ships at its own
 * cadence, never at another item's (spec §9 per product; decision 0016); any other line takes the
 * card's cadence.
 */
export function lineChoice(
  product: ResultsProduct,
  choice: PurchaseChoice,
  item: Purchasable,
): PurchaseChoice {
  const index = product.products.indexOf(item as ResultsSubProduct);
  if (!linePerItem(product, choice) || index < 0) return choice;
  return { ...choice, cadence: choice.itemCadences?.[index] ?? defaultCadence(item) };
}

/** One cart line to post, with what analytics reports about it. */
export interface CartLine {
  request: AddToCartRequest;
  item: Purchasable;
  /** Weeks between deliveries; 0 = bought once (spec §7 convert_to_sub_{id}). */
  cadence: number;
}

/**
 * spec §7: quantity=1, add-to-cart (product id), variation_id (left out for a set, which has none),
 * convert_to_sub_{id} (cadence in weeks, or 0 for once), survey_log_id (left out when the results are
 * not tailored: no survey log).
 */
function line(item: Purchasable, choice: PurchaseChoice, surveyLogId: string): CartLine {
  const cadence = choice.isSubscription && offersSubscription(item) ? choice.cadence : 0;
  // A per-variation card (each candle) adds its parent product (decision 0015).
  const request: AddToCartRequest = { productId: cartProductId(item), cadence };
  // A set is a product without variations (variationId 0): the store refuses a variation_id for it
  // ("variation_id does not apply to a set"), so the field is sent only when there is a variation.
  if (item.variationId > 0) request.variationId = item.variationId;
  if (surveyLogId) request.surveyLogId = surveyLogId;
  return { request, item, cadence };
}

/**
 * spec §7 bundle form: for each sub-product its attribute value, variation and quantity
 * (bundle_attribute_{attribute}_{itemId},
 * bundle_variation_id_{itemId} and bundle_quantity_{itemId}. A sub-product without a bundle item id
 * is not a bundle slot and adds nothing; the attribute field needs both its name and value.
 */
function bundleItems(product: ResultsProduct): BundleItemChoice[] {
  return product.products.flatMap((item): BundleItemChoice[] => {
    if (item.bundleItemId === null) return [];
    const choice: BundleItemChoice = {
      itemId: item.bundleItemId,
      variationId: item.variationId,
      quantity: 1,
    };
    if (item.attributeName && item.bundleAttribute !== null)
      choice.attribute = { name: item.attributeName, value: item.bundleAttribute };
    return [choice];
  });
}

/**
 * spec §4 Results: "a bundle set added as a whole is one bundle; a synthetic set adds each non-promo
 * item; an individually selected item adds just that item". A product that is not a set (bundleType
 * none) is one line. The card's cadence applies to every line that offers a subscription, except a
 * synthetic set's items, which each keep their own (decision 0016).
 */
export function addToCartForms(
  product: ResultsProduct,
  choice: PurchaseChoice,
  surveyLogId: string,
): CartLine[] {
  if (choice.selected > 0) {
    const item = purchaseTarget(product, choice.selected);
    return [line(item, choice, surveyLogId)];
  }
  if (product.bundleType === 'synthetic')
    // Each item at its own cadence, never another item's (decision 0016).
    return product.products
      .filter((item) => !item.isPromo)
      .map((item) => line(item, lineChoice(product, choice, item), surveyLogId));
  const whole = line(product, choice, surveyLogId);
  if (product.bundleType === 'bundle') whole.request.bundle = bundleItems(product);
  return [whole];
}

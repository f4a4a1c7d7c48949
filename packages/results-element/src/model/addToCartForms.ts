// spec §4 Results "Add to cart" and spec §7 add-to-cart / bundle forms: the forms one press posts.
import type { AddToCartForm, ResultsProduct } from '@pc/shared/contract';
import { offersSubscription, type Purchasable, type PurchaseChoice, purchaseTarget } from './purchase.ts';

/** One cart line to post, with what analytics reports about it. */
export interface CartLine {
  form: AddToCartForm;
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
  const form: AddToCartForm = { quantity: '1', 'add-to-cart': String(item.id) };
  // A set is a product without variations (variationId 0): the store refuses a variation_id for it
  // ("variation_id does not apply to a set"), so the field is sent only when there is a variation.
  if (item.variationId > 0) form.variation_id = String(item.variationId);
  form[`convert_to_sub_${item.id}`] = String(cadence);
  if (surveyLogId) form.survey_log_id = surveyLogId;
  return { form, item, cadence };
}

/**
 * spec §7 bundle form: for each sub-product bundle_attribute_{attribute}_{itemId},
 * bundle_variation_id_{itemId} and bundle_quantity_{itemId}. A sub-product without a bundle item id
 * is not a bundle slot and adds nothing; the attribute field needs both its name and value.
 */
function bundleFields(product: ResultsProduct): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const item of product.products) {
    if (item.bundleItemId === null) continue;
    const itemId = item.bundleItemId;
    if (item.attributeName && item.bundleAttribute !== null)
      fields[`bundle_attribute_${item.attributeName}_${itemId}`] = item.bundleAttribute;
    fields[`bundle_variation_id_${itemId}`] = String(item.variationId);
    fields[`bundle_quantity_${itemId}`] = '1';
  }
  return fields;
}

/**
 * spec §4 Results: "a bundle set added as a whole is one bundle; a synthetic set adds each non-promo
 * item; an individually selected item adds just that item". A product that is not a set (bundleType
 * none) is one line. The cadence applies to every line that offers a subscription.
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
    return product.products.filter((item) => !item.isPromo).map((item) => line(item, choice, surveyLogId));
  const whole = line(product, choice, surveyLogId);
  if (product.bundleType === 'bundle') whole.form = { ...whole.form, ...bundleFields(product) };
  return [whole];
}

import type { ProductAnalyticsFields } from '@pc/shared';
import type { AddToCartRequest } from '@pc/shared/contract';
import type { GiftCardSelection } from './giftCardSelection.ts';

// spec §7: the e-gift form (add-to-cart fields plus pw_gift_card_to, _recipient_name, _from, _message,
// _delivery_date) and, for a physical card, the single-product cart action (product, source,
// position). Field names are spelled once, by the contract's toAddToCartForm.

/** spec §7 single-product source for the gift card page's list of amounts (docs/decisions/0031). */
export const GIFT_CARD_SOURCE = 'product-list';

/** The add-to-cart request of a complete selection. */
export function checkoutRequest(selection: GiftCardSelection): AddToCartRequest {
  const request: AddToCartRequest = {
    productId: selection.productId,
    variationId: selection.variationId,
    source: GIFT_CARD_SOURCE,
    position: selection.position,
  };
  if (selection.kind === 'physical') return request;
  return {
    ...request,
    eGift: {
      to: selection.email,
      recipientName: selection.to,
      from: selection.from,
      message: selection.message,
      deliveryDate: selection.date,
    },
  };
}

/** spec §7 analytics 'Product Added' for the selection (Segment's product fields, as the results page sends). */
export function productAddedFields(selection: GiftCardSelection): ProductAnalyticsFields {
  return {
    product_id: selection.productId,
    variant: selection.variationId,
    sku: selection.kind === 'physical' ? selection.sku : '',
    name: selection.name,
    category: selection.category,
    price: selection.price,
    quantity: 1,
    subscription: false,
    cadence: 0,
    bundle_type: 'none',
    survey_log_id: null,
  };
}

import { ADD_TO_CART_DYNAMIC_FIELDS, AddToCartForm } from '@pc/shared/contract';
import * as v from 'valibot';

/** spec §7 add-to-cart fields, as the shopper reads them in an error message. */
export const ADD_TO_CART_LABELS: Readonly<Record<string, string>> = {
  quantity: 'the quantity',
  'add-to-cart': 'the product',
  variation_id: 'the option',
  survey_log_id: 'the survey',
  source: 'the source',
  position: 'the position',
  pw_gift_card_to: 'the recipient email',
  pw_gift_card_recipient_name: "the recipient's name",
  pw_gift_card_from: 'your name',
  pw_gift_card_message: 'the gift message',
  pw_gift_card_delivery_date: 'the delivery date',
};

// The contract's form accepts its fixed fields and the patterned ones (convert_to_sub_{id},
// bundle_*_{itemId}); its whole-form check says only that some field is wrong. This names it.
const FIXED_FIELDS = new Set(Object.keys(AddToCartForm.pipe[0].entries));

/**
 * The first field the add-to-cart form does not have, or whose value is wrong, with the reason:
 * given to validate() as `fieldOf`, so its 400 names the field.
 */
export const invalidAddToCartField = (form: unknown): { field: string; reason: string } | null => {
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return null;
  for (const [key, value] of Object.entries(form)) {
    if (FIXED_FIELDS.has(key)) continue;
    const field = key.length > 60 ? `${key.slice(0, 60)}…` : key;
    const dynamic = ADD_TO_CART_DYNAMIC_FIELDS.find((candidate) => candidate.pattern.test(key));
    if (!dynamic) return { field, reason: 'is not a field of the add-to-cart form' };
    const result = v.safeParse(dynamic.value, value);
    if (!result.success) return { field, reason: result.issues[0].message };
  }
  return null;
};

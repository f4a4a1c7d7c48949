import { describe, expect, it } from 'vitest';
import { type AddToCartRequest, parseAddToCartForm, toAddToCartForm } from './addToCartForm.ts';

// spec §7 add-to-cart form (single, bundle and e-gift): the request → form → request round trip, the
// exact field names, and what the parser refuses.

const ROUND_TRIPS: [string, AddToCartRequest, Record<string, string>][] = [
  [
    'a single product bought once',
    { productId: 111, variationId: 11101, cadence: 0 },
    { quantity: '1', 'add-to-cart': '111', variation_id: '11101', convert_to_sub_111: '0' },
  ],
  [
    'a tailored subscription (convert_to_sub_{id} in weeks, survey_log_id)',
    { productId: 101, variationId: 10102, cadence: 9, surveyLogId: 'log-1' },
    {
      quantity: '1',
      'add-to-cart': '101',
      variation_id: '10102',
      convert_to_sub_101: '9',
      survey_log_id: 'log-1',
    },
  ],
  [
    'a cadence named by the variation id',
    { productId: 101, variationId: 10102, cadence: 0, cadenceId: 10102 },
    { quantity: '1', 'add-to-cart': '101', variation_id: '10102', convert_to_sub_10102: '0' },
  ],
  [
    'the storefront action: source and position',
    { productId: 301, variationId: 30101, source: 'product-list', position: 3 },
    { quantity: '1', 'add-to-cart': '301', variation_id: '30101', source: 'product-list', position: '3' },
  ],
  [
    'the bundle form: attribute, variation and quantity per item',
    {
      productId: 201,
      cadence: 9,
      surveyLogId: 'log-1',
      bundle: [
        { itemId: 9011, attribute: { name: 'formula', value: 'balanced' }, variationId: 10101, quantity: 1 },
        { itemId: 9012, variationId: 10201, quantity: 2 },
        { itemId: 9013, attribute: { name: 'scent_family', value: 'woody' } },
      ],
    },
    {
      quantity: '1',
      'add-to-cart': '201',
      convert_to_sub_201: '9',
      survey_log_id: 'log-1',
      bundle_attribute_formula_9011: 'balanced',
      bundle_variation_id_9011: '10101',
      bundle_quantity_9011: '1',
      bundle_variation_id_9012: '10201',
      bundle_quantity_9012: '2',
      bundle_attribute_scent_family_9013: 'woody',
    },
  ],
  [
    'a set with variation_id 0 (none)',
    { productId: 201, variationId: 0 },
    { quantity: '1', 'add-to-cart': '201', variation_id: '0' },
  ],
  [
    'the e-gift form',
    {
      productId: 401,
      variationId: 40103,
      eGift: {
        to: 'alex@example.com',
        recipientName: 'Alex',
        from: 'Sam',
        message: 'Happy birthday!',
        deliveryDate: '2026-04-01',
      },
    },
    {
      quantity: '1',
      'add-to-cart': '401',
      variation_id: '40103',
      pw_gift_card_to: 'alex@example.com',
      pw_gift_card_recipient_name: 'Alex',
      pw_gift_card_from: 'Sam',
      pw_gift_card_message: 'Happy birthday!',
      pw_gift_card_delivery_date: '2026-04-01',
    },
  ],
  [
    'an e-gift form with some fields left out (spec §5 rules decide, not the grammar)',
    { productId: 401, variationId: 40103, eGift: { to: 'alex@example.com' } },
    { quantity: '1', 'add-to-cart': '401', variation_id: '40103', pw_gift_card_to: 'alex@example.com' },
  ],
];

describe('toAddToCartForm and AddToCartForm (spec §7): one grammar both ways', () => {
  it.each(ROUND_TRIPS)('%s: request → form fields', (_, request, form) => {
    expect(toAddToCartForm(request)).toEqual(form);
  });

  it.each(ROUND_TRIPS)('%s: form fields → the same request', (_, request, form) => {
    expect(parseAddToCartForm(toAddToCartForm(request))).toEqual({ success: true, request });
    expect(parseAddToCartForm(form)).toEqual({ success: true, request });
  });

  it('reads the optional action field (admin-ajax) and leaves it out of the request', () => {
    expect(parseAddToCartForm({ action: 'add_to_cart', quantity: '1', 'add-to-cart': '111' })).toEqual({
      success: true,
      request: { productId: 111 },
    });
  });

  it('trims the e-gift names and email (spec §5 "Text inputs are trimmed")', () => {
    const parsed = parseAddToCartForm({
      quantity: '1',
      'add-to-cart': '401',
      pw_gift_card_recipient_name: '  Alex ',
      pw_gift_card_to: ' alex@example.com ',
    });
    expect(parsed).toMatchObject({ request: { eGift: { recipientName: 'Alex', to: 'alex@example.com' } } });
  });

  it('trims the gift message before its 140-character limit (spec §5), as a third-party add sends it', () => {
    const message = 'x'.repeat(140);
    const parsed = parseAddToCartForm({
      quantity: '1',
      'add-to-cart': '401',
      pw_gift_card_message: `  ${message}\n `,
    });
    expect(parsed).toMatchObject({ success: true, request: { eGift: { message } } });
  });
});

describe('AddToCartForm refuses, naming the field', () => {
  const base = { quantity: '1', 'add-to-cart': '111' };
  it.each([
    ['quantity other than 1', { ...base, quantity: '5' }, 'quantity'],
    ['a product id that is not a number', { ...base, 'add-to-cart': 'abc' }, 'add-to-cart'],
    ['no product', { quantity: '1' }, 'add-to-cart'],
    ['an unknown source', { ...base, source: 'elsewhere' }, 'source'],
    ['a price field', { ...base, price: '1' }, 'price'],
    ['a cadence over 99 weeks', { ...base, convert_to_sub_111: '100' }, 'convert_to_sub_111'],
    ['two cadences', { ...base, convert_to_sub_111: '9', convert_to_sub_11101: '0' }, 'convert_to_sub_11101'],
    ['a bundle quantity of 0', { ...base, bundle_quantity_9011: '0' }, 'bundle_quantity_9011'],
    [
      'a bundle variation that is not a number',
      { ...base, bundle_variation_id_9011: 'x' },
      'bundle_variation_id_9011',
    ],
    [
      'an attribute with capitals',
      { ...base, bundle_attribute_Formula_9011: 'x' },
      'bundle_attribute_Formula_9011',
    ],
    ['a repeated field (an array)', { ...base, convert_to_sub_111: ['9', '4'] }, 'convert_to_sub_111'],
    [
      'a gift message over 140 characters',
      { ...base, pw_gift_card_message: 'x'.repeat(141) },
      'pw_gift_card_message',
    ],
    [
      'a delivery date not as YYYY-MM-DD',
      { ...base, pw_gift_card_delivery_date: '03/20/2026' },
      'pw_gift_card_delivery_date',
    ],
  ])('%s', (_, fields, field) => {
    const parsed = parseAddToCartForm(fields);
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(parsed.field).toBe(field);
      expect(parsed.reason).not.toBe('');
    }
  });

  it('names an overlong unknown field by its first 60 characters', () => {
    const parsed = parseAddToCartForm({ ...base, ['x'.repeat(80)]: '1' });
    expect(parsed).toMatchObject({ success: false, field: `${'x'.repeat(60)}…` });
  });
});

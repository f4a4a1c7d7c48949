import { parseAddToCartForm, toAddToCartForm } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { bodySynthetic, cologneSet, product, subProduct } from '../test/resultsFixture.ts';
import { addToCartForms, type CartLine } from './addToCartForms.ts';

/** The spec §7 form fields a line posts (the contract spells the request). */
const formOf = (line: CartLine) => toAddToCartForm(line.request);
const subscribe = (cadence: number, selected = 0) => ({ isSubscription: true, cadence, selected });
const once = (selected = 0) => ({ isSubscription: false, cadence: 9, selected });

describe('addToCartForms (spec §4 Results "Add to cart"; spec §7 add-to-cart and bundle forms)', () => {
  it('"a bundle set added as a whole is one bundle": one form with every sub-product\'s bundle fields', () => {
    const lines = addToCartForms(product(), subscribe(9), 'log-1');
    expect(lines.map((line) => formOf(line))).toEqual([
      {
        quantity: '1',
        'add-to-cart': '201',
        convert_to_sub_201: '9',
        survey_log_id: 'log-1',
        bundle_attribute_formula_9011: 'balanced',
        bundle_variation_id_9011: '10101',
        bundle_quantity_9011: '1',
        bundle_attribute_formula_9012: 'balanced',
        bundle_variation_id_9012: '10201',
        bundle_quantity_9012: '1',
      },
    ]);
  });

  it('"a synthetic set adds each non-promo item": one form per item, the free gift card left out', () => {
    const lines = addToCartForms(cologneSet(), once(), 'log-1');
    expect(lines.map((line) => formOf(line))).toEqual([
      {
        quantity: '1',
        'add-to-cart': '111',
        variation_id: '11101',
        convert_to_sub_111: '0',
        survey_log_id: 'log-1',
      },
      {
        quantity: '1',
        'add-to-cart': '112',
        variation_id: '11201',
        convert_to_sub_112: '0',
        survey_log_id: 'log-1',
      },
    ]);
  });

  // Decision 0016: each item ships at its own spec §9 cadence, never at
  // another item's ("Default subscription cadences: … 4 (body wash), 12 (body lotion)").
  it('a synthetic set subscribed: each item carries its own cadence', () => {
    const lines = addToCartForms(bodySynthetic(), subscribe(4), 'log-1');
    expect(lines.map((line) => [formOf(line)['add-to-cart'], line.cadence])).toEqual([
      ['106', 4],
      ['107', 12],
    ]);
    const chosen = addToCartForms(bodySynthetic(), { ...subscribe(4), itemCadences: [3, 11] }, 'log-1');
    expect(chosen.map((line) => line.cadence)).toEqual([3, 11]);
    expect(formOf(lines[0]!)).not.toHaveProperty('bundle_quantity_9032');
  });

  it('"an individually selected item adds just that item" (selected = n: the nth sub-product)', () => {
    const lines = addToCartForms(product({ selectIndividualProducts: true }), subscribe(9, 2), 'log-1');
    expect(lines.map((line) => formOf(line))).toEqual([
      {
        quantity: '1',
        'add-to-cart': '102',
        variation_id: '10201',
        convert_to_sub_102: '9',
        survey_log_id: 'log-1',
      },
    ]);
  });

  it.each([
    ['subscription: cadence in weeks', subscribe(10), '10'],
    ['once: 0', once(), '0'],
  ])('convert_to_sub_{id} (spec §7): %s', (_, choice, value) => {
    const single = product({ bundleType: 'none', id: 104, products: [] });
    expect(formOf(addToCartForms(single, choice, 'log-1')[0]!).convert_to_sub_104).toBe(value);
  });

  it('a product without a subscription is added once even when subscription was chosen', () => {
    const hand = product({
      hasSubscription: false,
      price: { once: 28, subscription: null },
      bundleType: 'none',
      products: [],
    });
    expect(formOf(addToCartForms(hand, subscribe(9), '')[0]!).convert_to_sub_201).toBe('0');
  });

  it('a card that is one variation (a candle, parentId) adds its parent product with the variation (decision 0015)', () => {
    const candle = product({
      id: 30102,
      variationId: 30102,
      parentId: 301,
      bundleType: 'none',
      hasSubscription: false,
      price: { once: 48, subscription: null },
      products: [],
    });
    expect(formOf(addToCartForms(candle, once(), '')[0]!)).toEqual({
      quantity: '1',
      'add-to-cart': '301',
      variation_id: '30102',
      convert_to_sub_301: '0',
    });
  });

  it('results without a survey log send no survey_log_id', () => {
    expect(formOf(addToCartForms(product(), once(), '')[0]!)).not.toHaveProperty('survey_log_id');
  });

  it('a sub-product without a bundle item id adds no bundle fields; one without an attribute only its variation and quantity', () => {
    const set = product({
      products: [
        subProduct({ bundleItemId: null }),
        subProduct({ id: 102, bundleItemId: 9012, attributeName: null }),
      ],
    });
    const form = formOf(addToCartForms(set, once(), 'log-1')[0]!);
    expect(Object.keys(form).filter((key) => key.startsWith('bundle_'))).toEqual([
      'bundle_variation_id_9012',
      'bundle_quantity_9012',
    ]);
  });

  it.each([
    ['bundle', product(), subscribe(9)],
    ['synthetic', bodySynthetic(), subscribe(4)],
    ['individual', product({ selectIndividualProducts: true }), once(1)],
  ])('every %s request reads back from its form as itself (contract AddToCartForm)', (_, set, choice) => {
    for (const { request } of addToCartForms(set, choice, 'log-1'))
      expect(parseAddToCartForm(toAddToCartForm(request))).toEqual({ success: true, request });
  });
});

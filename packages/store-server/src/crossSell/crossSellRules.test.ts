import { describe, expect, it } from 'vitest';
import {
  COUPON_REFUSED,
  type CrossSellRequest,
  crossSellOffer,
  OFFER_COUPONS,
  OFFER_GONE,
  type OfferLine,
  type OfferSet,
  offerKey,
  refuseCrossSell,
} from './crossSellRules.ts';

// spec §3 Cross-sell, §7 cart/cross_sell; the offers of decision 0037.

const line = (over: Partial<OfferLine>): OfferLine => ({
  key: 'k',
  name: 'Face Set',
  image: '/assets/sets/face-set.svg',
  category: 'face',
  cadence: 0,
  surveyLogId: null,
  once: 38,
  subscription: 34,
  defaultCadence: 9,
  ...over,
});

const set = (category: string, name: string): OfferSet => ({
  productId: 200,
  name,
  image: `/assets/sets/${category}.svg`,
  category,
  once: 38,
  subscription: 34,
  cadence: 9,
});
const SETS = [set('face', 'Face Set'), set('hair', 'Hair Set'), set('body', 'Body Set')];

describe('crossSellOffer', () => {
  it.each<[string, OfferLine[], 'none' | 'convert' | 'set', string[], string[]]>([
    ['an empty cart: nothing', [], 'none', [], []],
    [
      'a tailored set bought once: offered as a subscription',
      [line({ surveyLogId: 'abcdefghij' })],
      'convert',
      ['Face Set'],
      ['SUBSCRIBE'],
    ],
    [
      'every tailored once line with a subscription price, not the once-only ones',
      [
        line({ key: 'a', surveyLogId: 'abcdefghij' }),
        line({ key: 'b', name: 'Hand Set', category: 'hand', surveyLogId: 'abcdefghij', subscription: null }),
        line({ key: 'c', name: 'Hair Set', category: 'hair', surveyLogId: 'abcdefghij' }),
      ],
      'convert',
      ['Face Set', 'Hair Set'],
      ['SUBSCRIBE'],
    ],
    [
      'a tailored order already subscribed: the first set of a category it lacks',
      [line({ surveyLogId: 'abcdefghij', cadence: 9 })],
      'set',
      ['Hair Set'],
      ['SUBSCRIBE', 'ONE_TIME'],
    ],
    [
      'a once line not from a quiz is not converted: a set is offered',
      [line({ category: 'hair', name: 'Shampoo' })],
      'set',
      ['Face Set'],
      ['SUBSCRIBE', 'ONE_TIME'],
    ],
    [
      'a candle alone: nothing unrelated to it (decision 0127)',
      [line({ name: 'Tulum', category: 'candle', subscription: null })],
      'none',
      [],
      [],
    ],
    [
      'a gift card alone: nothing (decision 0127)',
      [line({ name: 'Gift Card', category: 'gift-card', subscription: null })],
      'none',
      [],
      [],
    ],
    [
      'gift cards and candles only: nothing',
      [
        line({ key: 'a', name: 'E-Gift Card', category: 'e-gift-card', subscription: null }),
        line({ key: 'b', name: 'Tulum', category: 'candle', subscription: null }),
      ],
      'none',
      [],
      [],
    ],
    [
      'a candle beside personal care: the set the care lacks',
      [
        line({ key: 'a', name: 'Tulum', category: 'candle', subscription: null }),
        line({ key: 'b', name: 'Hand Set', category: 'hand', subscription: null }),
      ],
      'set',
      ['Face Set'],
      ['SUBSCRIBE', 'ONE_TIME'],
    ],
    [
      'a cart with every category: nothing',
      [line({ cadence: 9 }), line({ category: 'hair', cadence: 9 }), line({ category: 'body', cadence: 4 })],
      'none',
      [],
      [],
    ],
  ])('%s', (_, lines, kind, products, actions) => {
    const offer = crossSellOffer({ lines, quizType: 'self', sets: SETS });
    expect(offer.kind).toBe(kind);
    expect(offer.answer.products.map((product) => product.name)).toEqual(products);
    expect(offer.answer.actions).toEqual(actions);
    expect(Object.keys(offer.answer.discounts)).toEqual(actions);
  });

  it('answers the products with their images and both prices, the quiz type and survey log', () => {
    const offer = crossSellOffer({
      lines: [line({ surveyLogId: 'abcdefghij' })],
      quizType: 'gift',
      sets: SETS,
    });
    expect(offer.answer).toEqual({
      products: [
        { name: 'Face Set', image: '/assets/sets/face-set.svg', prices: { subscription: 34, once: 38 } },
      ],
      actions: ['SUBSCRIBE'],
      quizType: 'gift',
      surveyLogId: 'abcdefghij',
      discounts: { SUBSCRIBE: OFFER_COUPONS.convert.SUBSCRIBE },
    });
  });
});

describe('a declined offer (NO THANKS, decision 0127)', () => {
  const lines = [line({ name: 'Hand Cream', category: 'hand', subscription: null })];
  it.each<[string, string[], string[]]>([
    ['nothing declined: the set', [], ['Face Set']],
    ['the same offer declined: nothing', [offerKey({ products: [{ name: 'Face Set' }] as never })], []],
    [
      'another offer declined: the set',
      [offerKey({ products: [{ name: 'Hair Set' }] as never })],
      ['Face Set'],
    ],
  ])('%s', (_, declined, products) => {
    const offer = crossSellOffer({ lines, quizType: 'self', sets: SETS, declined: new Set(declined) });
    expect(offer.answer.products.map((product) => product.name)).toEqual(products);
    expect(offer.answer.actions).toHaveLength(products.length === 0 ? 0 : 2);
  });

  it('keys an offer by its products’ names in any order', () => {
    const named = (...names: string[]) => ({
      products: names.map((name) => ({ name, image: '', prices: { once: 1, subscription: 1 } })),
    });
    expect(offerKey(named('Face Set', 'Hair Set'))).toBe(offerKey(named('Hair Set', 'Face Set')));
    expect(offerKey(named('Face Set'))).not.toBe(offerKey(named('Hair Set')));
  });
});

describe('refuseCrossSell', () => {
  const convert = crossSellOffer({
    lines: [line({ surveyLogId: 'abcdefghij' })],
    quizType: 'self',
    sets: SETS,
  });
  const addSet = crossSellOffer({ lines: [line({ cadence: 9 })], quizType: 'self', sets: SETS });
  const none = crossSellOffer({ lines: [], quizType: 'self', sets: SETS });
  const request = (over: Partial<CrossSellRequest>): CrossSellRequest => ({
    products: ['Face Set'],
    action: 'SUBSCRIBE',
    surveyLogId: 'abcdefghij',
    couponCode: 'SUBSCRIBE5',
    ...over,
  });

  it.each([
    ['the offer as given', convert, request({}), null],
    ['without the coupon', convert, request({ couponCode: null }), null],
    ['without the survey log', convert, request({ surveyLogId: null }), null],
    ['an action not offered', convert, request({ action: 'ONE_TIME', couponCode: null }), OFFER_GONE],
    ['another product', convert, request({ products: ['Hair Set'] }), OFFER_GONE],
    ['an extra product', convert, request({ products: ['Face Set', 'Face Set'] }), OFFER_GONE],
    ['no products', convert, request({ products: [] }), OFFER_GONE],
    ['another survey log', convert, request({ surveyLogId: 'zzzzzzzzzz' }), OFFER_GONE],
    ['a coupon not offered', convert, request({ couponCode: 'FREE100' }), COUPON_REFUSED],
    [
      'the coupon of the other action',
      addSet,
      request({ products: ['Hair Set'], action: 'ONE_TIME', surveyLogId: null, couponCode: 'SETSUB5' }),
      COUPON_REFUSED,
    ],
    [
      'the set, once, with its coupon',
      addSet,
      request({ products: ['Hair Set'], action: 'ONE_TIME', surveyLogId: null, couponCode: 'SETONCE3' }),
      null,
    ],
    ['anything when nothing is offered', none, request({ products: [], couponCode: null }), OFFER_GONE],
  ])('%s', (_, offer, body, displayMessage) => {
    expect(refuseCrossSell(offer, body)?.displayMessage ?? null).toBe(displayMessage);
  });
});

import { describe, expect, it } from 'vitest';
import { answerMessages } from '../http/messages/index.ts';
import {
  COUPON_REFUSED,
  type CrossSellRequest,
  crossSellOffer,
  OFFER_COUPONS,
  OFFER_GONE,
  type OfferLine,
  type OfferProduct,
  offerKey,
  refuseCrossSell,
} from './crossSellRules.ts';

// spec §3 Cross-sell, §7 cart/cross_sell; the offers of decisions 0037 and 0127.

const line = (over: Partial<OfferLine>): OfferLine => ({
  productId: 201,
  category: 'face',
  surveyLogId: null,
  ...over,
});

const product = (productId: number, category: string, name: string): OfferProduct => ({
  productId,
  name,
  image: `/assets/sets/${category}.svg`,
  category,
  once: 38,
  subscription: 34,
  cadence: 9,
});
const FACE = product(201, 'face', 'Face Set');
const HAIR = product(202, 'hair', 'Hair Set');
const BODY = product(203, 'body', 'Body Set');
const SETS = [FACE, HAIR, BODY];
const LOG = 'abcdefghij';

describe('crossSellOffer', () => {
  it.each<[string, OfferLine[], OfferProduct[], string[]]>([
    ['an empty cart: nothing', [], [], []],
    [
      'a tailored order bought once: the rest of its recommendations, in results order',
      [line({ surveyLogId: LOG })],
      [FACE, BODY, HAIR],
      ['Body Set', 'Hair Set'],
    ],
    [
      'a recommended product already in the cart, or of a category it holds, is not offered',
      [line({ surveyLogId: LOG }), line({ productId: 109, category: 'hair', surveyLogId: LOG })],
      [FACE, HAIR, BODY],
      ['Body Set'],
    ],
    [
      'every recommendation in the cart: a generic set of a category it lacks',
      [line({ surveyLogId: LOG }), line({ productId: 202, category: 'hair', surveyLogId: LOG })],
      [FACE, HAIR],
      ['Body Set'],
    ],
    [
      'a once line not from a quiz: the first set of a category it lacks',
      [line({ productId: 109, category: 'hair' })],
      [],
      ['Face Set'],
    ],
    ['a subscribed set: another set', [line({})], [], ['Hair Set']],
    ['a candle alone: nothing unrelated to it', [line({ productId: 301, category: 'candle' })], [], []],
    ['a gift card alone: nothing', [line({ productId: 402, category: 'gift-card' })], [], []],
    [
      'gift cards and candles only: nothing',
      [line({ productId: 401, category: 'e-gift-card' }), line({ productId: 301, category: 'candle' })],
      [],
      [],
    ],
    [
      'a candle beside personal care: the set the care lacks',
      [line({ productId: 301, category: 'candle' }), line({ productId: 108, category: 'hand' })],
      [],
      ['Face Set'],
    ],
    [
      'a cart with every category: nothing',
      [line({}), line({ category: 'hair' }), line({ category: 'body' })],
      [],
      [],
    ],
  ])('%s', (_, lines, recommended, products) => {
    const offer = crossSellOffer({ lines, quizType: 'self', sets: SETS, recommended });
    expect(offer.kind).toBe(products.length === 0 ? 'none' : 'add');
    expect(offer.answer.products.map((entry) => entry.name)).toEqual(products);
    // spec §2: every pop-up has SUBSCRIBE and BUY ONCE, each with its coupon.
    const actions = products.length === 0 ? [] : ['SUBSCRIBE', 'ONE_TIME'];
    expect(offer.answer.actions).toEqual(actions);
    expect(Object.keys(offer.answer.discounts)).toEqual(actions);
  });

  it('answers the products with their images and both prices, the quiz type and survey log', () => {
    const offer = crossSellOffer({
      lines: [line({ surveyLogId: LOG })],
      quizType: 'gift',
      sets: SETS,
      recommended: [HAIR],
    });
    expect(offer.answer).toEqual({
      products: [
        { name: 'Hair Set', image: '/assets/sets/hair.svg', prices: { subscription: 34, once: 38 } },
      ],
      actions: ['SUBSCRIBE', 'ONE_TIME'],
      quizType: 'gift',
      surveyLogId: LOG,
      discounts: OFFER_COUPONS,
    });
  });
});

describe('a declined offer (NO THANKS, decision 0127)', () => {
  const lines = [line({ productId: 108, category: 'hand' })];
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
  const tailored = crossSellOffer({
    lines: [line({ surveyLogId: LOG })],
    quizType: 'self',
    sets: SETS,
    recommended: [HAIR, BODY],
  });
  const none = crossSellOffer({ lines: [], quizType: 'self', sets: SETS });
  const request = (over: Partial<CrossSellRequest>): CrossSellRequest => ({
    products: ['Hair Set', 'Body Set'],
    action: 'SUBSCRIBE',
    surveyLogId: LOG,
    couponCode: 'SETSUB5',
    ...over,
  });

  it.each([
    ['the offer as given', tailored, request({}), null],
    ['its products in another order', tailored, request({ products: ['Body Set', 'Hair Set'] }), null],
    ['BUY ONCE with its coupon', tailored, request({ action: 'ONE_TIME', couponCode: 'SETONCE3' }), null],
    ['without the coupon', tailored, request({ couponCode: null }), null],
    ['without the survey log', tailored, request({ surveyLogId: null }), null],
    ['a product left out', tailored, request({ products: ['Hair Set'] }), OFFER_GONE],
    ['another product', tailored, request({ products: ['Hair Set', 'Face Set'] }), OFFER_GONE],
    ['an extra product', tailored, request({ products: ['Hair Set', 'Body Set', 'Body Set'] }), OFFER_GONE],
    ['no products', tailored, request({ products: [] }), OFFER_GONE],
    ['another survey log', tailored, request({ surveyLogId: 'zzzzzzzzzz' }), OFFER_GONE],
    ['a coupon not offered', tailored, request({ couponCode: 'FREE100' }), COUPON_REFUSED],
    ['the coupon of the other action', tailored, request({ action: 'ONE_TIME' }), COUPON_REFUSED],
    ['anything when nothing is offered', none, request({ products: [], couponCode: null }), OFFER_GONE],
  ])('%s', (_, offer, body, displayMessage) => {
    const display = refuseCrossSell(offer, body)?.display;
    expect(display === undefined ? null : answerMessages['en-US'][display]).toBe(displayMessage);
  });
});

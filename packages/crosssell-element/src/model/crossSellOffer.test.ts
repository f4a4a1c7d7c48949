import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { crossSellOffer } from '../test/crossSellFixture.ts';
import {
  actionLabel,
  crossSellHeading,
  crossSellRequest,
  isShowable,
  offerActions,
} from './crossSellOffer.ts';

describe('crossSellHeading (spec §2: Complete Your/Their Upgrade)', () => {
  it.each([
    ['self', 'Complete Your Upgrade', 'Completa tu mejora'],
    ['gift', 'Complete Their Upgrade', 'Completa su mejora'],
  ] as const)('%s quiz → %s, %s', (quizType, english, spanish) => {
    expect(crossSellHeading(quizType, en)).toBe(english);
    expect(crossSellHeading(quizType, es)).toBe(spanish);
  });
});

describe('actionLabel (spec §2: SUBSCRIBE and BUY ONCE, spec §7 actions)', () => {
  it.each([
    ['SUBSCRIBE', 'SUBSCRIBE', 'SUSCRIBIRSE'],
    ['ONE_TIME', 'BUY ONCE', 'COMPRAR UNA VEZ'],
  ] as const)('%s → %s, %s', (action, english, spanish) => {
    expect(actionLabel(action, en)).toBe(english);
    expect(actionLabel(action, es)).toBe(spanish);
  });
});

describe('offerActions (spec §2 SUBSCRIBE and BUY ONCE with their prices; decision 0039)', () => {
  it.each([
    [
      'both actions, each with its coupon',
      crossSellOffer(),
      [
        { action: 'SUBSCRIBE', price: 29, original: 34, couponCode: 'UPGRADE5' },
        { action: 'ONE_TIME', price: 36, original: 38, couponCode: 'ONCE2' },
      ],
    ],
    [
      'no coupon: the plain sum, nothing struck through',
      crossSellOffer({ discounts: {} }),
      [
        { action: 'SUBSCRIBE', price: 34, original: null, couponCode: null },
        { action: 'ONE_TIME', price: 38, original: null, couponCode: null },
      ],
    ],
    [
      'only the actions offered, in the store’s order, each once',
      crossSellOffer({ actions: ['ONE_TIME', 'ONE_TIME'] }),
      [{ action: 'ONE_TIME', price: 36, original: 38, couponCode: 'ONCE2' }],
    ],
    [
      'a coupon larger than the price: free, never negative',
      crossSellOffer({ actions: ['SUBSCRIBE'], discounts: { SUBSCRIBE: { code: 'ALL', amount: 99 } } }),
      [{ action: 'SUBSCRIBE', price: 0, original: 34, couponCode: 'ALL' }],
    ],
    [
      'a zero coupon still travels, with nothing struck through',
      crossSellOffer({ actions: ['SUBSCRIBE'], discounts: { SUBSCRIBE: { code: 'ZERO', amount: 0 } } }),
      [{ action: 'SUBSCRIBE', price: 34, original: null, couponCode: 'ZERO' }],
    ],
    [
      'cents add up exactly',
      crossSellOffer({
        products: [
          { name: 'A', image: '/a.webp', prices: { subscription: 10.1, once: 12 } },
          { name: 'B', image: '/b.webp', prices: { subscription: 10.2, once: 12 } },
        ],
        actions: ['SUBSCRIBE'],
        discounts: { SUBSCRIBE: { code: 'C', amount: 0.1 } },
      }),
      [{ action: 'SUBSCRIBE', price: 20.2, original: 20.3, couponCode: 'C' }],
    ],
  ])('%s', (_, offer, actions) => {
    expect(offerActions(offer)).toEqual(actions);
  });
});

describe('isShowable (spec §4: shown only if products are returned)', () => {
  it.each([
    ['products and actions', crossSellOffer(), true],
    ['no products', crossSellOffer({ products: [] }), false],
    ['products but no action', crossSellOffer({ actions: [] }), false],
  ])('%s → %s', (_, offer, showable) => {
    expect(isShowable(offer)).toBe(showable);
  });
});

describe('crossSellRequest (spec §7 POST cart/cross_sell: {products, action, surveyLogId, couponCode})', () => {
  it.each([
    [
      'SUBSCRIBE with its coupon',
      crossSellOffer(),
      'SUBSCRIBE',
      {
        products: ['Face Cleanser', 'Face Lotion'],
        action: 'SUBSCRIBE',
        surveyLogId: 'log-123',
        couponCode: 'UPGRADE5',
      },
    ],
    [
      'ONE_TIME with its own coupon',
      crossSellOffer(),
      'ONE_TIME',
      {
        products: ['Face Cleanser', 'Face Lotion'],
        action: 'ONE_TIME',
        surveyLogId: 'log-123',
        couponCode: 'ONCE2',
      },
    ],
    [
      'no coupon and no survey log',
      crossSellOffer({ surveyLogId: null, discounts: {} }),
      'ONE_TIME',
      { products: ['Face Cleanser', 'Face Lotion'], action: 'ONE_TIME', surveyLogId: null, couponCode: null },
    ],
  ] as const)('%s', (_, offer, action, request) => {
    expect(crossSellRequest(offer, action)).toEqual(request);
  });
});

import { describe, expect, it } from 'vitest';
import { crossSellOffer } from '../test/crossSellFixture.ts';
import { readPageOffer } from './pageOffer.ts';

// decision 0141: the store's /checkout carries the offer for the cart; any other page data, none.
describe('readPageOffer', () => {
  const offer = crossSellOffer();
  it.each([
    [{ checkout: {}, crossSell: offer }, offer],
    [{ crossSell: { ...offer, products: [] } }, { ...offer, products: [] }],
    [{ checkout: {} }, null],
    [{ crossSell: { products: 'Face Set' } }, null],
    [{ crossSell: null }, null],
    [null, null],
    [undefined, null],
    ['{"crossSell":{}}', null],
  ])('%j → %j', (pageData, expected) => {
    expect(readPageOffer(pageData)).toEqual(expected);
  });
});

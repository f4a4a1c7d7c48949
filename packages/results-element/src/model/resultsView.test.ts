import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import { bodySynthetic, cologneSet, product, resultsState } from '../test/resultsFixture.ts';
import { bathroomView, type ResultsViewFlags, resultsView, showsBathroomModule } from './resultsView.ts';

// spec §2 Results screen and spec §3 Results state: what the view renders, row by row.
describe('resultsView', () => {
  const face = product();
  const body = bodySynthetic();
  const hidden = cologneSet({ isHidden: true });
  const rows: [string, Parameters<typeof resultsState>[0], ResultsViewFlags, object][] = [
    [
      "spec §3 includeProductPrefix: 'Your Face Set'; the navigation row shows with more than one name",
      { allProducts: [face, body] },
      {},
      {
        heading: 'Your Results',
        cards: [
          { product: face, header: 'Your Face Set' },
          { product: body, header: 'Your Body Set' },
        ],
        navigation: ['Face', 'Body'],
        flags: { descriptions: true, moreInfo: true, freeShippingNote: true },
      },
    ],
    [
      "spec §2 /gift-quizresult: without the 'Your' prefix, a gift's heading",
      { allProducts: [face] },
      { noProductPrefix: true },
      {
        heading: 'Sam’s Results',
        cards: [{ product: face, header: 'Face Set' }],
        navigation: [],
      },
    ],
    [
      'spec §3 isHidden: a hidden set gets no card, and its name no navigation button',
      { allProducts: [face, hidden] },
      {},
      { cards: [{ product: face, header: 'Your Face Set' }], navigation: [] },
    ],
    [
      'spec §2 route table: no-descriptions, no-more-info, no-free-shipping-note',
      {},
      { noDescriptions: true, noMoreInfo: true, noFreeShippingNote: true },
      { flags: { descriptions: false, moreInfo: false, freeShippingNote: false } },
    ],
  ];
  it.each(rows)('%s', (_, state, flags, expected) => {
    expect(resultsView(resultsState(state), flags, en)).toMatchObject(expected);
  });
});

describe('showsBathroomModule (spec §2: the attribute and a survey log)', () => {
  it.each([
    [{ bathroomModule: true }, 'log-1', true],
    [{ bathroomModule: true }, '', false],
    [{}, 'log-1', false],
  ])('%j, survey log %j → %s', (flags, surveyLogId, shown) => {
    expect(showsBathroomModule(flags, { surveyLogId })).toBe(shown);
  });
});

describe('bathroomView (spec §2 Results "Bathroom module")', () => {
  const module = (ids: number[]) => ({
    products: ids.map((productId) => ({ productId, image: `${productId}.svg`, subscription: true })),
    discount: 10,
  });
  it.each([
    [
      "'{name} Essentials', each image named from the results state, the prices, the free-shipping note",
      module([201, 106]),
      {},
      {
        heading: 'Sam Essentials',
        images: [
          { src: '201.svg', name: 'Face Set' },
          { src: '106.svg', name: 'Body Wash' },
        ],
        prices: { original: 49, discounted: 44.1 },
        freeShippingNote: true,
      },
    ],
    [
      'a product the results state does not know: no name and no truthful total; no-free-shipping-note',
      module([999]),
      { noFreeShippingNote: true },
      {
        heading: 'Sam Essentials',
        images: [{ src: '999.svg', name: '' }],
        prices: null,
        freeShippingNote: false,
      },
    ],
  ])('%s', (_, bathroom, flags, expected) => {
    const results = resultsState({ allProducts: [product(), bodySynthetic()] });
    expect(bathroomView(bathroom, results, flags, en)).toEqual(expected);
  });
});

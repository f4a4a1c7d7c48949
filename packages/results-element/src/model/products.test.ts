import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { product } from '../test/resultsFixture.ts';
import { navigationNames, productHeader, showNavigationRow, visibleProducts } from './products.ts';

describe('visibleProducts (spec §3 Results product isHidden)', () => {
  it.each([
    ['no product is hidden: every set gets a card', [false, false], [1, 2]],
    ['a hidden set gets no card', [false, true], [1]],
    ['every set hidden: no cards', [true, true], []],
  ])('%s', (_, hidden, ids) => {
    const products = hidden.map((isHidden, index) => product({ id: index + 1, isHidden }));
    expect(visibleProducts(products).map((p) => p.id)).toEqual(ids);
  });
});

describe("productHeader (spec §3 includeProductPrefix; spec §2 /gift-quizresult 'without the Your prefix')", () => {
  it.each([
    ['includeProductPrefix', true, false, 'Your Face Set', 'Tu Face Set'],
    ['no includeProductPrefix', false, false, 'Face Set', 'Face Set'],
    ['no-product-prefix attribute (gift results)', true, true, 'Face Set', 'Face Set'],
    ['both off', false, true, 'Face Set', 'Face Set'],
  ])('%s → %s, %s', (_, include, noPrefix, english, spanish) => {
    expect(productHeader({ name: 'Face Set' }, include, noPrefix, en)).toBe(english);
    expect(productHeader({ name: 'Face Set' }, include, noPrefix, es)).toBe(spanish);
  });
});

describe('showNavigationRow (spec §2: "shown only when more than one navigation name exists")', () => {
  const withNames = (...names: (string | null)[]) => names.map((navigationName) => ({ navigationName }));
  it.each([
    ['no products', withNames(), false, []],
    ['one name', withNames('Face'), false, ['Face']],
    ['two products, the same name', withNames('Hair', 'Hair'), false, ['Hair']],
    ['two names', withNames('Face', 'Hair'), true, ['Face', 'Hair']],
    ['missing and blank names do not count', withNames('Face', null, ' '), false, ['Face']],
    [
      'three names, in results order',
      withNames('Body', 'Face', 'Body', 'Hands'),
      true,
      ['Body', 'Face', 'Hands'],
    ],
  ])('%s → %s', (_, products, shown, names) => {
    expect(showNavigationRow(products)).toBe(shown);
    expect(navigationNames(products)).toEqual(names);
  });
});

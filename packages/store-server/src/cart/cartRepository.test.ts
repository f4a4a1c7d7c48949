import { describe, expect, it } from 'vitest';
import { lineKey, type NewCartLine } from './cartRepository.ts';

const bodyWash: NewCartLine = {
  productId: 106,
  variationId: 1061,
  name: 'Body Wash',
  sku: 'BW-1',
  category: 'body',
  price: 15,
  cadence: 4,
  surveyLogId: 'abcdefghij',
  source: 'quiz-results',
  position: 1,
  bundle: [],
  giftCard: null,
};

// Identical additions share a cart line (quantity grows); anything the shopper pays or receives
// differently gets a line of its own.
describe('lineKey', () => {
  it.each<[string, Partial<NewCartLine>, boolean]>([
    ['the same line again', {}, true],
    ['another source or position only', { source: 'bathroom-module', position: 3 }, true],
    ['another cadence (spec §7 convert_to_sub)', { cadence: 0 }, false],
    ['another survey log', { surveyLogId: 'klmnopqrst' }, false],
    ['a discounted price (the bathroom module)', { price: 12.75 }, false],
    ['another variation', { variationId: 1062 }, false],
  ])('%s → same line: %s', (_, change, same) => {
    expect(lineKey({ ...bodyWash, ...change }) === lineKey(bodyWash)).toBe(same);
  });
});

import { describe, expect, it } from 'vitest';
import { resultsState } from '../test/resultsFixture.ts';
import { readBathroomModule, readResultsState } from './pageData.ts';

describe('readResultsState (page data {"results": ResultsState})', () => {
  it.each([
    ['a results state', { results: resultsState() }, true],
    ['no page data', undefined, false],
    ['page data without results', { survey: { orderId: '1' } }, false],
    ['a malformed results state', { results: { ...resultsState(), allProducts: [{}] } }, false],
  ])('%s → %s', (_, pageData, valid) => {
    expect(readResultsState(pageData) !== null).toBe(valid);
  });
});

describe('readBathroomModule (page data {"results", "bathroomModule"}, design.md "First paint")', () => {
  const module = { products: [{ productId: 201, image: '/201.svg', subscription: true }], discount: 10 };
  it.each([
    ['a module with products', { results: resultsState(), bathroomModule: module }, true],
    ['no module: the element loads it', { results: resultsState() }, false],
    [
      'a module without products',
      { results: resultsState(), bathroomModule: { ...module, products: [] } },
      false,
    ],
    ['a malformed module', { results: resultsState(), bathroomModule: { products: 'x' } }, false],
    ['no page data', null, false],
  ])('%s → %s', (_, pageData, read) => {
    expect(readBathroomModule(pageData) !== null).toBe(read);
  });
});

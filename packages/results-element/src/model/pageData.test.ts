import { describe, expect, it } from 'vitest';
import { resultsState } from '../test/resultsFixture.ts';
import { readResultsState } from './pageData.ts';

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

// @vitest-environment happy-dom

import { setPageConfig } from '@pc/shared/test';
import { describe, expect, it } from 'vitest';
import { storeResultsPath, withStoreAssets } from './storeResults.ts';

// docs/decisions/0184: the store page whose results `<pc-results>` shows on a page of another origin.
describe('storeResultsPath', () => {
  it.each([
    ['?survey_log_id=abc_123-X', '/quizresult?survey_log_id=abc_123-X'],
    ['?utm_source=mail&survey_log_id=s1', '/quizresult?survey_log_id=s1'],
    ['?survey_log_id=s1&survey_log_id=s2', '/quizresult?survey_log_id=s1'],
    ['', '/quizresult'],
    ['?survey_log_id=', '/quizresult'],
    ['?survey_log_id=a%20b', '/quizresult'], // not an id: never passed on
    ['?survey_log_id=../../x', '/quizresult'],
    [`?survey_log_id=${'a'.repeat(65)}`, '/quizresult'],
  ])('%s → %s', (search, path) => {
    expect(storeResultsPath(search)).toBe(path);
  });
});

// Issue 42: the store names its images by path; on a page of another origin they are the store's.
describe('withStoreAssets', () => {
  it('puts the store (apiRoot) before every /assets/ path, and leaves other text alone', () => {
    setPageConfig({ apiRoot: 'https://shop.example.com', ns: 'pc' });
    try {
      expect(
        withStoreAssets({
          results: { products: [{ images: ['/assets/sets/face-set.svg', 'https://cdn.example/x.png'] }] },
          note: 'see /assets/ later',
        }),
      ).toEqual({
        results: {
          products: [
            { images: ['https://shop.example.com/assets/sets/face-set.svg', 'https://cdn.example/x.png'] },
          ],
        },
        note: 'see /assets/ later',
      });
    } finally {
      setPageConfig(null);
    }
  });
});

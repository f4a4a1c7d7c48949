import { describe, expect, it } from 'vitest';
import { resultsHeading } from './resultsHeading.ts';

// Decision 0012: the results page heading follows the product headers' prefix (spec §3
// includeProductPrefix, spec §2 "results without the 'Your' prefix").
describe('resultsHeading', () => {
  it.each([
    // [name, surveyLogId, includeProductPrefix, no-product-prefix attribute, heading]
    ['Sam', 'Ab3dE5gH9k', true, false, 'Your Results'],
    ['', 'Ab3dE5gH9k', true, false, 'Your Results'],
    ['Sam', '', true, false, 'Your Results'], // /lab-reorder for a customer
    ['Jordan', 'Ab3dE5gH9k', false, false, 'Jordan’s Results'], // a gift's results
    ['  Jordan ', 'Ab3dE5gH9k', true, true, 'Jordan’s Results'], // /gift-sets drops the prefix
    ['', 'Ab3dE5gH9k', false, false, 'Their Results'], // a gift for someone unnamed
    ['', '', false, false, 'Our Picks'], // /browse-candles, /get-your-candle
    ['Sam', '', false, true, 'Our Picks'], // /gift-quizresult before any gift quiz
  ] as const)(
    '%j, survey %j, prefix %s, no-product-prefix %s → %s',
    (name, surveyLogId, prefix, noPrefix, heading) => {
      expect(resultsHeading({ name, surveyLogId, includeProductPrefix: prefix }, noPrefix)).toBe(heading);
    },
  );
});

import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { resultsHeading } from './resultsHeading.ts';

// Decision 0012: the results page heading follows the product headers' prefix (spec §3
// includeProductPrefix, spec §2 "results without the 'Your' prefix").
describe('resultsHeading', () => {
  it.each([
    // [name, surveyLogId, includeProductPrefix, no-product-prefix attribute, heading, es-US]
    ['Sam', 'Ab3dE5gH9k', true, false, 'Your Results', 'Tus resultados'],
    ['', 'Ab3dE5gH9k', true, false, 'Your Results', 'Tus resultados'],
    ['Sam', '', true, false, 'Your Results', 'Tus resultados'], // /lab-reorder for a customer
    ['Jordan', 'Ab3dE5gH9k', false, false, 'Jordan’s Results', 'Resultados de Jordan'], // a gift's results
    ['  Jordan ', 'Ab3dE5gH9k', true, true, 'Jordan’s Results', 'Resultados de Jordan'], // /gift-sets drops the prefix
    ['', 'Ab3dE5gH9k', false, false, 'Their Results', 'Sus resultados'], // a gift for someone unnamed
    ['', '', false, false, 'Our Picks', 'Nuestra selección'], // /browse-candles, /get-your-candle
    ['Sam', '', false, true, 'Our Picks', 'Nuestra selección'], // /gift-quizresult before any gift quiz
  ] as const)(
    '%j, survey %j, prefix %s, no-product-prefix %s → %s, %s',
    (name, surveyLogId, prefix, noPrefix, english, spanish) => {
      const results = { name, surveyLogId, includeProductPrefix: prefix };
      expect(resultsHeading(results, noPrefix, en)).toBe(english);
      expect(resultsHeading(results, noPrefix, es)).toBe(spanish);
    },
  );
});

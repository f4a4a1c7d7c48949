import { describe, expect, it } from 'vitest';
import en from './en-US.ts';
import es from './es-US.ts';

// The survey's catalogs (docs/decisions/0210): en-US is the spec's words verbatim (spec §2
// Post-purchase survey modal; decisions 0128 and 0159 where it is silent); es-US says the same.
describe('en-US (spec §2, verbatim)', () => {
  it.each([
    [en.title, 'HOW DID YOU FIND OUT ABOUT US?'],
    [en.searchPlaceholder, 'Search here...'],
    [en.back, 'Back'],
    [en.thanks, 'THANK YOU!'],
    [en.otherTextLabel, 'Where did you hear about us? (optional)'],
    [en.otherSend, 'SEND'],
    [en.close, 'Close'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('the number of results a screen reader hears', () => {
  it.each([
    [0, 'No results', 'No hay resultados'],
    [1, '1 result available', '1 resultado disponible'],
    [7, '7 results available', '7 resultados disponibles'],
    [50, '50 results available', '50 resultados disponibles'],
  ])('%i: %j, %j', (count, english, spanish) => {
    expect(en.matchCount({ count })).toBe(english);
    expect(es.matchCount({ count })).toBe(spanish);
  });
});

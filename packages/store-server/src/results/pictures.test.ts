import { describe, expect, it } from 'vitest';
import { pictures } from './resultsProducts.ts';

// WCAG 1.1.1: each picture of a results carousel has its own alternative text (a set's items are
// named after themselves, not all after the set).
describe('pictures', () => {
  it.each([
    [
      'a set and its items',
      [
        ['/set.jpg', 'Face Set'],
        ['/cleanser.jpg', 'Cleanser'],
        ['/lotion.jpg', 'Lotion'],
      ],
      { images: ['/set.jpg', '/cleanser.jpg', '/lotion.jpg'], imageAlts: ['Face Set', 'Cleanser', 'Lotion'] },
    ],
    [
      'a repeated picture kept once, with its first name; an empty one left out',
      [
        ['/a.jpg', 'A'],
        ['', 'B'],
        ['/a.jpg', 'C'],
      ],
      { images: ['/a.jpg'], imageAlts: ['A'] },
    ],
  ] as const)('%s', (_name, pairs, expected) => expect(pictures(pairs)).toEqual(expected));
});

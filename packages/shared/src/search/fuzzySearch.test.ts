import { describe, expect, it } from 'vitest';
import { createFuzzySearch, fuzzySearch } from './fuzzySearch.ts';

interface Perfume {
  name: string;
  brand: string;
}

const perfumes: Perfume[] = [
  { name: 'Eau de Crème', brand: 'Maison Élégance' },
  { name: 'Woodlime', brand: 'Personal Care Co' },
  { name: 'Gran Cenote', brand: 'Personal Care Co' },
  { name: 'Oud Wood', brand: 'Tom Ford' },
  { name: 'Bleu de Chanel', brand: 'Chanel' },
  { name: 'Aventus', brand: 'Creed' },
  { name: 'Été', brand: 'Maison' },
];
const byName = (items: Perfume[]) => items.map((item) => item.name);
const search = createFuzzySearch(perfumes, ['name', 'brand']);

describe('fuzzySearch (spec §5 cologne typeahead, spec §9)', () => {
  it.each([
    ['exact name', 'Aventus', ['Aventus']],
    ['typo within threshold 0.4', 'aventsu', ['Aventus']],
    ['accents ignored in the text', 'eau de creme', ['Eau de Crème']],
    ['accents ignored in a short accented name', 'ete', ['Été']],
    ['accents ignored in the query', 'ÄVËNTÜS', ['Aventus']],
    ['accents in the brand', 'elegance', ['Eau de Crème']],
    ['case ignored', 'GRAN CENOTE', ['Gran Cenote']],
    ['surrounding spaces ignored', '  oud wood  ', ['Oud Wood']],
  ])('%s: %j', (_, query, expected) => {
    expect(byName(search(query))[0]).toBe(expected[0]);
  });

  it.each([
    ['2 characters', 'ou'],
    ['2 characters padded with spaces', '  ou  '],
    ['empty', ''],
  ])('returns nothing below 3 characters: %s', (_, query) => {
    expect(search(query)).toEqual([]);
  });

  it('counts an accented character once toward the 3-character minimum', () => {
    expect(fuzzySearch(['été'], 'e\u0301te\u0301')).toEqual(['été']);
  });

  it('does not return what is beyond the 0.4 threshold', () => {
    expect(search('zzzzzz')).toEqual([]);
    expect(byName(search('qwerty'))).toEqual([]);
  });

  it('returns at most 50 results', () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ name: `Cedar ${i}`, brand: 'X' }));
    expect(fuzzySearch(many, 'cedar', ['name'])).toHaveLength(50);
  });

  it('searches plain strings without keys', () => {
    expect(fuzzySearch(['Instagram', 'Podcast', 'Friend'], 'podcats')).toEqual(['Podcast']);
  });
});

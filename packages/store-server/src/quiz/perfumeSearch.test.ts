import { describe, expect, it } from 'vitest';
import { searchPerfumes } from './perfumeSearch.ts';

// spec §5 / §9 cologne typeahead: min 3 characters, up to 50 results, fuzzy threshold 0.4.

describe('searchPerfumes', () => {
  it('finds accented names for an unaccented query, at most 50', () => {
    const found = searchPerfumes('cedre');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(50);
    expect(found.map((fragrance) => fragrance.name)).toContain('Cèdre Blanc');
  });

  it('matches brands as well as names', () => {
    expect(searchPerfumes('Maison Verdier').some((fragrance) => fragrance.brand === 'Maison Verdier')).toBe(
      true,
    );
  });

  it('answers nothing under 3 characters and for nonsense', () => {
    expect(searchPerfumes('ce')).toEqual([]);
    expect(searchPerfumes('  ce  ')).toEqual([]);
    expect(searchPerfumes('zzqxjvw')).toEqual([]);
  });

  it('answers only id, name and brand', () => {
    for (const fragrance of searchPerfumes('bois'))
      expect(Object.keys(fragrance).sort()).toEqual(['brand', 'id', 'name']);
  });
});

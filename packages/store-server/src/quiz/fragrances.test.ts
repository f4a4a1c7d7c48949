import { describe, expect, it } from 'vitest';
import { FRAGRANCES, fragranceId } from './fragrances.ts';

describe('cologne typeahead catalogue (spec §5)', () => {
  it('holds at least 1,000 fragrances with unique names and ids', () => {
    expect(FRAGRANCES.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(FRAGRANCES.map((fragrance) => fragrance.name)).size).toBe(FRAGRANCES.length);
    expect(new Set(FRAGRANCES.map((fragrance) => fragrance.id)).size).toBe(FRAGRANCES.length);
  });

  it('includes accented names as a shopper types them', () => {
    const names = FRAGRANCES.map((fragrance) => fragrance.name);
    expect(names).toEqual(expect.arrayContaining(['Eau de Crème', 'Bois Épicé', 'Limón Verde', 'Fjällbris']));
  });

  it('keeps every name searchable and within the cologne answer limit (3 to 100 characters)', () => {
    for (const { name, brand } of FRAGRANCES) {
      expect(name.length).toBeGreaterThanOrEqual(3);
      expect(`${brand} ${name}`.length).toBeLessThanOrEqual(100);
      expect(name).toBe(name.trim());
      expect(name).not.toMatch(/\s{2}/);
    }
  });

  it('never stacks clashing words (no "Eau de Crème Eau de Parfum", no "Noir Noir")', () => {
    for (const { name } of FRAGRANCES) {
      expect(name).not.toMatch(/^Eau .* (Eau de|Parfum$)/);
      expect(name).not.toMatch(/(Noir|Nero|Black|Dark).* Noir$/);
      expect(name).not.toMatch(/(Nuit|Night|Notte|Noche).* Nuit$/);
    }
  });

  it.each([
    ['Maison Verdier', 'Bois Épicé', 'maison-verdier-bois-epice'],
    ['Salt & Cedar', 'Blend No. 3', 'salt-and-cedar-blend-no-3'],
    ['Kōen', "Ciel d'Hiver", 'koen-ciel-d-hiver'],
  ])('slugs %s %s as %s', (brand, name, id) => {
    expect(fragranceId(brand, name)).toBe(id);
  });

  it('gives each fragrance the slug of its brand and name', () => {
    for (const fragrance of FRAGRANCES)
      expect(fragrance.id).toBe(fragranceId(fragrance.brand, fragrance.name));
  });
});

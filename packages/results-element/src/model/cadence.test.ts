import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { product, subProduct } from '../test/resultsFixture.ts';
import { cadenceOptions, defaultCadence, FALLBACK_CADENCE_WEEKS } from './cadence.ts';

const item = (name: string, category: string, sku = '') =>
  subProduct({ name, category, sku, cadence: 0, recommendedCadence: 0 });

describe('defaultCadence (spec §9 "Default subscription cadences")', () => {
  it.each([
    ['9 weeks (face): cleanser', item('Face Cleanser', 'face'), 9],
    ['9 weeks (face): lotion', item('Face Lotion', 'face'), 9],
    ['9 weeks (shampoo)', item('Shampoo', 'hair'), 9],
    ['10 (conditioner)', item('Conditioner', 'hair'), 10],
    ['10 (deodorant)', item('Deodorant', 'body'), 10],
    ['4 (body wash)', item('Body Wash', 'body'), 4],
    ['12 (body lotion), not the face lotion', item('Body Lotion', 'body'), 12],
    ['matched on the sku too', item('Daily Wash', 'body', 'body_wash-classic'), 4],
    ['nothing matches: the fallback', item('Mystery', 'misc'), FALLBACK_CADENCE_WEEKS],
  ])('%s', (_, candidate, weeks) => {
    expect(defaultCadence(candidate)).toBe(weeks);
  });

  it.each([
    ["the server's recommendation first", { recommendedCadence: 2, cadence: 4 }, 2],
    ["then the product's own cadence", { recommendedCadence: 0, cadence: 6 }, 6],
    ['then spec §9', { recommendedCadence: 0, cadence: 0 }, 4],
  ])('%s', (_, fields, weeks) => {
    expect(defaultCadence({ ...item('Body Wash', 'body'), ...fields })).toBe(weeks);
  });

  it('a set without its own cadence ships when its first item runs out: the shortest of its items', () => {
    const body = product({
      name: 'Body Set',
      category: 'body',
      sku: 'BODY-SET',
      products: [item('Deodorant', 'body'), item('Body Wash', 'body'), item('Body Lotion', 'body')],
    });
    expect(defaultCadence(body)).toBe(4);
    const hair = product({
      name: 'Hair Set',
      category: 'hair',
      products: [item('Shampoo', 'hair'), item('Conditioner', 'hair')],
    });
    expect(defaultCadence(hair)).toBe(9);
  });
});

describe('cadenceOptions (spec §2 "per-product \'Every N Weeks\' cadence")', () => {
  it.each([
    ['a default inside the range adds nothing', 9, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['a default outside the range is offered too', 16, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16]],
    ['no default (0)', 0, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
  ])('%s', (_, weeks, values) => {
    const options = cadenceOptions(weeks, en);
    expect(options.map((option) => option.value)).toEqual(values);
    expect(options[0]!.label).toBe('Every 2 Weeks');
  });

  it('says each choice in the catalog\'s words: "Every N Weeks", "Cada N semanas" (issue 43)', () => {
    expect(cadenceOptions(16, en).map((option) => option.label)).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16].map((weeks) => `Every ${weeks} Weeks`),
    );
    expect(
      cadenceOptions(1, es)
        .map((option) => option.label)
        .slice(0, 3),
    ).toEqual(['Cada semana', 'Cada 2 semanas', 'Cada 3 semanas']);
  });
});

import { describe, expect, it } from 'vitest';
import { setCadence } from './setCadence.ts';

// spec §9 default cadences: 9 weeks (face and shampoo), 10 (conditioner, deodorant), 4 (body wash),
// 12 (body lotion); a set ships when its first item runs out (docs/decisions/0009, 0016).
describe('setCadence: a set ships at its shortest item cadence', () => {
  it.each([
    ['Face Set: cleanser 9, lotion 9', [9, 9], 9],
    ['Hair Set: shampoo 9, conditioner 10', [9, 10], 9],
    ['Body Set: deodorant 10, body wash 4, body lotion 12', [10, 4, 12], 4],
    ['Body Set with the body wash at 2 weeks (shower_freq 3)', [10, 2, 12], 2],
    ['a set with a once-only item (hand cream: 0)', [0, 9], 9],
    ['Hand Set: nothing subscribable', [0, 0], 0],
    ['no items', [], 0],
  ])('%s → %i', (_case, items, weeks) => {
    expect(setCadence(items)).toBe(weeks);
  });
});

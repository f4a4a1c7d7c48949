import { describe, expect, it, vi } from 'vitest';
import { randomId } from './randomId.ts';

describe('randomId (spec §9 random id length 10)', () => {
  it.each([
    [undefined, 10],
    [1, 1],
    [32, 32],
  ])('length %s → %i alphanumeric characters', (length, expected) => {
    const id = randomId(length);
    expect(id).toMatch(new RegExp(`^[A-Za-z0-9]{${expected}}$`));
  });

  it('uses crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    randomId();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('skips bytes that would bias the alphabet', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as unknown as Uint8Array;
      bytes.fill(255); // 255 ≥ 248: always rejected…
      bytes[0] = 0; // …except this one, 'A'
      bytes[1] = 63; // 63 % 62 = 1 → 'B'
      return array;
    });
    expect(randomId(2)).toBe('AB');
    spy.mockRestore();
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
  });
});

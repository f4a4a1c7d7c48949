import { describe, expect, it } from 'vitest';
import { GIFT_CARD_CODE, GIFT_CARD_CODE_ALPHABET, newGiftCardCode } from './giftCardCode.ts';

describe('newGiftCardCode (docs/decisions/0095)', () => {
  it('is 16 characters of 32 in groups of four, without 0, O, 1 or I', () => {
    expect(GIFT_CARD_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CARD_CODE_ALPHABET).size).toBe(32);
    expect(GIFT_CARD_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    for (let i = 0; i < 200; i++) {
      const code = newGiftCardCode();
      expect(code).toMatch(GIFT_CARD_CODE);
      expect(code.replaceAll('-', '')).toHaveLength(16);
    }
  });

  it('maps every byte onto the alphabet evenly (256 is a multiple of 32)', () => {
    expect(newGiftCardCode(() => new Uint8Array(16).fill(0))).toBe('AAAA-AAAA-AAAA-AAAA');
    expect(newGiftCardCode(() => new Uint8Array(16).fill(31))).toBe('9999-9999-9999-9999');
    expect(newGiftCardCode(() => new Uint8Array(16).fill(32))).toBe('AAAA-AAAA-AAAA-AAAA');
  });

  it('does not repeat', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newGiftCardCode()));
    expect(codes.size).toBe(1000);
  });
});

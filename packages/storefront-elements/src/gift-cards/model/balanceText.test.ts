import { describe, expect, it } from 'vitest';
import { balanceText } from './balanceText.ts';

describe('balanceText', () => {
  it.each([
    [{ last4: 'WXYZ', balance: 56.05, amount: 75 }, 'Gift card ending WXYZ has $56.05 left of $75.'],
    [{ last4: 'WXYZ', balance: 0, amount: 75 }, 'Gift card ending WXYZ has no balance left.'],
  ])('%j → %s', (card, text) => {
    expect(balanceText(card)).toBe(text);
  });
});

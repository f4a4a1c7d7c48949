import { priceFormat } from '@pc/shared/format';
import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { balanceText } from './balanceText.ts';

describe('balanceText', () => {
  it.each([
    [
      { last4: 'WXYZ', balance: 56.05, amount: 75 },
      'Gift card ending WXYZ has $56.05 left of $75.',
      'A la tarjeta de regalo terminada en WXYZ le quedan $56.05 de $75.',
    ],
    [
      { last4: 'WXYZ', balance: 0, amount: 75 },
      'Gift card ending WXYZ has no balance left.',
      'A la tarjeta de regalo terminada en WXYZ ya no le queda saldo.',
    ],
  ])('%j → %s', (card, english, spanish) => {
    expect(balanceText(card, en, priceFormat('en-US', 'USD'))).toBe(english);
    expect(balanceText(card, es, priceFormat('es-US', 'USD'))).toBe(spanish);
  });

  it("says the amounts in the store's currency (issue 43 item 4)", () => {
    expect(balanceText({ last4: 'WXYZ', balance: 56.05, amount: 75 }, en, priceFormat('en-US', 'EUR'))).toBe(
      'Gift card ending WXYZ has €56.05 left of €75.',
    );
  });
});

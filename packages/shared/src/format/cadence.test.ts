import { describe, expect, it } from 'vitest';
import en from '../shop/messages/en-US.ts';
import es from '../shop/messages/es-US.ts';
import { cadenceLabel, purchaseLabel } from './cadence.ts';
import { cardName } from './cardName.ts';

// spec §2 Results "per-product 'Every N Weeks' cadence": en-US is the spec's words for every week count
// the shop offers (CADENCE_RANGE_WEEKS 2–12 and a product's own default, 1–99); es-US says one week in
// the singular.
describe('cadenceLabel and purchaseLabel (spec §2 "Every N Weeks")', () => {
  it.each([
    [1, 'Every 1 Weeks', 'Cada semana'],
    [2, 'Every 2 Weeks', 'Cada 2 semanas'],
    [4, 'Every 4 Weeks', 'Cada 4 semanas'],
    [9, 'Every 9 Weeks', 'Cada 9 semanas'],
    [12, 'Every 12 Weeks', 'Cada 12 semanas'],
    [99, 'Every 99 Weeks', 'Cada 99 semanas'],
  ])('%i weeks → %j in en-US, %j in es-US', (weeks, english, spanish) => {
    expect(cadenceLabel(weeks, en)).toBe(english);
    expect(cadenceLabel(weeks, es)).toBe(spanish);
    expect(purchaseLabel(weeks, en)).toBe(english);
    expect(purchaseLabel(weeks, es)).toBe(spanish);
  });

  it('reads the spec\'s "Every N Weeks" for every N from 1 to 99 in en-US', () => {
    for (let weeks = 1; weeks < 100; weeks += 1) expect(cadenceLabel(weeks, en)).toBe(`Every ${weeks} Weeks`);
  });

  it.each([
    [0, 'One-time purchase', 'Compra única'],
    [-1, 'One-time purchase', 'Compra única'],
  ])('a line bought once (%i) → %j, %j', (weeks, english, spanish) => {
    expect(purchaseLabel(weeks, en)).toBe(english);
    expect(purchaseLabel(weeks, es)).toBe(spanish);
  });
});

describe('cardName', () => {
  const words = (text: string) => ({ giftCardName: ({ last4 }: { last4: string }) => `${text} ${last4}` });
  it('names a card by its last four in the words given', () => {
    expect(cardName('WXYZ', words('Gift card ending'))).toBe('Gift card ending WXYZ');
    expect(cardName('WXYZ', words('Tarjeta de regalo terminada en'))).toBe(
      'Tarjeta de regalo terminada en WXYZ',
    );
  });
});

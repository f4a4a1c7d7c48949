import { describe, expect, it } from 'vitest';
import { PROCEED_PRODUCTS, PROCEED_RULES, showProceedToCheckout } from './proceedToCheckout.ts';

// spec §7 {product}_show_proceed_to_checkout: the rule per product (decision 0009).

describe('showProceedToCheckout', () => {
  const line = (category: string) => ({ category, quantity: 1 });
  it.each([
    ['quiz', [], false],
    ['quiz', [line('gift-card')], true],
    ['candle', [line('face')], false],
    ['candle', [line('candle')], true],
  ] as const)('%s with %j: %s', (product, items, expected) => {
    expect(showProceedToCheckout(product, items)).toBe(expected);
  });

  it.each(['launch', 'constructor', '__proto__'])('refuses the unknown product %s with 400', (product) => {
    expect(() => showProceedToCheckout(product, [])).toThrow(
      expect.objectContaining({ status: 400, code: 'pc_unknown_action' }),
    );
  });

  it.each(Object.values(PROCEED_PRODUCTS))(
    'the product %s a results page asks about has a rule',
    (product) => {
      expect(Object.hasOwn(PROCEED_RULES, product)).toBe(true);
    },
  );
});

import { describe, expect, it } from 'vitest';
import shopEn from '../shop/messages/en-US.ts';
import shopEs from '../shop/messages/es-US.ts';
import en from './en-US.ts';
import es from './es-US.ts';

// The shared and shop catalogs (docs/decisions/0210, 0211): en-US is the spec's words verbatim; es-US
// says the same.
describe('en-US (spec §4, §8, verbatim)', () => {
  it.each([
    [shopEn.soldOut, 'SOLD OUT'],
    [shopEn.checkout({ price: '$48' }), 'CHECKOUT - $48'],
    [shopEn.backorderNote, 'NEXT BATCH SHIPS IN 4 WEEKS'],
    // spec §8's words for a failure the store does not explain (the candle's and launch's add, Your Data)
    [en.tryAgain, 'Something went wrong, please try again'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('es-US says them in Spanish', () => {
    expect([shopEs.soldOut, shopEs.checkout({ price: '$48' }), es.tryAgain]).toEqual([
      'AGOTADO',
      'PAGAR - $48',
      'Algo salió mal, inténtalo de nuevo',
    ]);
  });
});

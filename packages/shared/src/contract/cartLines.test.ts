import { describe, expect, it } from 'vitest';
import { CART_LINE_MAX_QUANTITY } from '../constants.ts';
import { E_GIFT_LINE_NOTE, maxQuantityOf, singleUnitReason, TAILORED_LINE_NOTE } from './cartLines.ts';

const giftCard = { to: 'a@b.c', recipientName: 'A', from: 'B', message: '', deliveryDate: '2026-04-01' };

describe('a cart line’s units (docs/decisions/0124; spec §4 one tailored order)', () => {
  it.each([
    ['a product', { surveyLogId: null, giftCard: null }, CART_LINE_MAX_QUANTITY, null],
    ['a tailored line', { surveyLogId: 'log-1', giftCard: null }, 1, TAILORED_LINE_NOTE],
    ['an e-gift card', { surveyLogId: null, giftCard }, 1, E_GIFT_LINE_NOTE],
    ['an empty survey log id (none)', { surveyLogId: '', giftCard: null }, CART_LINE_MAX_QUANTITY, null],
  ])('%s holds at most %#', (_name, line, max, reason) => {
    expect(maxQuantityOf(line)).toBe(max);
    expect(singleUnitReason(line)).toBe(reason);
  });
});

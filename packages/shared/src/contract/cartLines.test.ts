import { describe, expect, it } from 'vitest';
import { CART_LINE_MAX_QUANTITY } from '../constants.ts';
import en from '../shop/messages/en-US.ts';
import es from '../shop/messages/es-US.ts';
import { maxQuantityOf, singleUnitNote, singleUnitReason } from './cartLines.ts';

const giftCard = { to: 'a@b.c', recipientName: 'A', from: 'B', message: '', deliveryDate: '2026-04-01' };

describe('a cart line’s units (docs/decisions/0124; spec §4 one tailored order)', () => {
  it.each([
    ['a product', { surveyLogId: null, giftCard: null }, CART_LINE_MAX_QUANTITY, null],
    ['a tailored line', { surveyLogId: 'log-1', giftCard: null }, 1, 'tailored'],
    ['an e-gift card', { surveyLogId: null, giftCard }, 1, 'eGift'],
    ['an empty survey log id (none)', { surveyLogId: '', giftCard: null }, CART_LINE_MAX_QUANTITY, null],
  ])('%s holds at most %#', (_name, line, max, reason) => {
    expect(maxQuantityOf(line)).toBe(max);
    expect(singleUnitReason(line)).toBe(reason);
  });
});

describe('a line’s note in the shop’s words (docs/decisions/0219)', () => {
  it.each([
    ['tailored', en, 'Tailored to your quiz: one tailored order at a time.'],
    ['eGift', en, 'One card per recipient: add another from the gift card page.'],
    ['tailored', es, 'Personalizado según tu cuestionario: un pedido personalizado a la vez.'],
    ['eGift', es, 'Una tarjeta por destinatario: agrega otra desde la página de tarjetas de regalo.'],
    [null, en, null],
    [undefined, es, null],
  ] as const)('%s in %#', (reason, m, note) => {
    expect(singleUnitNote(reason, m)).toBe(note);
  });
});

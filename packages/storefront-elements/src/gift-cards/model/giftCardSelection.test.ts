import { catalogMessages, type ShopMessages, shopMessages } from '@pc/shared';
import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { eGiftProduct, physicalProduct } from '../test/giftCardProducts.ts';
import { checkoutRequest } from './checkoutRequest.ts';
import {
  checkoutButton,
  checkoutHint,
  type EGiftForm,
  EMPTY_EGIFT_FORM,
  type GiftCardSelection,
  pickAmount,
  splitAmounts,
} from './giftCardSelection.ts';
import { eGiftSelection, physicalSelection } from './selections.ts';

const TODAY = '2026-03-10';
const complete: EGiftForm = {
  recipientName: '  Alex ',
  email: ' alex@example.com ',
  senderName: 'Sam',
  amount: { source: 'card', variationId: 40102 },
  date: '2026-03-12',
  message: '  Happy birthday!  ',
};

describe('splitAmounts (spec §2, §9: the first 4 variations are cards, the rest on the slider)', () => {
  it('puts $25-$100 on cards and $150-$250 on the slider', () => {
    const { cards, slider } = splitAmounts(eGiftProduct().variations);
    expect(cards.map((v) => v.price)).toEqual([25, 50, 75, 100]);
    expect(slider.map((v) => v.price)).toEqual([150, 200, 250]);
  });

  it('leaves the slider empty with 4 or fewer variations', () => {
    expect(splitAmounts(eGiftProduct().variations.slice(0, 3)).slider).toEqual([]);
  });
});

describe('pickAmount (spec §4: a slider pick clears the card, a card pick clears the slider)', () => {
  it.each([
    ['card, then slider: only the slider amount', 'card', 40101, 'slider', 40105],
    ['slider, then card: only the card', 'slider', 40106, 'card', 40103],
    ['card, then another card', 'card', 40101, 'card', 40104],
  ] as const)('%s', (_, firstSource, firstId, source, id) => {
    const first = pickAmount(firstSource, firstId);
    const next = pickAmount(source, id);
    expect(next).toEqual({ source, variationId: id });
    expect(next).not.toEqual(first);
  });
});

describe('eGiftSelection (spec §4: emitted only when recipient, email, sender, date and amount are set)', () => {
  const product = eGiftProduct();

  it('is the spec §3 selection, trimmed, once every field is set', () => {
    expect(eGiftSelection(complete, product, TODAY)).toEqual({
      kind: 'e-gift',
      productId: 401,
      variationId: 40102,
      to: 'Alex',
      email: 'alex@example.com',
      from: 'Sam',
      date: '2026-03-12',
      message: 'Happy birthday!',
      selected: true,
      price: 50,
      category: 'e-gift-card',
      name: '$50 E-Gift Card',
      position: 2,
      stockStatus: 'instock',
    });
  });

  it.each([
    ['no recipient name', { recipientName: '   ' }],
    ['no email', { email: '' }],
    ['an email that is not one (spec §5 pattern)', { email: 'alex@example' }],
    ['no sender name', { senderName: '' }],
    ['no amount', { amount: null }],
    ['an amount of another product', { amount: { source: 'card', variationId: 1 } as const }],
    ['no date', { date: '' }],
    ['a date in the past (shop time)', { date: '2026-03-09' }],
    ['a date not as YYYY-MM-DD', { date: '03/12/2026' }],
    ['a date over a year ahead (decision 0044)', { date: '2027-03-11' }],
  ])('is cleared with %s', (_, change) => {
    expect(eGiftSelection({ ...complete, ...change }, product, TODAY)).toBeNull();
  });

  it('takes the last day a year ahead', () => {
    expect(eGiftSelection({ ...complete, date: '2027-03-10' }, product, TODAY)).toMatchObject({
      date: '2027-03-10',
    });
  });

  it('takes today, an empty message, and cuts names to 25 characters (spec §5)', () => {
    const selection = eGiftSelection(
      { ...complete, date: TODAY, message: '', recipientName: 'R'.repeat(30) },
      product,
      TODAY,
    );
    expect(selection).toMatchObject({ date: TODAY, message: '', to: 'R'.repeat(25) });
  });

  it('is cleared without the product (a failed fetch, spec §8)', () => {
    expect(eGiftSelection(complete, null, TODAY)).toBeNull();
    expect(eGiftSelection(EMPTY_EGIFT_FORM, product, TODAY)).toBeNull();
  });

  it('carries the slider amount’s stock state', () => {
    const soldOut = eGiftSelection(
      { ...complete, amount: { source: 'slider', variationId: 40107 } },
      product,
      TODAY,
    );
    expect(soldOut).toMatchObject({ price: 250, position: 7, stockStatus: 'outofstock' });
  });
});

describe('physicalSelection (spec §3 Physical gift card selection)', () => {
  it('is the card picked, priced once', () => {
    expect(physicalSelection(physicalProduct(), 40203)).toEqual({
      kind: 'physical',
      productId: 402,
      variationId: 40203,
      price: 100,
      sku: 'GIFTCARD-100',
      category: 'gift-card',
      name: '$100 Gift Card',
      position: 3,
      stockStatus: 'instock',
    });
  });

  it.each([
    ['nothing picked', 402, null],
    ['a card of another product', 402, 40101],
  ])('is null with %s', (_, __, id) => {
    expect(physicalSelection(physicalProduct(), id)).toBeNull();
  });
});

describe('checkoutButton (spec §4 Gift card page)', () => {
  const eGift = eGiftSelection(complete, eGiftProduct(), TODAY);
  const physicalSoldOut = physicalSelection(physicalProduct(), 40204);
  const backorder = eGiftSelection(complete, eGiftProduct({ 50: 'onbackorder' }), TODAY);
  it.each<[string, GiftCardSelection | null, string, boolean]>([
    ['no selection: CHECKOUT, disabled', null, 'CHECKOUT', false],
    ['complete and instock: CHECKOUT, enabled', eGift, 'CHECKOUT', true],
    ['outofstock: SOLD OUT, disabled', physicalSoldOut, 'SOLD OUT', false],
    ['onbackorder is not instock: SOLD OUT, disabled', backorder, 'SOLD OUT', false],
  ])('%s', (_, selection, label, enabled) => {
    const shop = catalogMessages(shopMessages, 'en-US') as ShopMessages;
    expect(checkoutButton(selection, { checkout: en.checkout, soldOut: shop.soldOut })).toEqual({
      label,
      enabled,
    });
  });
});

describe('checkoutHint: what is missing while checkout is disabled', () => {
  const eGift = eGiftSelection(complete, eGiftProduct(), TODAY);
  it.each([
    [
      'e-gift' as const,
      'Fill in the recipient, their email, your name, an amount and a delivery date to check out.',
      'Para pagar, completa el destinatario, su correo electrónico, tu nombre, un monto y una fecha de entrega.',
    ],
    ['physical' as const, 'Choose an amount to check out.', 'Para pagar, elige un monto.'],
  ])('%s', (view, english, spanish) => {
    expect(checkoutHint(view, null, en)).toBe(english);
    expect(checkoutHint(view, null, es)).toBe(spanish);
    expect(checkoutHint(view, eGift, en)).toBeNull();
  });
});

describe('checkoutRequest (spec §7 e-gift form and single product)', () => {
  it('adds the e-gift fields to the e-gift card', () => {
    const selection = eGiftSelection(complete, eGiftProduct(), TODAY);
    expect(selection && checkoutRequest(selection)).toEqual({
      productId: 401,
      variationId: 40102,
      source: 'product-list',
      position: 2,
      eGift: {
        to: 'alex@example.com',
        recipientName: 'Alex',
        from: 'Sam',
        message: 'Happy birthday!',
        deliveryDate: '2026-03-12',
      },
    });
  });

  it('adds a physical card as a single product', () => {
    const selection = physicalSelection(physicalProduct(), 40201);
    expect(selection && checkoutRequest(selection)).toEqual({
      productId: 402,
      variationId: 40201,
      source: 'product-list',
      position: 1,
    });
  });
});

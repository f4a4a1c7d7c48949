import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { getGiftCardsPageData } from './giftCardsPageDataCall.ts';
import { GiftCardsPageData } from './pageData.ts';
import { getPageData, PageData } from './pageDataCall.ts';
import type { Product } from './products.ts';

// spec §2 /gift-cards page data: the two products, the shop's today, and the store's legal footer and
// FAQ (design.md "content comes from the server, not the bundle"), in the page's language: what the
// store prints, what getPageData answers, and what <pc-gift-cards> asks where nothing was printed.

const product = (id: number, category: string): Product => ({
  id,
  name: category,
  description: '',
  price: 25,
  images: [],
  category,
  variations: [],
});

const giftCards = {
  eGift: product(401, 'e-gift-card'),
  physical: product(402, 'gift-card'),
  today: '2026-03-10',
  legal: 'Gift cards are non-refundable.',
  faq: {
    title: 'Gift Card FAQ',
    entries: [{ id: 'send-time', question: 'When is the e-gift card sent?', answer: 'At 8 AM Eastern.' }],
  },
};

describe('GiftCardsPageData', () => {
  it('takes the products, today, the legal footer and the FAQ; the page data union takes it too', () => {
    expect(v.parse(GiftCardsPageData, { giftCards })).toEqual({ giftCards });
    expect(v.parse(PageData, { giftCards })).toEqual({ giftCards });
  });

  it.each([
    ['no legal footer', { ...giftCards, legal: undefined }],
    ['no FAQ', { ...giftCards, faq: undefined }],
    ['a FAQ without its heading', { ...giftCards, faq: { entries: giftCards.faq.entries } }],
    [
      'an answer that is not text',
      { ...giftCards, faq: { ...giftCards.faq, entries: [{ id: 'x', question: 'Q', answer: ['A'] }] } },
    ],
    [
      'an entry without its id',
      { ...giftCards, faq: { ...giftCards.faq, entries: [{ question: 'Q', answer: 'A' }] } },
    ],
    ['no today', { ...giftCards, today: 'tomorrow' }],
  ])('refuses %s (the element then asks the store for the page data itself)', (_, data) => {
    expect(v.safeParse(GiftCardsPageData, { giftCards: data }).success).toBe(false);
  });
});

describe('the page data calls', () => {
  it('getPageData names the page’s language or leaves it to the store', () => {
    expect(v.parse(getPageData.request, { path: '/gift-cards' })).toEqual({ path: '/gift-cards' });
    expect(v.parse(getPageData.request, { path: '/gift-cards', locale: 'es-MX' })).toEqual({
      path: '/gift-cards',
      locale: 'es-MX',
    });
    expect(v.safeParse(getPageData.request, { path: '/gift-cards', locale: 'x'.repeat(36) }).success).toBe(
      false,
    );
  });

  it('getGiftCardsPageData is the same call for /gift-cards alone, its answer the gift card page data', () => {
    expect(getGiftCardsPageData.path).toBe(getPageData.path);
    expect(getGiftCardsPageData.method).toBe(getPageData.method);
    expect(v.safeParse(getGiftCardsPageData.request, { path: '/quiz', locale: 'en-US' }).success).toBe(false);
    expect(v.parse(getGiftCardsPageData.response, { data: { giftCards } })).toEqual({ data: { giftCards } });
    expect(v.safeParse(getGiftCardsPageData.response, { data: null }).success).toBe(false);
  });
});

import { BACKORDER_NOTE } from '@pc/shared/constants';
import { FREE_SHIPPING_NOTE } from '@pc/shared/free-shipping';
import { describe, expect, it } from 'vitest';
import { toNodes } from '../dom.ts';
import { checkoutFrame, m, NOTHING_SHIPS, orderReceivedFrame, SHIPS_FREE, toHtml } from './frameMarkup.ts';
import { GIFT_CARD_LABEL } from './giftCardField.ts';
import { renderFrame } from './serverFrames.ts';
import { E_GIFT_LINE, SUMMARY } from './test/frames.ts';

// decision 0063: the checkout and order-received frames, written once: the store server prints
// toHtml's text, the demo builds toNodes' nodes; both must be the same page.

/** The nodes the HTML text parses to, and the nodes toNodes builds, in two containers. */
const both = (markup: Parameters<typeof toHtml>[0]) => {
  const parsed = document.createElement('div');
  parsed.innerHTML = toHtml(markup);
  const built = document.createElement('div');
  built.append(...toNodes(markup));
  return { parsed, built };
};

describe('frame markup', () => {
  it('escapes every text and attribute value in the HTML text', () => {
    expect(toHtml(m('p', { title: 'a"b<c' }, 'x < y & "z"'))).toBe(
      '<p title="a&quot;b&lt;c">x &lt; y &amp; &quot;z&quot;</p>',
    );
    expect(toHtml(m('img', { src: '/a.png', alt: '' }))).toBe('<img src="/a.png" alt="">');
    expect(toHtml(m('h1', { 'data-page-heading': true }, 'Hi'))).toBe('<h1 data-page-heading>Hi</h1>');
  });

  it.each([
    ['a cart with lines', SUMMARY],
    ['an empty cart', { ...SUMMARY, lines: [], discounts: [], subtotal: 0, total: 0, freeShipping: false }],
    ['a cart that could not be read', null],
  ])('the server text and the demo nodes of the checkout are the same page: %s', (_, summary) => {
    const { parsed, built } = both(checkoutFrame(summary));
    expect(parsed.isEqualNode(built)).toBe(true);
  });

  it('shows the lines with their cadence (spec §2 Results "Every N Weeks"), the totals and PLACE ORDER', () => {
    const { built } = both(checkoutFrame(SUMMARY));
    expect(built.querySelector('h1')?.textContent).toBe('Checkout');
    expect([...built.querySelectorAll('.checkout-line-detail')].map((node) => node.textContent)).toEqual([
      'One-time purchase · Quantity 1',
      'Every 9 Weeks · Quantity 1',
    ]);
    expect([...built.querySelectorAll('.checkout-totals dd')].map((node) => node.textContent)).toEqual([
      '$47',
      '−$3',
      'Free',
      '$44',
    ]);
    expect(built.querySelector('.checkout-note')?.textContent).toBe(SHIPS_FREE);
    expect(built.querySelector('button.checkout-place')?.textContent).toBe('PLACE ORDER');
    // spec §9: spend $25 or subscribe.
    expect(FREE_SHIPPING_NOTE).toBe('Spend $25 or subscribe for free shipping');
  });

  it('thanks the shopper for the order of the survey data, and has no frame without it', () => {
    const { parsed, built } = both(orderReceivedFrame('1001'));
    expect(parsed.isEqualNode(built)).toBe(true);
    expect(built.textContent).toBe('Order receivedThank you. Your order #1001 has been received.');
    expect(renderFrame('order-received', { survey: { orderId: '1001' } })).toBe(
      toHtml(orderReceivedFrame('1001')),
    );
    expect(renderFrame('order-received', null)).toBeNull();
    expect(renderFrame('checkout', { checkout: SUMMARY })).toBe(toHtml(checkoutFrame(SUMMARY)));
    expect(renderFrame('checkout', null)).toBe(toHtml(checkoutFrame(null)));
  });
});

describe('checkout lines and gift cards (spec §4, §9)', () => {
  it('an e-gift line shows its recipient, date and message; a backordered line its note', () => {
    const summary = {
      ...SUMMARY,
      lines: [E_GIFT_LINE, { ...SUMMARY.lines[0]!, backordered: true }],
    };
    const { parsed, built } = both(checkoutFrame(summary));
    expect(parsed.isEqualNode(built)).toBe(true);
    expect([...built.querySelectorAll('.line-gift li')].map((node) => node.textContent)).toEqual([
      'To Alex (alex@example.com), from Sam',
      'Emailed Tuesday, December 15, 2026 at 8 AM ET',
      'Message: “Enjoy!”',
    ]);
    expect(built.querySelector('.line-backorder')?.textContent).toBe(BACKORDER_NOTE);
  });

  it('an e-gift card alone: nothing ships, and the note says so (decision 0116)', () => {
    const summary = {
      ...SUMMARY,
      lines: [E_GIFT_LINE],
      discounts: [],
      nothingShips: true,
      freeShipping: false,
    };
    const { built } = both(checkoutFrame(summary));
    expect(built.querySelector('.checkout-note')?.textContent).toBe(NOTHING_SHIPS);
    expect(built.textContent).not.toContain(SHIPS_FREE);
  });

  it('the code field is labelled, and each card applied shows what it pays and the amount due', () => {
    const summary = {
      ...SUMMARY,
      giftCards: [{ id: '7', last4: 'WXYZ', balance: 75, amount: 10 }],
      amountDue: 34,
    };
    const { parsed, built } = both(checkoutFrame(summary));
    expect(parsed.isEqualNode(built)).toBe(true);
    expect(built.querySelector('label[for="gift-card-code"]')?.textContent).toBe(GIFT_CARD_LABEL);
    expect(built.querySelector('#gift-card-code')).not.toBeNull();
    expect(built.querySelector('.gift-card-remove')?.getAttribute('aria-label')).toBe(
      'Remove Gift card ending WXYZ',
    );
    expect([...built.querySelectorAll('.checkout-totals dd')].map((node) => node.textContent)).toEqual([
      '$47',
      '−$3',
      'Free',
      '$44',
      '−$10',
      '$34',
    ]);
  });
});

describe('the shop checkout platform (docs/decisions/0144)', () => {
  const options = {
    platformCheckout: { label: 'Check out on Shopify', href: '/wp-json/pc/v1/checkout/platform' },
    placeOrder: false,
  };

  it('shows the hand-off link and, in production, no PLACE ORDER; the server text and demo nodes alike', () => {
    const { parsed, built } = both(checkoutFrame(SUMMARY, options));
    expect(parsed.isEqualNode(built)).toBe(true);
    const link = built.querySelector('a.checkout-platform');
    expect(link?.getAttribute('href')).toBe('/wp-json/pc/v1/checkout/platform');
    expect(link?.textContent).toBe('Check out on Shopify');
    expect(built.querySelector('.checkout-place')).toBeNull();
  });

  it('keeps PLACE ORDER beside the link in demo mode, and the server render reads both from page data', () => {
    const html = renderFrame('checkout', { checkout: SUMMARY, platformCheckout: options.platformCheckout });
    expect(html).toContain('Check out on Shopify');
    expect(html).toContain('PLACE ORDER');
    expect(renderFrame('checkout', { checkout: SUMMARY })).not.toContain('checkout-platform');
  });
});

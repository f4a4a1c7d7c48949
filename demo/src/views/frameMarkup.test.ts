import { FREE_SHIPPING_NOTE } from '@pc/shared/constants';
import type { CheckoutSummary } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { toNodes } from '../dom.ts';
import { checkoutFrame, m, orderReceivedFrame, SHIPS_FREE, toHtml } from './frameMarkup.ts';
import { renderFrame } from './serverFrames.ts';

// decision 0063: the checkout and order-received frames, written once: the store server prints
// toHtml's text, the demo builds toNodes' nodes; both must be the same page.

const SUMMARY: CheckoutSummary = {
  lines: [
    {
      key: 'a',
      name: 'Hand Cream <new> & "best"',
      image: '/assets/a.png',
      quantity: 1,
      cadence: 0,
      unitPrice: 13,
      lineTotal: 13,
    },
    {
      key: 'b',
      name: 'Face Set',
      image: '/assets/b.png',
      quantity: 1,
      cadence: 9,
      unitPrice: 34,
      lineTotal: 34,
    },
  ],
  discounts: [{ code: 'SETONCE3', amount: 3 }],
  subtotal: 47,
  discountTotal: 3,
  shipping: 0,
  freeShipping: true,
  total: 44,
};

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

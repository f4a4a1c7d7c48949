import type { OrderDetails } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { toNodes } from '../dom.ts';
import { CONTENT, NOT_LOGGED_IN } from './content.ts';
import { toHtml } from './frameMarkup.ts';
import { CHANGE_DATE, orderMarkup, RESEND } from './orderMarkup.ts';
import { E_GIFT_LINE, SUMMARY } from './test/frames.ts';

// spec §2 the order-received page and /account/orders (decision 0117); the e-gift forms (decision 0118).

const ORDER: OrderDetails = {
  id: '1002',
  placedAt: '2026-12-14T17:00:00.000Z',
  email: 'sam.rivera@example.com',
  // The checkout's lines (test/frames.ts) as the order keeps them; the e-gift without a message.
  lines: [...SUMMARY.lines, { ...E_GIFT_LINE, eGift: { ...E_GIFT_LINE.eGift, message: '' } }].map(
    ({ key: _key, backordered: _backordered, ...line }) => ({
      ...line,
      name: line.name.replace(/ <.*$/, ''),
    }),
  ),
  discounts: [{ code: 'SET3', amount: 3 }],
  subtotal: 122,
  shipping: 0,
  tax: 0,
  total: 119,
  giftCards: [{ last4: 'WXYZ', amount: 13 }],
  amountDue: 106,
  eGifts: [
    {
      id: '9',
      recipientName: 'Alex',
      to: 'alex@example.com',
      deliveryDate: '2026-12-15',
      status: 'scheduled',
      canChangeDate: true,
      canResend: false,
    },
  ],
};

const built = (markup: Parameters<typeof toNodes>[0]) => {
  const container = document.createElement('div');
  container.append(...toNodes(markup));
  return container;
};

describe('orderMarkup', () => {
  it('lists the lines with cadences and e-gift details, the discounts, the gift card used, totals and email', () => {
    const page = built(orderMarkup(ORDER, 'Order #1002'));
    expect(page.querySelector('h2')?.textContent).toBe('Order #1002');
    expect(page.querySelector('.order-placed')?.textContent).toBe(
      'Placed December 14, 2026 at 12:00 PM ET. A confirmation goes to sam.rivera@example.com.',
    );
    expect([...page.querySelectorAll('.checkout-line-detail')].map((node) => node.textContent)).toEqual([
      'One-time purchase · Quantity 1',
      'Every 9 Weeks · Quantity 1',
      'One-time purchase · Quantity 1',
    ]);
    expect(page.querySelector('.line-gift')?.textContent).toContain('To Alex (alex@example.com), from Sam');
    expect(page.querySelector('.checkout-totals')?.textContent).toBe(
      'Subtotal$122Discount (SET3)−$3ShippingFreeTotal$119Gift card ending WXYZ−$13Amount due$106',
    );
    // No forms outside the order's own page.
    expect(page.querySelector('form')).toBeNull();
  });

  it('its own page offers CHANGE DATE for a waiting e-gift, RESEND for a sent one; server text = demo nodes', () => {
    const waiting = built(orderMarkup(ORDER, 'Order details', { actions: true }));
    expect(waiting.querySelector('button')?.textContent).toBe(CHANGE_DATE);
    expect(waiting.querySelector<HTMLInputElement>('input[type="date"]')?.value).toBe('2026-12-15');
    const sent = built(
      orderMarkup(
        {
          ...ORDER,
          eGifts: [{ ...ORDER.eGifts[0]!, status: 'sent', canChangeDate: false, canResend: true }],
        },
        'Order details',
        { actions: true },
      ),
    );
    expect([...sent.querySelectorAll('button')].map((button) => button.textContent)).toEqual([RESEND]);
    expect(sent.querySelector('.order-egift p')?.textContent).toBe('For Alex: Sent to alex@example.com.');
    const parsed = document.createElement('div');
    parsed.innerHTML = toHtml(orderMarkup(ORDER, 'Order details', { actions: true }));
    expect(parsed.isEqualNode(waiting)).toBe(true);
  });

  it('decision 0145: a new address waiting for the buyer’s confirmation says so', () => {
    const pending = built(
      orderMarkup(
        {
          ...ORDER,
          eGifts: [
            {
              ...ORDER.eGifts[0]!,
              status: 'sent',
              canChangeDate: false,
              canResend: true,
              pendingTo: 'alex.new@example.com',
            },
          ],
        },
        'Order details',
        { actions: true },
      ),
    );
    expect([...pending.querySelectorAll('.order-egift p')].map((p) => p.textContent)).toEqual([
      'For Alex: Sent to alex@example.com.',
      'Waiting for your confirmation (see your email) to send it to alex.new@example.com.',
    ]);
  });
});

describe('/account/orders (spec §2, decision 0117)', () => {
  it('tells an anonymous visitor how to find an order', () => {
    const nodes = CONTENT['account-orders']({ orders: null });
    expect(nodes.map((node) => node.textContent).join(' ')).toContain(NOT_LOGGED_IN);
  });

  it('says a customer has no orders yet, else lists each with a link to its page', () => {
    expect(CONTENT['account-orders']({ orders: [] })[0]?.textContent).toContain('You have no orders yet.');
    const page = document.createElement('div');
    page.append(...CONTENT['account-orders']({ orders: [ORDER] }));
    expect(page.querySelector('h2')?.textContent).toBe('Order #1002');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/checkout/order-received/1002');
  });
});

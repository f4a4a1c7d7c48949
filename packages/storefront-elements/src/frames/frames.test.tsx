import type { CheckoutSummary, OrderDetails } from '@pc/shared/contract';
import { FREE_SHIPPING_NOTE } from '@pc/shared/free-shipping';
import { NOTHING_SHIPS, SHIPS_FREE } from '@pc/shared/shipping';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GIFT_CARD_LABEL } from './checkout.tsx';
import { checkoutFrameNodes, orderNodes, orderReceivedFrameNodes } from './draw.tsx';
import { FRAME_VIEWS } from './frameViews.tsx';
import { CHANGE_DATE, RESEND } from './order.tsx';
import { E_GIFT_LINE, ORDER, SUMMARY } from './test/frames.ts';

// docs/decisions/0063, 0147: the checkout and order-received frames, written once with React: the store
// server prints FRAME_VIEWS' markup (renderToStaticMarkup, as serverElements.ts renderElement does), the
// page draws draw.tsx's nodes; both must be the same page.

/** The server's HTML of a frame's page data, as the browser parses it. */
const served = (frame: keyof typeof FRAME_VIEWS, pageData: unknown) => {
  const view = FRAME_VIEWS[frame](pageData);
  const parsed = document.createElement('div');
  if (view) parsed.innerHTML = renderToStaticMarkup(view);
  return { parsed, html: view ? renderToStaticMarkup(view) : null };
};

const drawn = (nodes: Node[]) => {
  const container = document.createElement('div');
  container.append(...nodes);
  return container;
};

const checkout = (summary: CheckoutSummary | null, options = {}) => {
  const { parsed } = served('checkout', summary ? { checkout: summary, ...options } : null);
  const built = drawn(checkoutFrameNodes(summary, options));
  return { parsed, built };
};

describe('the checkout frame', () => {
  it.each([
    ['a cart with lines', SUMMARY],
    ['an empty cart', { ...SUMMARY, lines: [], discounts: [], subtotal: 0, total: 0, freeShipping: false }],
    ['a cart that could not be read', null],
  ])('the server HTML and the page nodes are the same page: %s', (_, summary) => {
    const { parsed, built } = checkout(summary);
    expect(built.childNodes.length).toBe(2);
    expect(parsed.isEqualNode(built)).toBe(true);
  });

  it('escapes every text and attribute value in the HTML', () => {
    const { html } = served('checkout', { checkout: SUMMARY });
    expect(html).toContain('Hand Cream &lt;new&gt; &amp; &quot;best&quot;');
    expect(html).toContain('aria-label="Remove Hand Cream &lt;new&gt; &amp; &quot;best&quot;"');
  });

  it('shows the lines with their cadence (spec §2 Results "Every N Weeks"), the totals and PLACE ORDER', () => {
    const { built } = checkout(SUMMARY);
    expect(built.querySelector('h1')?.textContent).toBe('Checkout');
    expect(built.querySelector('h1')?.getAttribute('tabindex')).toBe('-1');
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
    expect(
      checkout({ ...SUMMARY, freeShipping: false }).built.querySelector('.checkout-note')?.textContent,
    ).toBe(FREE_SHIPPING_NOTE);
    expect(FREE_SHIPPING_NOTE).toBe('Spend $25 or subscribe for free shipping');
  });

  it("gives each line the cart drawer's controls, with the store's limit (decision 0124)", () => {
    const { built } = checkout({
      ...SUMMARY,
      lines: [{ ...SUMMARY.lines[1]!, quantity: 2, maxQuantity: 2 }],
    });
    const steps = [...built.querySelectorAll<HTMLButtonElement>('.line-step')];
    expect(
      steps.map((step) => [step.getAttribute('aria-label'), step.dataset.quantity, step.disabled]),
    ).toEqual([
      ['Decrease quantity of Face Set', '1', false],
      ['Increase quantity of Face Set', '3', true],
    ]);
    expect(built.querySelector('.line-remove')?.getAttribute('data-quantity')).toBe('0');
    // A line that holds one unit has Remove alone, and says why.
    const single = checkout({
      ...SUMMARY,
      lines: [{ ...SUMMARY.lines[0]!, maxQuantity: 1, note: 'One per order' }],
    });
    expect(single.built.querySelector('.line-stepper')).toBeNull();
    expect(single.built.querySelector('.line-note')?.textContent).toBe('One per order');
  });

  it('links an empty cart to the quiz, routed in the page', () => {
    const { built } = checkout({ ...SUMMARY, lines: [] });
    expect(built.querySelector('.checkout-body')?.textContent).toBe(
      'Your cart is empty. Take the quiz to find your routine.',
    );
    expect(built.querySelector('a[data-internal]')?.getAttribute('href')).toBe('/quiz');
  });
});

describe('checkout lines and gift cards (spec §4, §9)', () => {
  it('an e-gift line shows its recipient, date and message; a backordered line its note', () => {
    const summary = { ...SUMMARY, lines: [E_GIFT_LINE, { ...SUMMARY.lines[0]!, backordered: true }] };
    const { parsed, built } = checkout(summary);
    expect(parsed.isEqualNode(built)).toBe(true);
    expect([...built.querySelectorAll('.line-gift li')].map((node) => node.textContent)).toEqual([
      'To Alex (alex@example.com), from Sam',
      'Emailed Tuesday, December 15, 2026 at 8 AM ET',
      'Message: “Enjoy!”',
    ]);
    expect(built.querySelector('.line-backorder')?.textContent).toBe('NEXT BATCH SHIPS IN 4 WEEKS'); // spec §4
  });

  it('an e-gift card alone: nothing ships, and the note says so (decision 0116)', () => {
    const summary = {
      ...SUMMARY,
      lines: [E_GIFT_LINE],
      discounts: [],
      nothingShips: true,
      freeShipping: false,
    };
    const { built } = checkout(summary);
    expect(built.querySelector('.checkout-note')?.textContent).toBe(NOTHING_SHIPS);
    expect(built.textContent).not.toContain(SHIPS_FREE);
  });

  it('the code field is labelled, and each card applied shows what it pays and the amount due', () => {
    const summary = {
      ...SUMMARY,
      giftCards: [{ id: '7', last4: 'WXYZ', balance: 75, amount: 10 }],
      amountDue: 34,
    };
    const { parsed, built } = checkout(summary);
    expect(parsed.isEqualNode(built)).toBe(true);
    expect(built.querySelector('label[for="gift-card-code"]')?.textContent).toBe(GIFT_CARD_LABEL);
    expect(built.querySelector('form.gift-card-form')?.hasAttribute('novalidate')).toBe(true);
    expect(built.querySelector('#gift-card-code')?.getAttribute('maxlength')).toBe('40');
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

  it('shows the hand-off link and, in production, no PLACE ORDER; the server HTML and page nodes alike', () => {
    const { parsed, built } = checkout(SUMMARY, options);
    expect(parsed.isEqualNode(built)).toBe(true);
    const link = built.querySelector('a.checkout-platform');
    expect(link?.getAttribute('href')).toBe('/wp-json/pc/v1/checkout/platform');
    expect(link?.textContent).toBe('Check out on Shopify');
    expect(built.querySelector('.checkout-place')).toBeNull();
    // Kept on the section for the cart's redraws.
    expect(
      JSON.parse(built.querySelector<HTMLElement>('[data-frame="checkout"]')?.dataset.checkout ?? ''),
    ).toEqual(options);
  });

  it('keeps PLACE ORDER beside the link in demo mode, and the server render reads both from page data', () => {
    const { html } = served('checkout', { checkout: SUMMARY, platformCheckout: options.platformCheckout });
    expect(html).toContain('Check out on Shopify');
    expect(html).toContain('PLACE ORDER');
    expect(served('checkout', { checkout: SUMMARY }).html).not.toContain('checkout-platform');
    expect(served('checkout', { checkout: SUMMARY }).html).not.toContain('data-checkout');
  });
});

describe('the order-received frame and the order (spec §2; decisions 0117, 0118)', () => {
  it('thanks the shopper for the order of the survey data, and has no frame without it', () => {
    const { parsed } = served('order-received', { survey: { orderId: '1001' } });
    const built = drawn(orderReceivedFrameNodes('1001'));
    expect(parsed.isEqualNode(built)).toBe(true);
    expect(built.textContent).toBe('Order receivedThank you. Your order #1001 has been received.');
    expect(FRAME_VIEWS['order-received'](null)).toBeNull();
  });

  it('lists the lines with cadences and e-gift details, the discounts, the gift card used, totals and email', () => {
    const page = drawn(orderNodes(ORDER, 'Order #1002'));
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
    // No forms, and no line controls, outside the order's own page.
    expect(page.querySelector('form, button')).toBeNull();
  });

  it('its own page offers CHANGE DATE for a waiting e-gift, RESEND for a sent one; server HTML = page nodes', () => {
    const waiting = drawn(orderNodes(ORDER, 'Order details', { actions: true }));
    expect(waiting.querySelector('button')?.textContent).toBe(CHANGE_DATE);
    expect(waiting.querySelector<HTMLInputElement>('input[type="date"]')?.getAttribute('value')).toBe(
      '2026-12-15',
    );
    const sentOrder: OrderDetails = {
      ...ORDER,
      eGifts: [{ ...ORDER.eGifts[0]!, status: 'sent', canChangeDate: false, canResend: true }],
    };
    const sent = drawn(orderNodes(sentOrder, 'Order details', { actions: true }));
    expect([...sent.querySelectorAll('button')].map((button) => button.textContent)).toEqual([RESEND]);
    expect(sent.querySelector('.order-egift p')?.textContent).toBe('For Alex: Sent to alex@example.com.');
    const { parsed } = served('order-received', { survey: { orderId: ORDER.id }, order: ORDER });
    const page = drawn(orderReceivedFrameNodes(ORDER.id, ORDER));
    expect(parsed.isEqualNode(page)).toBe(true);
    expect(page.querySelector('section.order')?.isEqualNode(waiting.firstChild)).toBe(true);
  });

  it('decision 0145: a new address waiting for the buyer’s confirmation says so', () => {
    const pendingOrder: OrderDetails = {
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
    };
    const pending = drawn(orderNodes(pendingOrder, 'Order details', { actions: true }));
    expect([...pending.querySelectorAll('.order-egift p')].map((p) => p.textContent)).toEqual([
      'For Alex: Sent to alex@example.com.',
      'Waiting for your confirmation (see your email) to send it to alex.new@example.com.',
    ]);
  });
});

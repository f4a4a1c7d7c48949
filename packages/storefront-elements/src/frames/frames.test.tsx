import type { CheckoutSummary, OrderDetails } from '@pc/shared/contract';
import { setPageConfig } from '@pc/shared/test';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutFrame } from './checkout.tsx';
import { checkoutFrameNodes, frameMessages, orderNodes, orderReceivedFrameNodes } from './draw.tsx';
import { FRAME_VIEWS } from './frameViews.tsx';
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
    expect(built.querySelector('.checkout-note')?.textContent).toBe('Your order ships free.');
    expect(built.querySelector('button.checkout-place')?.textContent).toBe('PLACE ORDER');
    // spec §9: spend $25 or subscribe.
    expect(
      checkout({ ...SUMMARY, freeShipping: false }).built.querySelector('.checkout-note')?.textContent,
    ).toBe('Spend $25 or subscribe for free shipping');
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
    // A line that holds one unit has Remove alone, and says why in the shop's words (decision 0219).
    const single = checkout({
      ...SUMMARY,
      lines: [{ ...SUMMARY.lines[0]!, maxQuantity: 1, singleUnit: 'tailored' }],
    });
    expect(single.built.querySelector('.line-stepper')).toBeNull();
    expect(single.built.querySelector('.line-note')?.textContent).toBe(
      'Tailored to your quiz: one tailored order at a time.',
    );
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
    expect(built.querySelector('.checkout-note')?.textContent).toBe(
      'Nothing to ship: e-gift cards arrive by email.',
    );
    expect(built.textContent).not.toContain('Your order ships free.');
  });

  it('the code field is labelled, and each card applied shows what it pays and the amount due', () => {
    const summary = {
      ...SUMMARY,
      giftCards: [{ id: '7', last4: 'WXYZ', balance: 75, amount: 10 }],
      amountDue: 34,
    };
    const { parsed, built } = checkout(summary);
    expect(parsed.isEqualNode(built)).toBe(true);
    expect(built.querySelector('label[for="gift-card-code"]')?.textContent).toBe('Gift card code');
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
    expect(waiting.querySelector('button')?.textContent).toBe('CHANGE DATE');
    expect(waiting.querySelector<HTMLInputElement>('input[type="date"]')?.getAttribute('value')).toBe(
      '2026-12-15',
    );
    expect(waiting.querySelector('.egift-date .checkout-note')?.textContent).toBe(
      'Now Tuesday, December 15, 2026. It is emailed at 8 AM ET on the day you choose.',
    );
    const sentOrder: OrderDetails = {
      ...ORDER,
      eGifts: [{ ...ORDER.eGifts[0]!, status: 'sent', canChangeDate: false, canResend: true }],
    };
    const sent = drawn(orderNodes(sentOrder, 'Order details', { actions: true }));
    expect([...sent.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['RESEND']);
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

// issue 43, docs/decisions/0210: the frames speak the page's locale (#pc-config's `locale`: a frame has
// no element host), their dates too; en-US above is the catalog's en-US.json.
describe('the frames in es-US', () => {
  afterEach(() => {
    cleanup();
    setPageConfig(null);
  });

  it('the checkout frame speaks Spanish once its catalog is in', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    const summary = {
      ...SUMMARY,
      lines: [E_GIFT_LINE, SUMMARY.lines[1]!],
      giftCards: [{ id: '7', last4: 'WXYZ', balance: 75, amount: 10 }],
      amountDue: 34,
    };
    // A first render in es-US waits for its catalog (useMessages reads it with React's `use`).
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <CheckoutFrame summary={summary} />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'REALIZAR PEDIDO' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'APLICAR' })).toBeTruthy();
    expect(screen.getByLabelText('Código de la tarjeta de regalo')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Artículos en tu carrito' })).toBeTruthy();
    expect(
      screen.getByText(
        'Se enviará por correo electrónico el martes, 15 de diciembre de 2026 a las 8 a.m. (hora del Este)',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Para Alex (alex@example.com), de parte de Sam')).toBeTruthy();
    expect(screen.getByText('Monto a pagar')).toBeTruthy();
    // The line's controls: the shared catalog's names, the frames' Eliminar.
    expect(screen.getByRole('button', { name: 'Eliminar Face Set' }).textContent).toBe('Eliminar');
    // Issue 43: the card's name and a line's cadence in the shop's Spanish, the shipping note too.
    expect(screen.getByRole('list', { name: 'Tarjetas de regalo aplicadas' }).textContent).toContain(
      'Tarjeta de regalo terminada en WXYZ: paga $10 de su saldo de $75',
    );
    expect(screen.getByRole('button', { name: 'Eliminar Tarjeta de regalo terminada en WXYZ' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Artículos en tu carrito' }).textContent).toMatch(
      /Cada \d+ semanas/,
    );
    expect(document.body.textContent).not.toContain('PLACE ORDER');
    expect(document.body.textContent).not.toContain('Gift card ending');
    expect(document.body.textContent).not.toMatch(/Every \d+ Weeks|ships free|Spend \$/);
  });

  it('frameMessages: the page script’s words, and the page nodes drawn in Spanish at once after it', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    const m = await frameMessages();
    expect(m.giftCardCodeMissing).toBe('Ingresa un código de tarjeta de regalo.');
    expect(m.cartUpdated({ total: '$44' })).toBe('Carrito actualizado. Total: $44.');
    const page = drawn(orderReceivedFrameNodes(ORDER.id, ORDER));
    expect(page.querySelector('h1')?.textContent).toBe('Pedido recibido');
    expect(page.querySelector('.order-received')?.textContent).toBe('Gracias. Recibimos tu pedido n.º 1002.');
    expect(page.querySelector('.order-placed')?.textContent).toMatch(
      /^Realizado el 14 de diciembre de 2026.* \(hora del Este\)\. Enviaremos una confirmación a sam\.rivera@example\.com\.$/,
    );
    expect(page.querySelector('.order-egift p')?.textContent).toBe(
      'Para Alex: Se enviará por correo electrónico a alex@example.com el martes, 15 de diciembre de 2026 a las 8 a.m. (hora del Este).',
    );
    expect(page.querySelector('button')?.textContent).toBe('CAMBIAR FECHA');
    // The server's HTML of the same page data is the same page.
    const { parsed } = served('order-received', { survey: { orderId: ORDER.id }, order: ORDER });
    expect(parsed.isEqualNode(page)).toBe(true);
  });

  it('speaks en-US again without a locale', async () => {
    expect((await frameMessages()).placeOrder).toBe('PLACE ORDER');
  });
});

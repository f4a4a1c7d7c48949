// @vitest-environment happy-dom
import { ORDER } from '@pc/storefront-elements/frames/test';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { CONTENT } from './content.ts';
import { frameViews } from './frameViews.ts';

// The demo's words as they were (en-US, byte for byte), the docs/decisions/0117 and 0150 texts literally.
const NOT_LOGGED_IN =
  'Log in to see your orders here. An order placed without logging in is shown on its confirmation page right after it is placed; keep that page’s address to find it again.';
const YOUR_DATA_LINK = 'get a copy of it, or have it erased';
const SUBSCRIPTIONS_LINK = 'skip, change or cancel a delivery';
const NO_SUBSCRIPTIONS =
  'You have no subscriptions. Subscribe to a product on your results page to have it delivered every few weeks.';

// spec §2 /account/orders (decision 0117): each order drawn with the order page's view (decision 0147).

describe('/account/orders (spec §2, decision 0117)', () => {
  beforeAll(async () => {
    // What the router does before it draws the route (routeView.ts prepareRoute).
    await frameViews.load();
  });

  it('tells an anonymous visitor how to find an order', () => {
    const nodes = CONTENT['account-orders']({ orders: null }, en);
    expect(nodes.map((node) => node.textContent).join(' ')).toContain(NOT_LOGGED_IN);
  });

  it('says a customer has no orders yet, else lists each with a link to its page', () => {
    expect(CONTENT['account-orders']({ orders: [] }, en)[0]?.textContent).toContain(
      'You have no orders yet.',
    );
    const page = document.createElement('div');
    page.append(...CONTENT['account-orders']({ orders: [ORDER] }, en));
    expect(page.querySelector('h2')?.textContent).toBe('Order #1002');
    expect(page.querySelector('.checkout-totals')?.textContent).toContain('Amount due$106');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/checkout/order-received/1002');
  });

  it('leads to the contact page’s Your Data form, signed in or not (decision 0150)', () => {
    for (const orders of [null, [], [ORDER]]) {
      const page = document.createElement('div');
      page.append(...CONTENT['account-orders']({ orders }, en));
      const link = [...page.querySelectorAll('a')].find((a) => a.textContent === YOUR_DATA_LINK);
      expect(link?.getAttribute('href'), JSON.stringify(orders)).toBe('/contact');
    }
  });
});

describe('/account/subscriptions (issue 40 item 1, decisions 0155, 0156)', () => {
  const SUB = {
    id: '7',
    name: 'Balanced Cleanser',
    image: '',
    quantity: 1,
    price: 17,
    cadence: 9,
    cadenceChoices: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    state: 'active' as const,
    nextDate: '2026-05-07',
    swapChoices: [{ productId: 102, name: 'Face Lotion' }],
  };
  const draw = (data: unknown, m = en) => {
    const page = document.createElement('div');
    page.append(...CONTENT['account-subscriptions'](data, m));
    return page;
  };

  it('is linked from /account/orders', () => {
    const orders = document.createElement('div');
    orders.append(...CONTENT['account-orders']({ orders: [] }, en));
    const toSubscriptions = [...orders.querySelectorAll('a')].find(
      (a) => a.textContent === SUBSCRIPTIONS_LINK,
    );
    expect(toSubscriptions?.getAttribute('href')).toBe('/account/subscriptions');
  });

  it('draws each change as a form posted with the key; a cancelled one has none', () => {
    const page = draw({ subscriptions: [SUB], key: 'k3y', notice: 'Your next delivery is skipped.' });
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Your next delivery is skipped.');
    expect(page.querySelector('section')?.textContent).toContain('Next delivery: Thursday, May 7, 2026');
    const actions = [...page.querySelectorAll('form')].map(
      (form) => (form.querySelector('input[name="action"]') as HTMLInputElement).value,
    );
    expect(actions).toEqual(['skip', 'cadence', 'swap', 'pause', 'cancel']);
    for (const form of page.querySelectorAll('form')) {
      expect(form.getAttribute('action')).toBe('/account/subscriptions/change');
      expect((form.querySelector('input[name="key"]') as HTMLInputElement).value).toBe('k3y');
    }
    const cancelled = draw({ subscriptions: [{ ...SUB, state: 'cancelled', nextDate: null }], key: 'k3y' });
    expect(cancelled.querySelectorAll('form')).toHaveLength(0);
    expect(cancelled.textContent).toContain('No further deliveries.');
    expect(draw({ subscriptions: [], key: null }).textContent).toContain(NO_SUBSCRIPTIONS);
  });

  it('speaks es-US: its states, its changes, the next delivery’s day in Spanish', () => {
    document.documentElement.lang = 'es-US';
    try {
      const page = draw({ subscriptions: [SUB, { ...SUB, id: '8', state: 'paused' }], key: 'k3y' }, es);
      expect([...page.querySelectorAll('strong')].map((node) => node.textContent)).toEqual([
        'Activa',
        'En pausa',
      ]);
      expect(page.querySelector('section')?.textContent).toContain(
        'Próxima entrega: jueves, 7 de mayo de 2026',
      );
      expect(
        [...page.querySelectorAll('section')[0]!.querySelectorAll('button')].map((b) => b.textContent),
      ).toEqual([
        'Omitir la próxima entrega',
        'Cambiar la frecuencia',
        'Cambiar de producto',
        'Pausar la suscripción',
        'Cancelar la suscripción',
      ]);
      expect(page.querySelectorAll('section')[1]?.textContent).toContain('Reanudar la suscripción');
      expect(page.querySelector('label')?.textContent).toBe('Frecuencia de entrega');
      expect(page.lastElementChild?.textContent).toBe('Tus pedidos: cada entrega y cada renovación.');
      expect(draw({ subscriptions: [], key: null }, es).textContent).toContain('No tienes suscripciones.');
    } finally {
      document.documentElement.lang = '';
    }
  });
});

// issue 43 item 1: the content pages in the page's language, the demo's catalog (demo/src/messages).
describe('the content pages in en-US (as they were) and es-US', () => {
  const textOf = (nodes: Node[]) => {
    const page = document.createElement('div');
    page.append(...nodes);
    return page;
  };

  it('says the FAQs of spec §9 in en-US word for word, the link inside its sentence', () => {
    const page = textOf(CONTENT['faqs-shipping-returns'](undefined, en));
    expect([...page.children].map((node) => node.textContent)).toEqual([
      'Shipping',
      'Regular shipping takes 3-7 business days; express shipping takes 2 business days. Shipping is free when you spend $25 or subscribe.',
      'Returns',
      'Not satisfied? You have 30 days from receipt to exchange or return any product for free: our satisfaction guarantee.',
      'Gift cards',
      'Gift cards cannot be used on subscriptions, do not cover tax or shipping beyond their balance, and are non-refundable.',
      'Customer support is open Monday - Friday 10AM - 6PM ET. Contact us.',
    ]);
    const support = page.lastElementChild as HTMLElement;
    expect([...support.childNodes].map((node) => node.nodeName)).toEqual(['#text', 'A', '#text']);
    expect(support.querySelector('a')?.getAttribute('href')).toBe('/contact');
  });

  it.each([
    ['faqs-shipping-returns', 'Envíos', 'Contáctanos'],
    ['careers', 'Somos un equipo pequeño', 'página de contacto'],
    ['crafting', 'Gracias por completar el cuestionario.', 'Ver tus resultados'],
  ] as const)('draws %s in es-US: its words and its link’s', (page, words, link) => {
    const drawn = textOf(CONTENT[page](undefined, es));
    expect(drawn.textContent).toContain(words);
    expect(drawn.querySelector('a')?.textContent).toBe(link);
    // None of its English left.
    expect(drawn.textContent).not.toContain(textOf(CONTENT[page](undefined, en)).textContent?.slice(0, 12));
  });

  it('draws /account/orders in es-US: the anonymous visitor’s words, each order, the ways on', async () => {
    await frameViews.load();
    expect(textOf(CONTENT['account-orders']({ orders: null }, es)).textContent).toContain(
      'Inicia sesión para ver tus pedidos aquí.',
    );
    const page = textOf(CONTENT['account-orders']({ orders: [ORDER] }, es));
    expect(page.querySelector('h2')?.textContent).toBe('Pedido n.º 1002');
    expect([...page.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Ver el pedido n.º 1002',
      'omite, cambia o cancela una entrega',
      'obtén una copia o pide que se borren',
    ]);
    expect(page.textContent).toContain('Tus suscripciones: omite, cambia o cancela una entrega.');
  });
});

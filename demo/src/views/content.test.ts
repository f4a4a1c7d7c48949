// @vitest-environment happy-dom
import { ORDER } from '@pc/storefront-elements/frames/test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, NOT_LOGGED_IN, SUBSCRIPTIONS_LINK, YOUR_DATA_LINK } from './content.ts';
import { frameViews } from './frameViews.ts';
import { NO_SUBSCRIPTIONS } from './subscriptionsView.ts';

// spec §2 /account/orders (decision 0117): each order drawn with the order page's view (decision 0147).

describe('/account/orders (spec §2, decision 0117)', () => {
  beforeAll(async () => {
    // What the router does before it draws the route (routeView.ts prepareRoute).
    await frameViews.load();
  });

  it('tells an anonymous visitor how to find an order', () => {
    const nodes = CONTENT['account-orders']({ orders: null });
    expect(nodes.map((node) => node.textContent).join(' ')).toContain(NOT_LOGGED_IN);
  });

  it('says a customer has no orders yet, else lists each with a link to its page', () => {
    expect(CONTENT['account-orders']({ orders: [] })[0]?.textContent).toContain('You have no orders yet.');
    const page = document.createElement('div');
    page.append(...CONTENT['account-orders']({ orders: [ORDER] }));
    expect(page.querySelector('h2')?.textContent).toBe('Order #1002');
    expect(page.querySelector('.checkout-totals')?.textContent).toContain('Amount due$106');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/checkout/order-received/1002');
  });

  it('leads to the contact page’s Your Data form, signed in or not (decision 0150)', () => {
    for (const orders of [null, [], [ORDER]]) {
      const page = document.createElement('div');
      page.append(...CONTENT['account-orders']({ orders }));
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
  const draw = (data: unknown) => {
    const page = document.createElement('div');
    page.append(...CONTENT['account-subscriptions'](data));
    return page;
  };

  it('is linked from /account/orders', () => {
    const orders = document.createElement('div');
    orders.append(...CONTENT['account-orders']({ orders: [] }));
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
});

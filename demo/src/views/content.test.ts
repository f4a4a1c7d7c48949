import { ORDER } from '@pc/storefront-elements/frames/test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT, NOT_LOGGED_IN, YOUR_DATA_LINK } from './content.ts';
import { frameViews } from './frameViews.ts';

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

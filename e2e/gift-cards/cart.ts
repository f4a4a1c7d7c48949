import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** A cart line as get_cart_items lists it (the fields these tests read back). */
export interface CartLine {
  productId: number;
  variationId: number;
  name: string;
  price: number;
  source: string | null;
  position: number | null;
  giftCard: {
    to: string;
    recipientName: string;
    from: string;
    message: string;
    deliveryDate: string;
  } | null;
}

/** spec §7 GET admin-ajax.php?action=get_cart_items, through the page's own session cookie. */
export const cartLines = async (request: APIRequestContext): Promise<CartLine[]> => {
  const res = await request.get('/wp-admin/admin-ajax.php?action=get_cart_items');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { items: CartLine[] } };
  return body.data.items;
};

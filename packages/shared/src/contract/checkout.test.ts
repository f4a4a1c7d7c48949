import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/routeTable.ts';
import { CHECKOUT_PATH } from './checkout.ts';

describe('CHECKOUT_PATH (spec §2 "The checkout route is /checkout")', () => {
  it("is the route table's checkout row", () => {
    expect(matchRoute(CHECKOUT_PATH)?.route.id).toBe('checkout');
    expect(matchRoute(CHECKOUT_PATH)?.path).toBe(CHECKOUT_PATH);
  });
});

import { describe, expect, it } from 'vitest';
import { platformCartUrl } from './platformCartLink.ts';

// docs/decisions/0144: each platform's own link for the cart, with the hand-off's reference.
describe('platformCartUrl', () => {
  const lines = [
    { productId: 10, variationId: 11, quantity: 1 },
    { productId: 20, variationId: 0, quantity: 2 },
    // a second e-gift of the same variation adds up
    { productId: 10, variationId: 11, quantity: 1 },
  ];
  it.each([
    ['woocommerce', 'https://shop.example/checkout-link/?products=11:2,20:2&pc_session=REF_1'],
    ['shopify', 'https://shop.example/cart/11:2,20:2?attributes%5Bpc_session%5D=REF_1'],
  ] as const)('%s: %s', (platform, url) => {
    expect(platformCartUrl(platform, 'https://shop.example', lines, 'REF_1')).toBe(url);
  });
});

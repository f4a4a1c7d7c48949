import type { CartItem, CartListing } from '../contract/cart.ts';

export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  key: 'line-1',
  productId: 12,
  variationId: 34,
  name: 'Face Set',
  sku: 'face-set',
  category: 'face',
  quantity: 1,
  price: 38,
  cadence: 0,
  surveyLogId: null,
  source: 'quiz-results',
  position: 1,
  bundle: [],
  giftCard: null,
  ...overrides,
});

export const cartListing = (items: CartItem[] = []): CartListing => ({
  items,
  count: items.length,
  subtotal: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
});

export const ajax = (data: unknown) => ({ success: true, data });

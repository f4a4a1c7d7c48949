import type { Product, StockStatus, Variation } from '@pc/shared/contract';

// Gift card products shaped as spec §7 GET products/e-gift-card and products/gift-card answer them
// (the amounts the store seeds), for the unit tests.

const variation = (
  parentId: number,
  id: number,
  amount: number,
  label: string,
  stock: StockStatus = 'instock',
): Variation => ({
  id,
  parent_id: parentId,
  sku: `${label.toUpperCase().replace(/ /g, '')}-${amount}`,
  price: amount,
  description: `$${amount} ${label}`,
  full_description: `A $${amount} ${label}.`,
  image: `/assets/gift-cards/${label.replace(/ /g, '-')}-${amount}.svg`,
  stock_status: stock,
  metadata: { amount },
});

/** Seven amounts: four cards and three on the slider; $250 sold out. */
export const eGiftProduct = (
  stock: Partial<Record<number, StockStatus>> = { 250: 'outofstock' },
): Product => ({
  id: 401,
  name: 'E-Gift Card',
  description: 'Delivered by email.',
  price: 25,
  images: [],
  category: 'e-gift-card',
  variations: [25, 50, 75, 100, 150, 200, 250].map((amount, index) =>
    variation(401, 40101 + index, amount, 'e-gift card', stock[amount]),
  ),
});

/** Four physical amounts; $200 sold out. */
export const physicalProduct = (): Product => ({
  id: 402,
  name: 'Gift Card',
  description: 'A physical gift card.',
  price: 25,
  images: [],
  category: 'gift-card',
  variations: [25, 50, 100, 200].map((amount, index) =>
    variation(402, 40201 + index, amount, 'gift card', amount === 200 ? 'outofstock' : 'instock'),
  ),
});

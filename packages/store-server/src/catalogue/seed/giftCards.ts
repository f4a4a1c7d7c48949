import { EGIFT_FIXED_CARDS } from '@pc/shared/constants';
import { asset, type SeedProduct } from './types.ts';

// spec §2 gift card page: e-gift amounts (the first EGIFT_FIXED_CARDS are cards, the rest on the
// 'Other Amount' slider, spec §9) and physical cards. The largest amount of each is sold out so the
// page's 'SOLD OUT' state (spec §4) can be seen in both views.

const E_GIFT_AMOUNTS = [25, 50, 75, 100, 150, 200, 250] as const;
const PHYSICAL_AMOUNTS = [25, 50, 100, 200] as const;

export const E_GIFT_CARD: SeedProduct = {
  id: 401,
  slug: 'e-gift-card',
  name: 'E-Gift Card',
  description:
    'Delivered by email at 8 AM Eastern on the date you choose, or right away. Not usable on subscriptions; non-refundable.',
  category: 'e-gift-card',
  kind: 'e_gift_card',
  price: E_GIFT_AMOUNTS[0],
  subscriptionPrice: null,
  defaultCadence: null,
  images: [asset('gift-cards/e-gift.svg')],
  metadata: { fixedCards: EGIFT_FIXED_CARDS },
  bundleItems: [],
  variations: E_GIFT_AMOUNTS.map((amount, index) => ({
    id: 40100 + index + 1,
    code: String(amount),
    name: `$${amount} E-Gift Card`,
    sku: `EGIFT-${amount}`,
    price: amount,
    subscriptionPrice: null,
    description: `$${amount} e-gift card`,
    fullDescription: `A $${amount} e-gift card, emailed to the recipient with your message.`,
    image: asset(`gift-cards/e-gift-${amount}.svg`),
    stockStatus: amount === 250 ? 'outofstock' : 'instock',
    attributes: { amount: String(amount) },
    metadata: { amount },
  })),
};

export const GIFT_CARD: SeedProduct = {
  id: 402,
  slug: 'gift-card',
  name: 'Gift Card',
  description:
    'A physical gift card in a letterpress envelope, shipped with regular shipping (3-7 business days).',
  category: 'gift-card',
  kind: 'variable',
  price: PHYSICAL_AMOUNTS[0],
  subscriptionPrice: null,
  defaultCadence: null,
  images: [asset('gift-cards/physical.svg')],
  metadata: {},
  bundleItems: [],
  variations: PHYSICAL_AMOUNTS.map((amount, index) => ({
    id: 40200 + index + 1,
    code: String(amount),
    name: `$${amount} Gift Card`,
    sku: `GIFTCARD-${amount}`,
    price: amount,
    subscriptionPrice: null,
    description: `$${amount} gift card`,
    fullDescription: `A $${amount} physical gift card in a letterpress envelope.`,
    image: asset(`gift-cards/physical-${amount}.svg`),
    stockStatus: amount === 200 ? 'outofstock' : 'instock',
    attributes: { amount: String(amount) },
    metadata: { amount },
  })),
};

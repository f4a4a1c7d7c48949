import { DEFAULT_CADENCE_WEEKS, PRICES } from '@pc/shared/constants';
import {
  BODY_WASH_LAUNCH_VARIATIONS,
  COLOGNE_PLAY_LAUNCH_VARIATIONS,
  type LaunchVariationSeed,
} from './launchProducts.ts';
import { asset, type SeedProduct, type SeedVariation } from './types.ts';

// spec §9 prices and default cadences: the items of the spec §3 sets, each a product with variations
// by one attribute (the attribute the bundle form names). The sets themselves are in productSets.ts.

type CadenceKey = keyof typeof DEFAULT_CADENCE_WEEKS;

interface ItemVariation {
  code: string;
  value: string;
  name: string;
  description: string;
  stockStatus?: SeedVariation['stockStatus'];
  image?: string;
  metadata?: Record<string, unknown>;
}

interface ItemSpec {
  id: number;
  slug: string;
  name: string;
  category: string;
  price: { once: number; subscription: number | null };
  cadenceKey?: CadenceKey;
  skuPrefix: string;
  image: string;
  description: string;
  attribute: string;
  variations: ItemVariation[];
}

/** Variation ids are the product id times 100 plus the variation's position. */
const item = (spec: ItemSpec): SeedProduct => {
  const { price } = spec;
  return {
    id: spec.id,
    slug: spec.slug,
    name: spec.name,
    description: spec.description,
    category: spec.category,
    kind: 'variable',
    price: price.once,
    subscriptionPrice: price.subscription,
    defaultCadence: spec.cadenceKey ? DEFAULT_CADENCE_WEEKS[spec.cadenceKey] : null,
    images: [spec.image],
    metadata: {},
    bundleItems: [],
    variations: spec.variations.map((variation, index) => ({
      id: spec.id * 100 + index + 1,
      code: variation.code,
      name: variation.name,
      sku: `${spec.skuPrefix}-${variation.code.toUpperCase()}`,
      price: price.once,
      subscriptionPrice: price.subscription,
      description: variation.description,
      fullDescription: variation.description,
      image: variation.image ?? spec.image,
      stockStatus: variation.stockStatus ?? 'instock',
      attributes: { [spec.attribute]: variation.value },
      metadata: variation.metadata ?? {},
    })),
  };
};

const formulas = (what: string): ItemVariation[] => [
  {
    code: 'balanced',
    value: 'balanced',
    name: `Balanced ${what}`,
    description: `Everyday ${what.toLowerCase()} for normal and combination skin.`,
  },
  {
    code: 'oil-control',
    value: 'oil-control',
    name: `Oil-Control ${what}`,
    description: `${what} with niacinamide and zinc to keep shine down all day.`,
  },
  {
    code: 'hydrating',
    value: 'hydrating',
    name: `Hydrating ${what}`,
    description: `${what} with squalane and ceramides for dry or sensitive skin.`,
  },
];

const hairFormulas = (what: string): ItemVariation[] => [
  {
    code: 'strengthening',
    value: 'strengthening',
    name: `Strengthening ${what}`,
    description: `${what} with biotin and caffeine for fuller-looking hair.`,
  },
  // spec §4 Quiz: hair_need options anti_frizz and curly_safe
  {
    code: 'anti-frizz',
    value: 'anti_frizz',
    name: `Anti-Frizz ${what}`,
    description: `${what} with argan oil that smooths straight hair.`,
  },
  {
    code: 'curly-safe',
    value: 'curly_safe',
    name: `Curly-Safe ${what}`,
    description: `Sulfate-free ${what.toLowerCase()} that defines waves and curls.`,
  },
];

const launchVariations = (variations: readonly LaunchVariationSeed[]): ItemVariation[] =>
  variations.map((variation) => ({
    code: variation.code,
    value: variation.code,
    name: variation.name,
    description: variation.description,
    stockStatus: variation.stockStatus,
    image: variation.image,
    metadata: variation.metadata,
  }));

export const CLEANSER = item({
  id: 101,
  slug: 'cleanser',
  name: 'Face Cleanser',
  category: 'face',
  price: PRICES.cleanser,
  cadenceKey: 'cleanser',
  skuPrefix: 'FACE-CLN',
  image: asset('products/cleanser.svg'),
  attribute: 'formula',
  variations: formulas('Cleanser'),
  description: 'A gentle gel cleanser that lifts oil and grime without stripping your skin.',
});
export const LOTION = item({
  id: 102,
  slug: 'lotion',
  name: 'Face Lotion',
  category: 'face',
  price: PRICES.lotion,
  cadenceKey: 'lotion',
  skuPrefix: 'FACE-LOT',
  image: asset('products/lotion.svg'),
  attribute: 'formula',
  variations: formulas('Lotion'),
  description: 'A lightweight daily moisturiser tailored to your skin type.',
});
export const SHAMPOO = item({
  id: 103,
  slug: 'shampoo',
  name: 'Shampoo',
  category: 'hair',
  price: PRICES.shampoo,
  cadenceKey: 'shampoo',
  skuPrefix: 'HAIR-SHA',
  image: asset('products/shampoo.svg'),
  attribute: 'formula',
  variations: hairFormulas('Shampoo'),
  description: 'A clarifying shampoo matched to your hair type and goals.',
});
export const CONDITIONER = item({
  id: 104,
  slug: 'conditioner',
  name: 'Conditioner',
  category: 'hair',
  price: PRICES.conditioner,
  cadenceKey: 'conditioner',
  skuPrefix: 'HAIR-CON',
  image: asset('products/conditioner.svg'),
  attribute: 'formula',
  variations: hairFormulas('Conditioner'),
  description: 'A rinse-out conditioner that softens and detangles.',
});
export const DEODORANT = item({
  id: 105,
  slug: 'deodorant',
  name: 'Deodorant',
  category: 'body',
  price: PRICES.deodorant,
  cadenceKey: 'deodorant',
  skuPrefix: 'BODY-DEO',
  image: asset('products/deodorant.svg'),
  attribute: 'formula',
  description: 'An aluminium-free deodorant with arrowroot to keep you dry.',
  variations: [
    { code: 'cedar', value: 'cedar', name: 'Cedar Deodorant', description: 'Fresh cedarwood and sage.' },
    {
      code: 'unscented',
      value: 'unscented',
      name: 'Unscented Deodorant',
      description: 'No added fragrance, for sensitive skin.',
    },
  ],
});
export const BODY_WASH = item({
  id: 106,
  slug: 'body_wash',
  name: 'Body Wash',
  category: 'body',
  price: PRICES.body_wash,
  cadenceKey: 'body_wash',
  skuPrefix: 'BODY-BW',
  image: asset('products/body-wash.svg'),
  attribute: 'scent',
  description: 'A sulfate-free body wash that cleans without drying.',
  variations: [
    {
      code: 'bw-classic',
      value: 'classic',
      name: 'Classic Body Wash',
      description: 'Clean citrus and green tea.',
    },
    ...launchVariations(BODY_WASH_LAUNCH_VARIATIONS),
  ],
});
export const BODY_LOTION = item({
  id: 107,
  slug: 'body_lotion',
  name: 'Body Lotion',
  category: 'body',
  price: PRICES.body_lotion,
  cadenceKey: 'body_lotion',
  skuPrefix: 'BODY-BL',
  image: asset('products/body-lotion.svg'),
  attribute: 'formula',
  description: 'A fast-absorbing body lotion with shea butter and oat.',
  variations: [
    { code: 'classic', value: 'classic', name: 'Body Lotion', description: 'Lightly scented with vetiver.' },
  ],
});
export const HAND_CREAM = item({
  id: 108,
  slug: 'hand_cream',
  name: 'Hand Cream',
  category: 'hand',
  price: PRICES.hand_cream,
  skuPrefix: 'HAND-CRM',
  image: asset('products/hand-cream.svg'),
  attribute: 'formula',
  description: 'A non-greasy hand cream for hard-working hands.',
  variations: [
    { code: 'classic', value: 'classic', name: 'Hand Cream', description: 'Glycerin and cocoa butter.' },
  ],
});
export const HAND_WASH = item({
  id: 109,
  slug: 'hand_wash',
  name: 'Hand Wash',
  category: 'hand',
  price: PRICES.hand_wash,
  skuPrefix: 'HAND-WSH',
  image: asset('products/hand-wash.svg'),
  attribute: 'formula',
  description: 'A foaming hand wash with aloe that leaves no residue.',
  variations: [{ code: 'classic', value: 'classic', name: 'Hand Wash', description: 'Aloe and bergamot.' }],
});
export const COLOGNE_WORK = item({
  id: 110,
  slug: 'cologne_work',
  name: 'Work Cologne',
  category: 'cologne',
  price: PRICES.cologne,
  skuPrefix: 'COL-WORK',
  image: asset('products/cologne-work.svg'),
  attribute: 'scent',
  description: 'A crisp, understated cologne for the office: vetiver, pepper and cedar.',
  variations: [
    { code: 'work', value: 'work', name: 'Work Cologne', description: 'Vetiver, pink pepper and cedar.' },
  ],
});
/** The "Play" cologne: its variations are the launch scents of spec §2 (codes under cologne_play). */
export const COLOGNE_PLAY = item({
  id: 111,
  slug: 'cologne_play',
  name: 'Play Cologne',
  category: 'cologne',
  price: PRICES.cologne,
  skuPrefix: 'COL-PLAY',
  image: asset('products/cologne-play.svg'),
  attribute: 'scent',
  description: 'A bolder cologne for evenings out, in a rotating line-up of limited scents.',
  variations: launchVariations(COLOGNE_PLAY_LAUNCH_VARIATIONS),
});
/** spec §3: the Cologne Set's free gift card, a promo item at no charge. */
export const COLOGNE_SET_GIFT_CARD = item({
  id: 112,
  slug: 'cologne_set_gift_card',
  name: 'Free $25 Gift Card',
  category: 'gift-card',
  price: { once: 0, subscription: null },
  skuPrefix: 'GC-FREE',
  image: asset('gift-cards/free-gift-card.svg'),
  attribute: 'value',
  description: 'A $25 gift card to pass on to a friend, free with the Cologne Set.',
  variations: [
    { code: '25', value: '25', name: 'Free $25 Gift Card', description: 'Free with the Cologne Set.' },
  ],
});

export const PERSONAL_CARE_ITEMS: SeedProduct[] = [
  CLEANSER,
  LOTION,
  SHAMPOO,
  CONDITIONER,
  DEODORANT,
  BODY_WASH,
  BODY_LOTION,
  HAND_CREAM,
  HAND_WASH,
  COLOGNE_WORK,
  COLOGNE_PLAY,
  COLOGNE_SET_GIFT_CARD,
];

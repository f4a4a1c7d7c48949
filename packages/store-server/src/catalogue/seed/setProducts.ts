import { PRODUCT_SETS } from '@pc/shared/constants';
import {
  BODY_LOTION,
  BODY_WASH,
  CLEANSER,
  COLOGNE_PLAY,
  COLOGNE_SET_GIFT_CARD,
  COLOGNE_WORK,
  CONDITIONER,
  DEODORANT,
  HAND_CREAM,
  HAND_WASH,
  LOTION,
  SHAMPOO,
} from './personalCareItems.ts';
import { asset, type SeedBundleItem, type SeedProduct } from './types.ts';

// spec §3 "Sample product sets": bundle products of the personal-care items, at the set prices.

type SetKey = keyof typeof PRODUCT_SETS;

/** Bundle item ids: 9000 + set position × 10 + item position. */
const set = (
  key: SetKey,
  id: number,
  image: string,
  description: string,
  items: { product: SeedProduct; promo?: boolean }[],
): SeedProduct => {
  const def = PRODUCT_SETS[key];
  const bundleItems: SeedBundleItem[] = items.map(({ product, promo }, index) => {
    const first = product.variations[0]!;
    return {
      id: 9000 + (id - 200) * 10 + index + 1,
      productId: product.id,
      attribute: Object.keys(first.attributes)[0]!,
      defaultVariationId: first.id,
      isPromo: promo ?? false,
    };
  });
  return {
    id,
    slug: `${key}_set`,
    name: def.name,
    description,
    category: key,
    kind: 'bundle',
    price: def.price.once,
    subscriptionPrice: def.price.subscription,
    defaultCadence: null,
    images: [image, ...items.map(({ product }) => product.images[0]!)],
    metadata: {},
    variations: [],
    bundleItems,
  };
};

export const FACE_SET = set(
  'face',
  201,
  asset('sets/face-set.svg'),
  'Cleanser and lotion, tailored to your skin.',
  [{ product: CLEANSER }, { product: LOTION }],
);
export const HAIR_SET = set(
  'hair',
  202,
  asset('sets/hair-set.svg'),
  'Shampoo and conditioner, tailored to your hair.',
  [{ product: SHAMPOO }, { product: CONDITIONER }],
);
export const BODY_SET = set(
  'body',
  203,
  asset('sets/body-set.svg'),
  'Deodorant, body wash and body lotion.',
  [{ product: DEODORANT }, { product: BODY_WASH }, { product: BODY_LOTION }],
);
export const HAND_SET = set(
  'hand',
  204,
  asset('sets/hand-set.svg'),
  'Hand cream and hand wash, bought once.',
  [{ product: HAND_CREAM }, { product: HAND_WASH }],
);
export const COLOGNE_SET = set(
  'cologne',
  205,
  asset('sets/cologne-set.svg'),
  'Work and Play colognes, plus a free gift card.',
  [{ product: COLOGNE_WORK }, { product: COLOGNE_PLAY }, { product: COLOGNE_SET_GIFT_CARD, promo: true }],
);

export const SET_PRODUCTS: SeedProduct[] = [FACE_SET, HAIR_SET, BODY_SET, HAND_SET, COLOGNE_SET];

import { ITEMS, type ItemKey, PRODUCT_SETS, SET_ORDER, type SetKey, setSlug } from '../productSets.ts';
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

// spec §3 "Sample product sets": bundle products of the personal-care items, at the set prices; names,
// items and prices come from the one definition (catalogue/productSets.ts).

/** The seeded product of each item a set holds. */
const SET_ITEM_PRODUCTS: Readonly<Partial<Record<ItemKey, SeedProduct>>> = {
  cleanser: CLEANSER,
  lotion: LOTION,
  shampoo: SHAMPOO,
  conditioner: CONDITIONER,
  deodorant: DEODORANT,
  body_wash: BODY_WASH,
  body_lotion: BODY_LOTION,
  hand_cream: HAND_CREAM,
  hand_wash: HAND_WASH,
  work: COLOGNE_WORK,
  play: COLOGNE_PLAY,
  gift_card: COLOGNE_SET_GIFT_CARD,
};

/** What the seed adds to a set: its product id, image and description. */
const SEEDED: Readonly<Record<SetKey, { id: number; description: string }>> = {
  face: { id: 201, description: 'Cleanser and lotion, tailored to your skin.' },
  hair: { id: 202, description: 'Shampoo and conditioner, tailored to your hair.' },
  body: { id: 203, description: 'Deodorant, body wash and body lotion.' },
  hand: { id: 204, description: 'Hand cream and hand wash, bought once.' },
  cologne: { id: 205, description: 'Work and Play colognes, plus a free gift card.' },
};

/** Bundle item ids: 9000 + set position × 10 + item position. */
const set = (key: SetKey): SeedProduct => {
  const def = PRODUCT_SETS[key];
  const { id, description } = SEEDED[key];
  const items = def.items.map((itemKey) => {
    const product = SET_ITEM_PRODUCTS[itemKey];
    if (!product) throw new Error(`no seeded product for the ${def.name} item ${itemKey}`);
    return { product, promo: ITEMS[itemKey].isPromo };
  });
  const bundleItems: SeedBundleItem[] = items.map(({ product, promo }, index) => {
    const first = product.variations[0]!;
    return {
      id: 9000 + (id - 200) * 10 + index + 1,
      productId: product.id,
      attribute: Object.keys(first.attributes)[0]!,
      defaultVariationId: first.id,
      isPromo: promo,
    };
  });
  return {
    id,
    slug: setSlug(key),
    name: def.name,
    description,
    category: key,
    kind: 'bundle',
    price: def.price.once,
    subscriptionPrice: def.price.subscription,
    defaultCadence: null,
    images: [asset(`sets/${key}-set.svg`), ...items.map(({ product }) => product.images[0]!)],
    metadata: {},
    variations: [],
    bundleItems,
  };
};

export const SET_PRODUCTS: SeedProduct[] = SET_ORDER.map(set);

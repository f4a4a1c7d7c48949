// spec §3 Sample product sets and spec §9 prices and default cadences: the one definition of the
// sets, their items and the seeded products that carry them. The seed (catalogue/seed/setProducts.ts),
// the quiz's recommendations and the results page (results/resultsCatalogue.ts) derive from it. Every
// item price comes from @pc/shared's constants; this file names the items and composes the sets.
import { DEFAULT_CADENCE_WEEKS, PRICES } from '@pc/shared/constants';
import type { ResultsProduct } from '@pc/shared/contract';

export type BundleType = ResultsProduct['bundleType'];
export type Price = ResultsProduct['price'];
/** The priced items of spec §9 plus the Cologne Set's own items (spec §3: Work + Play + a gift card). */
export type ItemKey = keyof typeof PRICES | 'work' | 'play' | 'gift_card';

/**
 * spec §3 sample product sets, in the order the catalogue-based pages show them: name, items and
 * bundle price. The short label of each set's results navigation button (spec §2 Results: navigation
 * row) is a word of the page's language: catalogue/messages (docs/decisions/0219).
 */
export const PRODUCT_SETS = {
  face: {
    name: 'Face Set',
    items: ['cleanser', 'lotion'],
    price: { once: 38, subscription: 34 },
  },
  hair: {
    name: 'Hair Set',
    items: ['shampoo', 'conditioner'],
    price: { once: 38, subscription: 34 },
  },
  body: {
    name: 'Body Set',
    items: ['deodorant', 'body_wash', 'body_lotion'],
    price: { once: 55, subscription: 49 },
  },
  hand: {
    name: 'Hand Set',
    items: ['hand_cream', 'hand_wash'],
    price: { once: 28, subscription: null },
  },
  cologne: {
    name: 'Cologne Set',
    items: ['work', 'play', 'gift_card'],
    price: { once: 100, subscription: null },
  },
} as const satisfies Record<string, { name: string; items: readonly ItemKey[]; price: Price }>;

export type SetKey = keyof typeof PRODUCT_SETS;

/** spec §3 sets in the order the catalogue-based pages show them. */
export const SET_ORDER = Object.keys(PRODUCT_SETS) as readonly SetKey[];

/** The seeded product of each quiz item (catalogue/seed/personalCareItems.ts slugs). */
export const ITEM_SLUGS: Readonly<Record<ItemKey, string>> = {
  cleanser: 'cleanser',
  lotion: 'lotion',
  shampoo: 'shampoo',
  conditioner: 'conditioner',
  deodorant: 'deodorant',
  body_wash: 'body_wash',
  body_lotion: 'body_lotion',
  hand_cream: 'hand_cream',
  hand_wash: 'hand_wash',
  // The quiz's generic 'cologne' item is the Play cologne, the line with a choice of scents.
  cologne: 'cologne_play',
  work: 'cologne_work',
  play: 'cologne_play',
  gift_card: 'cologne_set_gift_card',
};

/** The seeded set product of each spec §3 set (catalogue/seed/setProducts.ts). */
export const setSlug = (key: SetKey): string => `${key}_set`;

export interface ItemDefinition {
  key: ItemKey;
  name: string;
  price: Price;
  /** spec §9 default cadence in weeks; 0 = bought once only (the cart's `convert_to_sub` 0). */
  defaultCadence: number;
  /** A free extra (the Cologne Set's gift card): spec §4, a synthetic set never adds it on its own. */
  isPromo: boolean;
}

const cadenceOf = (key: ItemKey): number =>
  key in DEFAULT_CADENCE_WEEKS ? DEFAULT_CADENCE_WEEKS[key as keyof typeof DEFAULT_CADENCE_WEEKS] : 0;

function item(key: ItemKey, name: string, price: Price, isPromo = false): ItemDefinition {
  return {
    key,
    name,
    price: { ...price },
    defaultCadence: price.subscription === null ? 0 : cadenceOf(key),
    isPromo,
  };
}

export const ITEMS: Readonly<Record<ItemKey, ItemDefinition>> = {
  cleanser: item('cleanser', 'Face Cleanser', PRICES.cleanser),
  lotion: item('lotion', 'Face Lotion', PRICES.lotion),
  shampoo: item('shampoo', 'Shampoo', PRICES.shampoo),
  conditioner: item('conditioner', 'Conditioner', PRICES.conditioner),
  deodorant: item('deodorant', 'Deodorant', PRICES.deodorant),
  body_wash: item('body_wash', 'Body Wash', PRICES.body_wash),
  body_lotion: item('body_lotion', 'Body Lotion', PRICES.body_lotion),
  hand_cream: item('hand_cream', 'Hand Cream', PRICES.hand_cream),
  hand_wash: item('hand_wash', 'Hand Wash', PRICES.hand_wash),
  cologne: item('cologne', 'Cologne', PRICES.cologne),
  work: item('work', 'Work Cologne', PRICES.cologne),
  play: item('play', 'Play Cologne', PRICES.cologne),
  // spec §3: "a free gift card"; its amount is not shown, so it carries no price of its own.
  gift_card: item('gift_card', 'Gift Card', { once: 0, subscription: null }, true),
};

export interface SetDefinition {
  key: SetKey;
  name: string;
  items: readonly ItemKey[];
  /** The bundle price of spec §3 (lower than the items' sum for face, hair and body). */
  price: Price;
}

const setDefinition = (key: SetKey): SetDefinition => {
  const set = PRODUCT_SETS[key];
  return { key, name: set.name, items: [...set.items], price: { ...set.price } };
};

export const SETS: Readonly<Record<SetKey, SetDefinition>> = Object.fromEntries(
  SET_ORDER.map((key) => [key, setDefinition(key)]),
) as Record<SetKey, SetDefinition>;

/**
 * The price of items bought together without a bundle price: the sum of the non-promo items, once
 * and by subscription; no subscription price when any of them is bought once only.
 */
export function sumPrice(keys: readonly ItemKey[]): Price {
  const items = keys.map((key) => ITEMS[key]).filter((definition) => !definition.isPromo);
  const once = items.reduce((total, definition) => total + definition.price.once, 0);
  const subscriptions = items.map((definition) => definition.price.subscription);
  const subscription = subscriptions.every((price) => price !== null)
    ? subscriptions.reduce<number>((total, price) => total + (price ?? 0), 0)
    : null;
  return { once, subscription };
}

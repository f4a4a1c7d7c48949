// spec §3 sample product sets and spec §9 prices and default cadences, as the quiz recommends
// them. Every number comes from @pc/shared's constants; this file only names the items and
// composes sets (whole bundles, or synthetic sets of some of a bundle's items).
import { DEFAULT_CADENCE_WEEKS, PRICES, PRODUCT_SETS } from '@pc/shared/constants';
import type { ResultsProduct } from '@pc/shared/contract';

export type BundleType = ResultsProduct['bundleType'];
export type Price = ResultsProduct['price'];
export type SetKey = keyof typeof PRODUCT_SETS;
/** The priced items of spec §9 plus the Cologne Set's own items (spec §3: Work + Play + a gift card). */
export type ItemKey = keyof typeof PRICES | 'work' | 'play' | 'gift_card';

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

/** The short label of a set's results navigation button (spec §2 Results: navigation row). */
export const NAVIGATION_NAMES: Readonly<Record<SetKey, string>> = {
  face: 'Face',
  hair: 'Hair',
  body: 'Body',
  hand: 'Hands',
  cologne: 'Cologne',
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

export const SETS: Readonly<Record<SetKey, SetDefinition>> = {
  face: setDefinition('face'),
  hair: setDefinition('hair'),
  body: setDefinition('body'),
  hand: setDefinition('hand'),
  cologne: setDefinition('cologne'),
};

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

// spec §2 Results: the subscription vs once radio, the cadence, and the set / individual selector;
// spec §3 Results product `selected` (0 = whole set, n = nth sub-product) and §9 prices.
import type { ResultsProduct, ResultsSubProduct } from '@pc/shared/contract';
import { defaultCadence } from './cadence.ts';

export type Purchasable = ResultsProduct | ResultsSubProduct;

/** What the shopper chose on one card. `cadence` is in weeks and only counts when subscribing. */
export interface PurchaseChoice {
  isSubscription: boolean;
  cadence: number;
  /** spec §3: 0 = the whole set, n = the nth sub-product (1-based). */
  selected: number;
}

/** Subscribing needs the flag and a subscription price (spec §3 Hand Set: "once only"). */
export const offersSubscription = (product: Purchasable): boolean =>
  product.hasSubscription && product.price.subscription !== null;

/** spec §9 prices: the subscription price when subscribing to a product that offers one, else once. */
export const priceFor = (product: Purchasable, isSubscription: boolean): number =>
  isSubscription && offersSubscription(product) && product.price.subscription !== null
    ? product.price.subscription
    : product.price.once;

/** The nth sub-product for an individual selection, else the set itself. */
export function purchaseTarget(product: ResultsProduct, selected: number): Purchasable {
  return (selected > 0 && product.products[selected - 1]) || product;
}

/**
 * The set / individual selector's choices: the whole set, then each sub-product on its own. A promo
 * item (the Cologne Set's free gift card) comes with the set and is never sold alone.
 */
export function selectionOptions(product: ResultsProduct): { value: number; name: string }[] {
  return [
    { value: 0, name: product.name },
    ...product.products
      .map((item, index) => ({ value: index + 1, name: item.name, isPromo: item.isPromo }))
      .filter((item) => !item.isPromo)
      .map(({ value, name }) => ({ value, name })),
  ];
}

const validSelection = (product: ResultsProduct, selected: number): number =>
  product.selectIndividualProducts &&
  Number.isInteger(selected) &&
  selected > 0 &&
  product.products[selected - 1]?.isPromo === false
    ? selected
    : 0;

/** The card's first state: the server's isSubscription and selected, and the target's default cadence. */
export function initialChoice(product: ResultsProduct): PurchaseChoice {
  const selected = validSelection(product, product.selected);
  return {
    isSubscription: product.isSubscription,
    cadence: defaultCadence(purchaseTarget(product, selected)),
    selected,
  };
}

/** Choosing another set / individual item: its own default cadence (spec §4 "each product has a default"). */
export function selectItem(
  product: ResultsProduct,
  choice: PurchaseChoice,
  selected: number,
): PurchaseChoice {
  const valid = validSelection(product, selected);
  return { ...choice, selected: valid, cadence: defaultCadence(purchaseTarget(product, valid)) };
}

/** Whether this choice really subscribes: only when the chosen target offers a subscription. */
export const subscribes = (product: ResultsProduct, choice: PurchaseChoice): boolean =>
  choice.isSubscription && offersSubscription(purchaseTarget(product, choice.selected));

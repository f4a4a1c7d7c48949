// spec §2 Results "Bathroom module" and spec §3 Bathroom module (products: productId, image,
// subscription; discount).
import type { BathroomModule, ResultsProduct } from '@pc/shared/contract';
import type { ResultsMessages } from '../messages/index.ts';

/** spec §2: "'{name} Essentials'", in the catalog's words `m`. Decision: without a name it reads 'Your Essentials'. */
export const bathroomHeading = (
  name: string,
  m: Pick<ResultsMessages, 'essentials' | 'yourEssentials'>,
): string => (name.trim() ? m.essentials({ name: name.trim() }) : m.yourEssentials);

/** A product of the results state (a set or one of its items) by product id. */
export function findResultsProduct(
  products: readonly ResultsProduct[],
  productId: number,
): Pick<ResultsProduct, 'name' | 'price'> | undefined {
  for (const product of products) {
    if (product.id === productId) return product;
    const item = product.products.find((candidate) => candidate.id === productId);
    if (item) return item;
  }
  return undefined;
}

export interface BathroomPrices {
  original: number;
  discounted: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The CHECKOUT button's prices. Decisions (spec §3 gives the module no prices):
 * - each product is priced as the module sells it: the subscription price when it comes by
 *   subscription (spec §3 `subscription`), else the once price (spec §9 prices, looked up by productId
 *   in the results state's products and their items);
 * - the struck-through original is the sum of those prices, and the discounted price the same prices
 *   less `discount` percent: like compared with like (the same cadence before and after the discount),
 *   so the saving shown is exactly the discount given (docs/decisions/0010);
 * - each discounted product is rounded to cents, then summed: exactly what the store charges for the
 *   module's cart lines (docs/decisions/0009), so the button never shows a price the cart does not charge;
 * - the discount is clamped to 0-100;
 * - the module's own data carries no price, so when any product's price is unknown there is no
 *   truthful total: null, and the button reads just CHECKOUT.
 */
export function bathroomPrices(
  module: Pick<BathroomModule, 'products' | 'discount'>,
  products: readonly ResultsProduct[],
): BathroomPrices | null {
  if (module.products.length === 0) return null;
  const percent = Math.min(100, Math.max(0, Number.isFinite(module.discount) ? module.discount : 0));
  let original = 0;
  let discounted = 0;
  for (const { productId, subscription } of module.products) {
    const known = findResultsProduct(products, productId);
    if (!known) return null;
    const price =
      subscription && known.price.subscription !== null ? known.price.subscription : known.price.once;
    original += price;
    discounted += Math.round(price * (100 - percent)) / 100;
  }
  return { original: cents(original), discounted: cents(discounted) };
}

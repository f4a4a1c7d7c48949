// spec §2 Results screen and §3 Results state / Results product: which sets get a card, what their
// header reads, and whether the navigation row shows.
import type { ResultsProduct } from '@pc/shared/contract';
import type { ResultsMessages } from '../messages/index.ts';

/** spec §3 Results product isHidden: a hidden set gets no card. Order is the server's. */
export const visibleProducts = (products: readonly ResultsProduct[]): ResultsProduct[] =>
  products.filter((product) => !product.isHidden);

/**
 * spec §3 includeProductPrefix: 'Your Face Set'. spec §2 route table: /gift-quizresult (and
 * /gift-sets) show results "without the 'Your' prefix" (the `no-product-prefix` attribute).
 */
export function productHeader(
  product: Pick<ResultsProduct, 'name'>,
  includeProductPrefix: boolean,
  noProductPrefix: boolean,
  m: Pick<ResultsMessages, 'yourProduct'>,
): string {
  return includeProductPrefix && !noProductPrefix ? m.yourProduct({ name: product.name }) : product.name;
}

/** The distinct navigation names of the given (visible) products, in results order. */
export function navigationNames(products: readonly Pick<ResultsProduct, 'navigationName'>[]): string[] {
  const names: string[] = [];
  for (const { navigationName } of products) {
    const name = navigationName?.trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** spec §2: "A navigation button row, shown only when more than one navigation name exists." */
export const showNavigationRow = (products: readonly Pick<ResultsProduct, 'navigationName'>[]): boolean =>
  navigationNames(products).length > 1;

// spec §2 Results screen, spec §3 Results state and Bathroom module: what the view renders, from the
// results state, the module and the element's attributes (the route table's flags). Pure: the root
// wires these views to the state's stores and callbacks.
import type { BathroomModule, ResultsProduct, ResultsState } from '@pc/shared/contract';
import type { ResultsMessages } from '../messages/index.ts';
import {
  type BathroomPrices,
  bathroomHeading,
  bathroomPrices,
  findResultsProduct,
} from './bathroomModule.ts';
import { navigationNames, productHeader, showNavigationRow, visibleProducts } from './products.ts';
import { resultsHeading } from './resultsHeading.ts';

/** The attributes that shape the view (spec §2 route table; all default to false). */
export interface ResultsViewFlags {
  noProductPrefix?: boolean;
  noDescriptions?: boolean;
  noMoreInfo?: boolean;
  noFreeShippingNote?: boolean;
  bathroomModule?: boolean;
}

export interface ResultsView {
  /** The page's one h1. */
  heading: string;
  /** The visible products, each with its header. */
  cards: { product: ResultsProduct; header: string }[];
  /** Navigation names when the row shows (spec §2: more than one), else empty. */
  navigation: string[];
  flags: { descriptions: boolean; moreInfo: boolean; freeShippingNote: boolean };
}

/** The results screen's view: heading, cards, navigation row and card flags, in the catalog's words `m`. */
export function resultsView(results: ResultsState, flags: ResultsViewFlags, m: ResultsMessages): ResultsView {
  const noPrefix = Boolean(flags.noProductPrefix);
  const visible = visibleProducts(results.allProducts);
  return {
    heading: resultsHeading(results, noPrefix, m),
    cards: visible.map((product) => ({
      product,
      header: productHeader(product, results.includeProductPrefix, noPrefix, m),
    })),
    navigation: showNavigationRow(visible) ? navigationNames(visible) : [],
    flags: {
      descriptions: !flags.noDescriptions,
      moreInfo: !flags.noMoreInfo,
      freeShippingNote: !flags.noFreeShippingNote,
    },
  };
}

/** spec §2: the bathroom module needs the attribute and a survey log (its calls name one). */
export const showsBathroomModule = (flags: ResultsViewFlags, results: Pick<ResultsState, 'surveyLogId'>) =>
  Boolean(flags.bathroomModule) && results.surveyLogId !== '';

export interface BathroomView {
  heading: string;
  /** The module's products: image, and the name when the results state knows it (else ''). */
  images: { src: string; name: string }[];
  prices: BathroomPrices | null;
  freeShippingNote: boolean;
}

/** The bathroom module's view (spec §2 Results "Bathroom module"), in the catalog's words `m`. */
export function bathroomView(
  module: BathroomModule,
  results: Pick<ResultsState, 'name' | 'allProducts'>,
  flags: ResultsViewFlags,
  m: ResultsMessages,
): BathroomView {
  return {
    heading: bathroomHeading(results.name, m),
    images: module.products.map(({ productId, image }) => ({
      src: image,
      name: findResultsProduct(results.allProducts, productId)?.name ?? '',
    })),
    prices: bathroomPrices(module, results.allProducts),
    freeShippingNote: !flags.noFreeShippingNote,
  };
}

import type { ResultsProduct, ResultsState } from '@pc/shared/contract';
import type { CatalogProduct, CatalogVariation } from '../products/productRepository.ts';
import { isDisabled } from '../products/stockRules.ts';
import { contentOf } from './productContent.ts';
import { CANDLE_SLUG, type ResultsCatalogue } from './resultsCatalogue.ts';
import { NO_SURVEY } from './resultsState.ts';
import { isBuyable } from './tailoring.ts';

// spec §2 /get-your-candle and /browse-candles show results built from the candle collection (spec §3
// candle metadata): each candle a single product (bundleType none), bought once at its own price.

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const candleProduct = (
  candle: CatalogProduct,
  variation: CatalogVariation,
  checkoutOnAdd: boolean,
  now: Date,
): ResultsProduct => {
  const meta = variation.metadata;
  const content = contentOf(candle.slug);
  return {
    id: candle.id,
    variationId: variation.id,
    name: variation.name,
    subheader: [text(meta.title), text(meta.short_description)].filter(Boolean).join(' · '),
    category: candle.category,
    sku: variation.sku,
    bundleType: 'none',
    selectIndividualProducts: false,
    selected: 0,
    hasSubscription: false,
    isSubscription: false,
    products: [],
    price: { once: variation.price, subscription: null },
    images: [variation.image, ...candle.images.filter((image) => image !== variation.image)],
    checkoutOnAdd,
    // The page cannot sell a sold-out candle (spec §4 stock), so it is not shown.
    isHidden: !isBuyable(variation, now),
    navigationName: text(meta.name) || variation.name,
    cadence: 0,
    recommendedCadence: 0,
    short_desc: variation.description,
    description: variation.fullDescription,
    formula: '',
    madeWith: content.madeWith,
    madeWo: content.madeWo,
    smellsLike: text(meta.notes),
    formulatedIn: content.formulatedIn,
    createdBy: content.createdBy,
    fullIngredients: content.fullIngredients,
    isPromo: false,
    hideMoreInfo: false,
    attributeName: null,
    bundleItemId: null,
    bundleAttribute: null,
  };
};

/**
 * spec §2 /get-your-candle and /browse-candles: one product per candle of the collection that is
 * not disabled; a sold-out candle is hidden (the page cannot sell it).
 */
export const candleResultsState = ({
  catalogue,
  now,
  name,
  checkoutOnAdd,
}: {
  catalogue: ResultsCatalogue;
  now: Date;
  name: string;
  checkoutOnAdd: boolean;
}): ResultsState => {
  const candle = catalogue.get(CANDLE_SLUG);
  const variations = candle?.variations.filter((variation) => !isDisabled(variation)) ?? [];
  return {
    name,
    showEmailCapture: false,
    surveyLogId: NO_SURVEY,
    includeProductPrefix: false,
    allProducts: candle
      ? variations.map((variation) => candleProduct(candle, variation, checkoutOnAdd, now))
      : [],
  };
};

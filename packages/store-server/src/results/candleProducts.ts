import type { ResultsProduct, ResultsState } from '@pc/shared/contract';
import type { CatalogProduct, CatalogVariation } from '../catalogue/productRepository.ts';
import { isDisabled } from '../catalogue/stockRules.ts';
import { PROCEED_PRODUCTS } from './proceedToCheckout.ts';
import { contentOf } from './productContent.ts';
import { CANDLE_SLUG, type ResultsCatalogue } from './resultsCatalogue.ts';
import { NO_SURVEY } from './resultsState.ts';
import { isBuyable } from './tailoring.ts';

// spec §2 /get-your-candle and /browse-candles show results built from the candle collection (spec §3
// candle metadata): each candle a single product (bundleType none), bought once at its own price.
// Each candle is a variation of one candle product, and each is a card of its own: its `id` is the
// variation's id, so no two cards share an identity (one card's add never blocks or decorates
// another), and `parentId` names the candle product the cart adds (spec §7 add-to-cart with
// variation_id; decision 0015).

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
    id: variation.id,
    variationId: variation.id,
    parentId: candle.id,
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
    // spec §7 {product}_show_proceed_to_checkout: the candle routes ask about candles.
    proceedProduct: PROCEED_PRODUCTS.candle,
    allProducts: candle
      ? variations.map((variation) => candleProduct(candle, variation, checkoutOnAdd, now))
      : [],
  };
};

// Test-only: results products shaped like the store server's (spec §3 Results product and the
// sample product sets, priced per spec §9).
import type { ResultsProduct, ResultsState, ResultsSubProduct } from '@pc/shared/contract';

export const subProduct = (overrides: Partial<ResultsSubProduct> = {}): ResultsSubProduct => ({
  id: 101,
  variationId: 10101,
  name: 'Face Cleanser',
  subheader: '',
  category: 'face',
  sku: 'FACE-CLN-BALANCED',
  bundleType: 'none',
  selectIndividualProducts: false,
  selected: 0,
  hasSubscription: true,
  isSubscription: true,
  price: { once: 19, subscription: 17 },
  images: ['/assets/products/cleanser.svg'],
  checkoutOnAdd: false,
  isHidden: false,
  navigationName: null,
  cadence: 0,
  recommendedCadence: 0,
  short_desc: 'A gentle gel cleanser.',
  description: 'A gentle gel cleanser that lifts oil without stripping your skin.',
  formula: 'Balanced',
  madeWith: 'Aloe, glycerin',
  madeWo: 'Parabens, sulfates',
  smellsLike: 'Cucumber',
  formulatedIn: 'New York',
  createdBy: 'Dr. Rivera',
  fullIngredients: 'Water, aloe, glycerin, cocamidopropyl betaine',
  isPromo: false,
  hideMoreInfo: false,
  attributeName: 'formula',
  bundleItemId: 9011,
  bundleAttribute: 'balanced',
  ...overrides,
});

export const product = (overrides: Partial<ResultsProduct> = {}): ResultsProduct => ({
  ...subProduct({
    id: 201,
    variationId: 0,
    name: 'Face Set',
    subheader: 'Cleanser and lotion, tailored to your skin.',
    sku: 'FACE-SET',
    bundleType: 'bundle',
    price: { once: 38, subscription: 34 },
    images: ['/assets/sets/face-set.svg', '/assets/products/cleanser.svg', '/assets/products/lotion.svg'],
    navigationName: 'Face',
    attributeName: null,
    bundleItemId: null,
    bundleAttribute: null,
  }),
  products: [
    subProduct(),
    subProduct({
      id: 102,
      variationId: 10201,
      name: 'Face Lotion',
      sku: 'FACE-LOT-BALANCED',
      bundleItemId: 9012,
      short_desc: 'A lightweight daily moisturiser.',
    }),
  ],
  ...overrides,
});

/** spec §3 Body Set without deodorant: a synthetic set of body wash and body lotion. */
export const bodySynthetic = (overrides: Partial<ResultsProduct> = {}): ResultsProduct =>
  product({
    id: 203,
    name: 'Body Set',
    category: 'body',
    sku: 'BODY-SET',
    bundleType: 'synthetic',
    price: { once: 38, subscription: 34 },
    navigationName: 'Body',
    products: [
      subProduct({
        id: 106,
        variationId: 10601,
        name: 'Body Wash',
        category: 'body',
        sku: 'BODY-BW-CLASSIC',
        price: { once: 17, subscription: 15 },
        attributeName: 'scent',
        bundleItemId: 9032,
        bundleAttribute: 'classic',
      }),
      subProduct({
        id: 107,
        variationId: 10701,
        name: 'Body Lotion',
        category: 'body',
        sku: 'BODY-LOT-CLASSIC',
        price: { once: 21, subscription: 19 },
        attributeName: 'scent',
        bundleItemId: 9033,
        bundleAttribute: 'classic',
      }),
    ],
    ...overrides,
  });

/** spec §3 Cologne Set: Work + Play + a free gift card (a promo item), once 100. */
export const cologneSet = (overrides: Partial<ResultsProduct> = {}): ResultsProduct =>
  product({
    id: 205,
    name: 'Cologne Set',
    category: 'cologne',
    sku: 'COLOGNE-SET',
    bundleType: 'synthetic',
    hasSubscription: false,
    isSubscription: false,
    price: { once: 100, subscription: null },
    navigationName: 'Cologne',
    products: [
      subProduct({
        id: 111,
        variationId: 11101,
        name: 'Work Cologne',
        category: 'cologne',
        sku: 'COL-WORK',
        hasSubscription: false,
        isSubscription: false,
        price: { once: 50, subscription: null },
      }),
      subProduct({
        id: 112,
        variationId: 11201,
        name: 'Play Cologne',
        category: 'cologne',
        sku: 'COL-PLAY',
        hasSubscription: false,
        isSubscription: false,
        price: { once: 50, subscription: null },
      }),
      subProduct({
        id: 113,
        variationId: 11301,
        name: 'Free $25 Gift Card',
        category: 'gift-card',
        sku: 'GC-25',
        hasSubscription: false,
        isSubscription: false,
        price: { once: 0, subscription: null },
        isPromo: true,
      }),
    ],
    ...overrides,
  });

export const resultsState = (overrides: Partial<ResultsState> = {}): ResultsState => ({
  name: 'Sam',
  showEmailCapture: false,
  surveyLogId: 'log-1',
  includeProductPrefix: true,
  allProducts: [product()],
  ...overrides,
});

import * as v from 'valibot';
import { addBathroomModule, SurveyLogId } from './addBathroomModule.ts';
import { defineCall, NoParams } from './call.ts';

// spec §3 Results state, Results product, Bathroom module; spec §7 bathroom_module calls. The calls the
// results page makes as the shopper acts are contract/resultsActions.ts.
const Price = v.object({ once: v.number(), subscription: v.nullable(v.number()) });

const productFields = {
  id: v.number(),
  variationId: v.number(),
  name: v.string(),
  subheader: v.string(),
  category: v.string(),
  sku: v.string(),
  bundleType: v.picklist(['bundle', 'synthetic', 'none']),
  selectIndividualProducts: v.boolean(),
  selected: v.number(),
  hasSubscription: v.boolean(),
  isSubscription: v.boolean(),
  price: Price,
  images: v.array(v.string()),
  /** each image's own alternative text, in the order of `images` (WCAG 1.1.1); absent: the name */
  imageAlts: v.optional(v.array(v.string())),
  checkoutOnAdd: v.boolean(),
  isHidden: v.boolean(),
  navigationName: v.nullable(v.string()),
  cadence: v.number(),
  recommendedCadence: v.number(),
  short_desc: v.string(),
  description: v.string(),
  formula: v.string(),
  madeWith: v.string(),
  madeWo: v.string(),
  smellsLike: v.string(),
  formulatedIn: v.string(),
  createdBy: v.string(),
  fullIngredients: v.string(),
  isPromo: v.boolean(),
  hideMoreInfo: v.boolean(),
  attributeName: v.nullable(v.string()),
  bundleItemId: v.nullable(v.number()),
  bundleAttribute: v.nullable(v.string()),
  /**
   * spec §3 Variation parent_id. Present when `id` is a variation's id, because each variation is a
   * card of its own (each candle on /browse-candles): every card then has its own identity, and the
   * cart still adds the parent product with `variation_id` (spec §7). Absent: `id` is the product the
   * cart adds. Decision 0015.
   */
  parentId: v.optional(v.number()),
};

/** A sub-product of a set: the same fields, without sub-products of its own. */
export const ResultsSubProduct = v.object(productFields);
export type ResultsSubProduct = v.InferOutput<typeof ResultsSubProduct>;

export const ResultsProduct = v.object({ ...productFields, products: v.array(ResultsSubProduct) });
export type ResultsProduct = v.InferOutput<typeof ResultsProduct>;

export const ResultsState = v.object({
  name: v.string(),
  showEmailCapture: v.boolean(),
  surveyLogId: v.string(),
  includeProductPrefix: v.boolean(),
  allProducts: v.array(ResultsProduct),
  /**
   * The `{product}` of spec §7 `{product}_show_proceed_to_checkout` for this page: `candle` on the
   * candle routes, `quiz` on quiz and reorder results. The server fills it; absent reads `quiz`.
   * Decision 0015.
   */
  proceedProduct: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,40}$/))),
});
export type ResultsState = v.InferOutput<typeof ResultsState>;

export const BathroomModule = v.object({
  products: v.array(v.object({ productId: v.number(), image: v.string(), subscription: v.boolean() })),
  discount: v.number(),
});
export type BathroomModule = v.InferOutput<typeof BathroomModule>;

export const getBathroomModule = defineCall({
  name: 'getBathroomModule',
  method: 'GET',
  path: '/wp-json/{ns}/v1/survey_results/{surveyLogId}/bathroom_module',
  encoding: 'query',
  request: v.object({ surveyLogId: SurveyLogId }),
  response: BathroomModule,
});

export { addBathroomModule, NoParams };

/**
 * spec §2 results routes: the results state (spec §3 Results state), and on a route with the bathroom
 * module, for a survey log, the module as GET bathroom_module answers it (when it has products), so
 * it is in the first view (design.md "First paint"); without it the element loads the module itself.
 * Beside the results state, so no other page's scripts reach it (docs/decisions/0136).
 */
export const ResultsPageData = v.object({
  results: ResultsState,
  bathroomModule: v.optional(BathroomModule),
});
export type ResultsPageData = v.InferOutput<typeof ResultsPageData>;

import * as v from 'valibot';
import { defineCall } from './call.ts';
import { LaunchPageData } from './launch.ts';
import { AccountOrdersPageData, CheckoutPageData, OrderDetails } from './order.ts';
import { Product } from './products.ts';
import { QuizPageData } from './quiz.ts';
import { BathroomModule, ResultsState } from './results.ts';

// Page data (docs/architecture.md "page configuration"): what the host prints into `#pc-config`'s
// `data` on a fresh load, and what `getPageData` answers for a page the shopper reached without a
// load (an in-page route change, back/forward). One shape for both, so an element cannot tell how
// its page was reached. Decision 0011.

/**
 * spec §2 /checkout/order-received/{id}: the survey's order id comes from data the page supplies; the
 * order itself, for the page around the survey (docs/decisions/0117).
 */
export const SurveyPageData = v.object({
  survey: v.object({ orderId: v.string() }),
  order: v.optional(OrderDetails),
});
export type SurveyPageData = v.InferOutput<typeof SurveyPageData>;

/**
 * spec §2 results routes: the results state (spec §3 Results state), and on a route with the bathroom
 * module, for a survey log, the module as GET bathroom_module answers it (when it has products), so
 * it is in the first view (design.md "First paint"); without it the element loads the module itself.
 */
export const ResultsPageData = v.object({
  results: ResultsState,
  bathroomModule: v.optional(BathroomModule),
});
export type ResultsPageData = v.InferOutput<typeof ResultsPageData>;

// QuizPageData lives beside the quiz (quiz.ts): the quiz page's scripts read it without the other
// routes' page data schemas (docs/decisions/0065).

/**
 * spec §2 /gift-cards: the e-gift and physical gift card products as spec §7 GET products/e-gift-card
 * and GET products/gift-card answer them (stock by the session's clock), so the amounts and their stock
 * states are in the first view (design.md "First paint"), and `today`, the first day a delivery date may name (spec §5,
 * the shop's day by the session's clock, QA override included: docs/decisions/0030). Without them the
 * element loads both products itself and reads today from the browser's clock.
 */
export const GiftCardsPageData = v.object({
  giftCards: v.object({ eGift: Product, physical: Product, today: v.pipe(v.string(), v.isoDate()) }),
});
export type GiftCardsPageData = v.InferOutput<typeof GiftCardsPageData>;

/**
 * spec §2 /candle and /candle/{path}: the candle product as GET products/candle answers it, so the
 * candle the path names is in the first view (design.md "First paint"); without it the element loads the product.
 */
export const CandlePageData = v.object({ candle: Product });
export type CandlePageData = v.InferOutput<typeof CandlePageData>;

export const PageData = v.union([
  ResultsPageData,
  SurveyPageData,
  QuizPageData,
  CandlePageData,
  GiftCardsPageData,
  LaunchPageData,
  CheckoutPageData,
  AccountOrdersPageData,
]);
export type PageData = v.InferOutput<typeof PageData>;

/** Longest page path (with its query) the call accepts: as long as a URL a browser keeps in history. */
export const PAGE_PATH_MAX_LENGTH = 2048;

/**
 * The page data of a page path with its query (`/quizresult?survey_log_id=…`), for the visitor's
 * session; `data` is null when the page has none. Not in spec §7: the WordPress host prints page
 * data into each page, which a single-page host never reloads (decision 0011).
 */
export const getPageData = defineCall({
  name: 'getPageData',
  method: 'GET',
  path: '/wp-json/{ns}/v1/page_data',
  encoding: 'query',
  request: v.object({
    path: v.pipe(
      v.string(),
      v.maxLength(PAGE_PATH_MAX_LENGTH),
      // A path on this site: one leading slash (`//host` would be another origin).
      v.regex(/^\/(?!\/)/, 'must be a path on this site, starting with /'),
    ),
  }),
  response: v.object({ data: v.nullable(PageData) }),
});

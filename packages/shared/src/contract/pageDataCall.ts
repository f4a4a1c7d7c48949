import * as v from 'valibot';
import { defineCall } from './call.ts';
import { LaunchPageData } from './launch.ts';
import { AccountOrdersPageData } from './order.ts';
import { CandlePageData, CheckoutPageData, GiftCardsPageData, SurveyPageData } from './pageData.ts';
import { QuizPageData } from './quiz.ts';
import { ResultsPageData } from './results.ts';
import { AccountSubscriptionsPageData } from './subscriptions.ts';

// Page data of every kind of page (contract/pageData.ts, decision 0011) as one union, and the call that
// answers it. Apart from the schemas the elements read, so no element's chunks reach the quiz's or
// the results' contract through it (docs/decisions/0136).

export const PageData = v.union([
  // first: its `subscriptions` key tells it apart before a looser schema would take it
  AccountSubscriptionsPageData,
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
 * data into each page, which a single-page host never reloads (decision 0011). `locale`: the language
 * of the page the data is for, where it holds texts (the gift card page's legal footer and FAQ); any
 * Spanish is es-US, anything else en-US; left out, the store's own (`PC_LOCALE`), as its pages are.
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
    locale: v.optional(v.pipe(v.string(), v.maxLength(35))),
  }),
  response: v.object({ data: v.nullable(PageData) }),
});

import * as v from 'valibot';
import { defineCall } from './call.ts';

/**
 * `getPageData` (pageDataCall.ts, decision 0011) as `<pc-results>` asks it on a page of another origin
 * (decision 0184): the same call for a results page only. Its `data` is checked by the element as it
 * checks printed page data (`ResultsPageData` through readResultsState), so no other page's schema
 * reaches the element's chunk (docs/decisions/0136). A module of its own, loaded with the element's
 * code that asks (results-element state/storeResults.ts).
 */
export const getResultsPageData = defineCall({
  name: 'getResultsPageData',
  method: 'GET',
  path: '/wp-json/{ns}/v1/page_data',
  encoding: 'query',
  request: v.object({ path: v.pipe(v.string(), v.regex(/^\/quizresult(?:\?|$)/)) }),
  response: v.object({ data: v.unknown() }),
});

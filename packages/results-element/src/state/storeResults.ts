import { assetUrl, callApi, readPageConfig } from '@pc/shared';
import { getResultsPageData } from '@pc/shared/contract';

// docs/decisions/0184 (issue 42 item 2): `<pc-results>` on a page of another origin, the one `#pc-config`'s
// `pages.results` names. The quiz's COMPLETE lands there with `?survey_log_id=`; no page data is printed
// into a host's page, so the element asks the store for what its own results page would show, for the
// page's session (the site's token session, which completed the quiz). Loaded only there, apart from
// the element's chunk (ResultsRoot.tsx), with its call.

const SURVEY_LOG_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The store's results page whose data a host page shows: `/quizresult` with the page's well-formed
 * `survey_log_id` (a gift's log shows as a gift's results: the state comes from the log), else
 * `/quizresult` alone (the session's latest results, or the catalogue, as on the store).
 */
export const storeResultsPath = (search: string): string => {
  const id = new URLSearchParams(search).get('survey_log_id');
  return id !== null && SURVEY_LOG_ID.test(id) ? `/quizresult?survey_log_id=${id}` : '/quizresult';
};

/**
 * The store's answer with its images on the store: its pages name them by path (`/assets/…`), which on
 * a page of another origin is that page's, not the store's (issue 42: the docs' snippet showed none).
 */
export const withStoreAssets = (data: unknown): unknown =>
  JSON.parse(JSON.stringify(data).replaceAll('"/assets/', `"${assetUrl('/assets/')}`));

/** How long the element waits for the store's answer before it says the results are not available. */
const STORE_RESULTS_WAIT_MS = 10_000;

/**
 * On a page of another origin, the store's page data for this page's results (checked as printed page
 * data is: readResultsState), or null when the store cannot answer within STORE_RESULTS_WAIT_MS. On
 * the store's own pages, null: their data is printed, and none printed means none.
 */
export const loadStoreResults = async (): Promise<unknown> => {
  if (readPageConfig().apiRoot === '') return null;
  try {
    const path = storeResultsPath(location.search);
    const signal = AbortSignal.timeout(STORE_RESULTS_WAIT_MS);
    const { data } = await callApi(getResultsPageData, { path }, { signal });
    return withStoreAssets(data);
  } catch {
    return null;
  }
};

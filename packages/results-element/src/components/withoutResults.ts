import { withoutResultsTexts } from '../messages/withoutResults/index.ts';
import { loadStoreResults } from '../state/storeResults.ts';
import { ResultsNotAvailable } from './ResultsNotAvailable.tsx';

// What `<pc-results>` needs when no results state is printed into its page, loaded as a chunk of its
// own then (ResultsRoot.tsx, docs/decisions/0184): the store's results for a page of another origin,
// and the view that says there are none.

export interface WithoutResults {
  /** The store's page data for this page's results, or null. */
  data: unknown;
  NotAvailable: typeof ResultsNotAvailable;
}

export const withoutResults = async (): Promise<WithoutResults> => {
  // The view's texts (messages/withoutResults) come with it, while the store answers.
  const [data] = await Promise.all([loadStoreResults(), withoutResultsTexts()]);
  return { data, NotAvailable: ResultsNotAvailable };
};

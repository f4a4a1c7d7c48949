// The results screen's one page heading (every page has exactly one h1, axe's page-has-heading-one;
// spec §2 Results screen names none). Worded like the product headers: 'Your' where they read 'Your
// Face Set' (spec §3 includeProductPrefix), the recipient's name on a gift's results. Decision 0012.
import type { ResultsState } from '@pc/shared/contract';
import type { ResultsMessages } from '../messages/index.ts';

export function resultsHeading(
  results: Pick<ResultsState, 'name' | 'surveyLogId' | 'includeProductPrefix'>,
  noProductPrefix: boolean,
  m: Pick<ResultsMessages, 'yourResults' | 'namedResults' | 'theirResults' | 'ourPicks'>,
): string {
  if (results.includeProductPrefix && !noProductPrefix) return m.yourResults;
  const name = results.name.trim();
  // A survey's results without the prefix are someone else's: a gift (spec §2 /gift-quizresult).
  if (results.surveyLogId !== '') return name ? m.namedResults({ name }) : m.theirResults;
  // No survey and no prefix: the shop's own selection (the candle pages, gift sets before a quiz).
  return m.ourPicks;
}

import type { QuizType, ResultsPageData } from '@pc/shared/contract';
import type { AppDeps } from '../appDeps.ts';
import type { SetKey } from '../catalogue/productSets.ts';
import { recordInsightEvent } from '../insights/insightEvents.ts';
import type { PageRequest } from '../pages/pageRequest.ts';
import { sessionQuizLogs } from '../quiz/surveyLogRepository.ts';
import { DEMO_CUSTOMER } from '../session/demoCustomer.ts';
import { readSwitches } from '../session/sessionRepository.ts';
import { bathroomModuleOfLog } from './bathroomPageData.ts';
import { candleResultsState } from './candleProducts.ts';
import { loadResultsCatalogue } from './resultsCatalogue.ts';
import { findCompleteLog } from './resultsLogRepository.ts';
import { catalogueResultsState, resultsStateFromLog } from './resultsState.ts';

// Page data `{results: ResultsState}` for every spec §2 route that shows results: the routes of
// @pc/shared/routes whose element reads results page data, as the WordPress host prints it into the
// page for <pc-results>.

export type ResultsPage =
  | { kind: 'quiz'; quizType: QuizType; lead?: SetKey }
  | { kind: 'reorder' }
  | { kind: 'candles'; checkoutOnAdd: boolean };

const SELF: ResultsPage = { kind: 'quiz', quizType: 'self' };
const GIFT: ResultsPage = { kind: 'quiz', quizType: 'gift' };

/**
 * What each results route of the route table shows, by route id (its aliases and the
 * /*-exclusive-202* pattern included: `matchRoute` resolves those). resultsPageData.test.ts keeps
 * this in step with the table.
 */
export const RESULTS_PAGES: Readonly<Record<string, ResultsPage>> = {
  quizresult: SELF,
  'quizresult-cologne': { kind: 'quiz', quizType: 'self', lead: 'cologne' },
  'gift-quizresult': GIFT,
  'lab-reorder': { kind: 'reorder' },
  // A candle bought from its own page goes straight to checkout (spec §4 "Buying"); browsing does not.
  'get-your-candle': { kind: 'candles', checkoutOnAdd: true },
  'browse-candles': { kind: 'candles', checkoutOnAdd: false },
};

const SURVEY_LOG_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `?survey_log_id=` when it is well formed (the first one, if repeated). */
export const surveyLogIdOf = (url: string): string | null => {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const id = new URLSearchParams(query).get('survey_log_id');
  return id !== null && SURVEY_LOG_ID.test(id) ? id : null;
};

/**
 * A quiz results page shows `?survey_log_id=` (any complete log: results links can be shared), else
 * the session's latest complete log of the page's quiz type, else the catalogue (surveyLogId ''). A
 * route whose element shows the bathroom module (`bathroom-module`, spec §2) gets it for that log,
 * made from the same log and time (docs/decisions/0056: no second read of either).
 */
export const resultsPageData = async (
  request: PageRequest,
  deps: AppDeps,
): Promise<ResultsPageData | undefined> => {
  const { db } = deps;
  const { match, url, sessionId, now, serverNow, locale } = request;
  const page = RESULTS_PAGES[match.route.id];
  if (!page) return undefined;
  const switches = await readSwitches(db, sessionId);
  const firstName = switches.identity === 'customer' ? DEMO_CUSTOMER.firstName : null;
  const catalogue = await loadResultsCatalogue(db);
  if (page.kind === 'candles') {
    return {
      results: candleResultsState({
        catalogue,
        now,
        name: firstName ?? '',
        checkoutOnAdd: page.checkoutOnAdd,
      }),
    };
  }
  if (page.kind === 'reorder') {
    return {
      results: catalogueResultsState({ catalogue, quizType: 'self', now, name: firstName ?? '', locale }),
    };
  }
  const requested = surveyLogIdOf(url);
  const log =
    (requested === null ? null : await findCompleteLog(db, requested)) ??
    (await sessionQuizLogs(db, sessionId, page.quizType)).latestComplete;
  if (!log) {
    const name = page.quizType === 'self' ? (firstName ?? '') : '';
    return {
      results: catalogueResultsState({
        catalogue,
        quizType: page.quizType,
        now,
        name,
        lead: page.lead,
        locale,
      }),
    };
  }
  const viewer = { firstName, ownsLog: log.sessionId === sessionId };
  // The owner's quiz funnel counts a shopper seeing their own results (docs/decisions/0120).
  if (viewer.ownsLog) {
    await recordInsightEvent(db, sessionId, { kind: 'results_viewed', surveyLogId: log.id }, serverNow);
  }
  const results = resultsStateFromLog({ log, catalogue, viewer, now, lead: page.lead, locale });
  const module =
    match.attributes['bathroom-module'] === true ? await bathroomModuleOfLog(db, log, now) : null;
  return module ? { results, bathroomModule: module } : { results };
};

import type { QuizType, ResultsState } from '@pc/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import type { SetKey } from '../quiz/productSets.ts';
import { DEMO_CUSTOMER } from '../seed/customer.ts';
import { readSwitches } from '../session/sessionRepository.ts';
import { sessionQuizLogs } from '../surveys/surveyLogRepository.ts';
import { candleResultsState } from './candleProducts.ts';
import { loadResultsCatalogue } from './resultsCatalogue.ts';
import { findCompleteLog } from './resultsLogRepository.ts';
import { catalogueResultsState, resultsStateFromLog } from './resultsState.ts';

// Page data `{results: ResultsState}` for every spec §2 route that shows results (the paths of
// demo/src/routes.ts), as the WordPress host prints it into the page for <pc-results>.

type ResultsPage =
  | { kind: 'quiz'; quizType: QuizType; lead?: SetKey }
  | { kind: 'reorder' }
  | { kind: 'candles'; checkoutOnAdd: boolean };

const SELF: ResultsPage = { kind: 'quiz', quizType: 'self' };
const GIFT: ResultsPage = { kind: 'quiz', quizType: 'gift' };
const REORDER: ResultsPage = { kind: 'reorder' };

/** spec §2 route table rows with a results screen; matched case-insensitively, trailing slash ignored. */
const RESULTS_PAGES: readonly [RegExp, ResultsPage][] = [
  [/^\/quizresult$/i, SELF],
  [/^\/quizresult-cologne$/i, { kind: 'quiz', quizType: 'self', lead: 'cologne' }],
  [/^\/(gift-quizresult|gift-sets)$/i, GIFT],
  // /lab-reorder, its aliases /replenish and the partner aliases, and /*-exclusive-202*.
  [/^\/(lab-reorder|replenish|fieldnotes-reorder|barbershop-reorder)$/i, REORDER],
  [/^\/[^/]*-exclusive-202[^/]*$/i, REORDER],
  // A candle bought from its own page goes straight to checkout (spec §4 "Buying"); browsing does not.
  [/^\/get-your-candle$/i, { kind: 'candles', checkoutOnAdd: true }],
  [/^\/browse-candles$/i, { kind: 'candles', checkoutOnAdd: false }],
];

export const resultsPageOf = (path: string): ResultsPage | null => {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return RESULTS_PAGES.find(([pattern]) => pattern.test(normalised))?.[1] ?? null;
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
 * the session's latest complete log of the page's quiz type, else the catalogue (surveyLogId '').
 */
export const resultsPageData = async (
  path: string,
  request: FastifyRequest,
  { db, clock }: AppDeps,
): Promise<{ results: ResultsState } | undefined> => {
  const page = resultsPageOf(path);
  if (!page) return undefined;
  const switches = await readSwitches(db, request.sessionId);
  const now = switches.clockOverride ?? clock();
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
    return { results: catalogueResultsState({ catalogue, quizType: 'self', now, name: firstName ?? '' }) };
  }
  const requested = surveyLogIdOf(request.url);
  const log =
    (requested === null ? null : await findCompleteLog(db, requested)) ??
    (await sessionQuizLogs(db, request.sessionId, page.quizType)).latestComplete;
  if (!log) {
    const name = page.quizType === 'self' ? (firstName ?? '') : '';
    return {
      results: catalogueResultsState({ catalogue, quizType: page.quizType, now, name, lead: page.lead }),
    };
  }
  const viewer = { firstName, ownsLog: log.sessionId === request.sessionId };
  return { results: resultsStateFromLog({ log, catalogue, viewer, now, lead: page.lead }) };
};

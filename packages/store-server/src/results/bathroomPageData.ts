import { type BathroomModule, QuizSummary, type ResultsPageData } from '@pc/shared/contract';
import * as v from 'valibot';
import type { Queryable } from '../db/db.ts';
import type { PageDataResolver } from '../http/pageRequest.ts';
import { answersOf } from '../quiz/recommendations.ts';
import type { SurveyLog } from '../quiz/surveyLogRepository.ts';
import { sessionNow } from '../session/requestNow.ts';
import { bathroomModule, type EssentialItem, essentialItems } from './bathroomModule.ts';
import { loadResultsCatalogue } from './resultsCatalogue.ts';
import { findCompleteLog } from './resultsLogRepository.ts';
import { resultsReads } from './resultsPageData.ts';

// spec §2 Results "Bathroom module" in the results page data (docs/decisions/0024: the module is in the first
// view, so its arrival moves nothing; docs/decisions/0024).

/** The module's items for a complete survey log at `now`: spec §7 GET and POST use it too. */
export const essentialItemsOfLog = async (
  db: Queryable,
  log: SurveyLog,
  now: Date,
): Promise<EssentialItem[]> => {
  const summary = v.safeParse(QuizSummary, log.summary);
  const answers = summary.success ? answersOf(summary.output) : null;
  return essentialItems(answers, await loadResultsCatalogue(db), now);
};

/**
 * Adds `bathroomModule` (what GET bathroom_module answers) to the results page data of a route whose
 * element shows the module (`bathroom-module`, spec §2) for a survey log, when the module has products.
 */
export const withBathroomModule =
  (resolve: PageDataResolver): PageDataResolver =>
  async (page, deps) => {
    const data = await resolve(page, deps);
    if (!data || !('results' in data) || page.match.attributes['bathroom-module'] !== true) return data;
    const { surveyLogId } = data.results;
    // The log and the clock the results were made from, when this request just read them.
    const read = resultsReads.get(page);
    const known = read?.log.id === surveyLogId ? read : undefined;
    const log = known?.log ?? (surveyLogId === '' ? null : await findCompleteLog(deps.db, surveyLogId));
    if (!log) return data;
    const module: BathroomModule = bathroomModule(
      await essentialItemsOfLog(deps.db, log, known?.now ?? (await sessionNow(deps, page.sessionId))),
    );
    const withModule: ResultsPageData = { ...data, bathroomModule: module };
    return module.products.length > 0 ? withModule : data;
  };

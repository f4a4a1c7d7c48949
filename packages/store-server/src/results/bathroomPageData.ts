import { type BathroomModule, QuizSummary } from '@pc/shared/contract';
import * as v from 'valibot';
import type { Queryable } from '../db/db.ts';
import { answersOf } from '../quiz/recommendations.ts';
import type { SurveyLog } from '../quiz/surveyLogRepository.ts';
import { bathroomModule, type EssentialItem, essentialItems } from './bathroomModule.ts';
import { loadResultsCatalogue } from './resultsCatalogue.ts';

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
 * `bathroomModule` (what GET bathroom_module answers) for the results page data of a route whose
 * element shows the module (resultsPageData.ts), or null when the module has no products.
 */
export const bathroomModuleOfLog = async (
  db: Queryable,
  log: SurveyLog,
  now: Date,
): Promise<BathroomModule | null> => {
  const module = bathroomModule(await essentialItemsOfLog(db, log, now));
  return module.products.length > 0 ? module : null;
};

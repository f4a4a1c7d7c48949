// spec §4 Completion, after POST /crafting's summary passed its checks: store it with its
// recommendation and mark the log complete. Which log: the continuation the summary names
// (spec §3: surveyLogId only for continuations), else the session's draft of that quiz type (its
// saved progress), else a new one (progress saves may all have failed).
import type { QuizSummary } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import type { Db, Queryable } from '../db/db.ts';
import { ensureSession } from '../session/sessionRepository.ts';
import { emitWebhookEvent } from '../webhooks/webhookOutbox.ts';
import { QUESTIONS_BY_TYPE } from './catalogue.ts';
import { CraftingRejected } from './craftingForm.ts';
import { recommend } from './recommendations.ts';
import { mergeAnswers, savedFromSummary, summaryAnswersFromSaved } from './savedAnswers.ts';
import {
  type Completion,
  completeLog,
  findDraftForUpdate,
  findSameCompletion,
  findSessionLog,
  insertCompleteLog,
  type SurveyLog,
} from './surveyLogRepository.ts';

/**
 * A continuation's summary holds only the new questions' answers; the stored summary adds its
 * earlier answers (in quiz order), so the results and the recommendation see the whole quiz.
 */
function continuationSummary(log: SurveyLog, summary: QuizSummary, locale: Locale): QuizSummary {
  const posted = new Set(summary.answers.map((answer) => answer.questionCode));
  const earlier = summaryAnswersFromSaved(log.quizType, log.answers, locale).filter(
    (answer) => !posted.has(answer.questionCode),
  );
  const order = QUESTIONS_BY_TYPE[log.quizType];
  const answers = [...earlier, ...summary.answers].sort(
    (a, b) => order.indexOf(a.questionCode) - order.indexOf(b.questionCode),
  );
  return { ...summary, surveyLogId: log.id, answers };
}

const completion = (summary: QuizSummary, earlier: SurveyLog['answers']): Completion => ({
  version: summary.version,
  answers: mergeAnswers(earlier, savedFromSummary(summary.answers)),
  summary,
  recommendation: recommend(summary),
});

/**
 * Stores a checked summary and emits "quiz completed" (issue 46 item 3, docs/decisions/0190) in the same
 * transaction; answers the completed log's id. Throws CraftingRejected for a foreign log.
 */
export const completeQuiz = (
  db: Db,
  sessionId: string,
  summary: QuizSummary,
  now: Date,
  locale: Locale,
): Promise<string> =>
  db.transaction(async (tx) => {
    const id = await storeCompletion(tx, sessionId, summary, locale);
    // Once per log: the same COMPLETE again, or a continuation completed again, queues nothing more.
    await emitWebhookEvent(
      tx,
      {
        id: `quiz.completed:${id}`,
        type: 'quiz.completed',
        data: { surveyLogId: id, quizType: summary.type },
      },
      now,
    );
    return id;
  });

/** `locale`: the store's, the words of a continuation's earlier answers in its stored summary. */
async function storeCompletion(
  tx: Queryable,
  sessionId: string,
  summary: QuizSummary,
  locale: Locale,
): Promise<string> {
  await ensureSession(tx, sessionId);
  if (summary.surveyLogId !== undefined) {
    const log = await findSessionLog(tx, sessionId, summary.surveyLogId, { forUpdate: true });
    // The same answer whether the log is missing or another session's: ids are not to be probed.
    if (!log?.continuation || log.quizType !== summary.type) {
      throw new CraftingRejected(
        (m) => [m.notContinuation({ id: summary.surveyLogId ?? '', type: summary.type })],
        summary.type,
      );
    }
    // A continuation posted again (back, then COMPLETE) is completed again with the new answers.
    await completeLog(tx, log.id, completion(continuationSummary(log, summary, locale), log.answers));
    return log.id;
  }
  const draft = await findDraftForUpdate(tx, sessionId, summary.type);
  if (draft) {
    await completeLog(tx, draft.id, completion(summary, draft.answers));
    return draft.id;
  }
  // The same COMPLETE again (its answer lost on the way): the log it completed, not a second one.
  const same = await findSameCompletion(tx, sessionId, summary.type, summary);
  if (same) return same;
  return insertCompleteLog(tx, sessionId, summary.type, completion(summary, []));
}

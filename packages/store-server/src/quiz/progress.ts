import { OTHER_TEXT_MAX_LENGTH } from '@pc/shared/constants';
import type { saveQuizProgress } from '@pc/shared/contract';
import type * as v from 'valibot';
import type { Db } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import { ensureSession } from '../session/sessionRepository.ts';
import { QUESTIONS_BY_TYPE, QUIZ_VERSION } from './catalogue.ts';
import { answersTo, mergeAnswers } from './savedAnswers.ts';
import { findSessionLog, updateProgress, upsertDraft } from './surveyLogRepository.ts';

// The contract's saveQuizProgress (spec §5: quiz type self or gift, progress 0 to 100): progress is
// saved into the session's draft, or into its continuation (spec §4 Continuation).

type ProgressRequest = v.InferOutput<(typeof saveQuizProgress)['request']>;

/**
 * Progress keeps no 'other' text that COMPLETE would refuse (summaryRules: at most
 * OTHER_TEXT_MAX_LENGTH characters once trimmed), so a resumed quiz never holds an answer it cannot send.
 */
function assertOtherTextsFit(answers: ProgressRequest['answers']): void {
  answers.forEach((answer, index) => {
    const length = answer.otherText?.trim().length ?? 0;
    if (length > OTHER_TEXT_MAX_LENGTH) {
      throw invalidParam(
        `Invalid parameter(s): answers.${index}.otherText must be at most ${OTHER_TEXT_MAX_LENGTH} characters (got ${length})`,
        (m) => m.otherTextTooLong({ max: OTHER_TEXT_MAX_LENGTH }),
      );
    }
  });
}

/** spec §4: the timer's start the element sends (decision 0165), kept as it says; absent: not started. */
const startOf = (input: ProgressRequest): Date | null =>
  input.startedAt === undefined || input.startedAt === null ? null : new Date(input.startedAt);

/** Saves into the continuation a surveyLogId names; only this session's open continuation qualifies. */
async function saveContinuationProgress(
  db: Db,
  sessionId: string,
  input: ProgressRequest & { surveyLogId: string },
) {
  await db.transaction(async (tx) => {
    const log = await findSessionLog(tx, sessionId, input.surveyLogId, { forUpdate: true });
    // The same answer whether the log is missing or another session's: ids are not to be probed.
    if (!log?.continuation || log.quizType !== input.quizType) {
      throw invalidParam(
        `Invalid parameter(s): surveyLogId "${input.surveyLogId.slice(0, 64)}" is not a continuation of this session's ${input.quizType} quiz`,
        (m) => m.quizNotSaved,
      );
    }
    if (log.status !== 'draft') {
      throw invalidParam(
        `Invalid parameter(s): surveyLogId "${log.id}" is already complete`,
        (m) => m.quizComplete,
      );
    }
    const answers = mergeAnswers(log.answers, answersTo(input.answers, log.continuationQuestions));
    await updateProgress(tx, log.id, { answers, progress: input.progress, startedAt: startOf(input) });
  });
}

/** Saves the session's progress in a quiz. */
export const saveProgress = async (db: Db, sessionId: string, input: ProgressRequest): Promise<void> => {
  assertOtherTextsFit(input.answers);
  await ensureSession(db, sessionId);
  if (input.surveyLogId !== null) {
    await saveContinuationProgress(db, sessionId, { ...input, surveyLogId: input.surveyLogId });
    return;
  }
  // Answers to questions the quiz type does not ask are dropped, not refused: a page loaded before the
  // catalogue changed still saves the rest.
  await upsertDraft(db, sessionId, input.quizType, {
    version: QUIZ_VERSION,
    answers: answersTo(input.answers, QUESTIONS_BY_TYPE[input.quizType]),
    progress: input.progress,
    startedAt: startOf(input),
  });
};

import { OTHER_TEXT_MAX_LENGTH } from '@pc/shared/constants';
import { type CallDef, getQuiz, QuizType, saveQuizProgress } from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../appDeps.ts';
import type { Db } from '../db/db.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { requestInput, routePath } from '../http/contractRoute.ts';
import { invalidParam } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { QUESTIONS_BY_TYPE, QUIZ_VERSION } from '../quiz/catalogue.ts';
import { quizOfSession } from '../quiz/quizPageData.ts';
import { answersTo, mergeAnswers } from '../quiz/savedAnswers.ts';
import { findSessionLog, updateProgress, upsertDraft } from '../quiz/surveyLogRepository.ts';
import { ensureSession } from '../session/sessionRepository.ts';

// spec §7 GET quizzes/{quizType} and the contract's saveQuizProgress (spec §5: quiz type self or
// gift, progress 0 to 100). The quiz is answered per session from its survey logs
// (surveys/sessionQuiz.ts); progress is saved into the session's draft, or into its continuation.

/** spec §5 "Quiz type must be self or gift", said so before the contract's other checks. */
const QuizTypeParam = v.object({
  quizType: v.picklist(QuizType.options, `must be ${QuizType.options.join(' or ')}`),
});
const LABELS = { quizType: 'the quiz type', progress: 'the progress', surveyLogId: 'the survey log' };

const checkedInput = <C extends CallDef>(call: C, request: FastifyRequest): v.InferOutput<C['request']> => {
  validate(QuizTypeParam, request.params, { labels: LABELS });
  return validate(call.request, requestInput(call, request), { labels: LABELS });
};

type ProgressRequest = v.InferOutput<(typeof saveQuizProgress)['request']>;

/**
 * issue 11 item 3: progress keeps no 'other' text that COMPLETE would refuse (summaryRules: at most
 * OTHER_TEXT_MAX_LENGTH characters once trimmed), so a resumed quiz never holds an answer it cannot send.
 */
function assertOtherTextsFit(answers: ProgressRequest['answers']): void {
  answers.forEach((answer, index) => {
    const length = answer.otherText?.trim().length ?? 0;
    if (length > OTHER_TEXT_MAX_LENGTH) {
      throw invalidParam(
        `Invalid parameter(s): answers.${index}.otherText must be at most ${OTHER_TEXT_MAX_LENGTH} characters (got ${length})`,
        `Please keep your answer to at most ${OTHER_TEXT_MAX_LENGTH} characters.`,
      );
    }
  });
}

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
        'This quiz could not be saved. Please reload the page.',
      );
    }
    if (log.status !== 'draft') {
      throw invalidParam(
        `Invalid parameter(s): surveyLogId "${log.id}" is already complete`,
        'This quiz is already complete.',
      );
    }
    const answers = mergeAnswers(log.answers, answersTo(input.answers, log.continuationQuestions));
    await updateProgress(tx, log.id, answers, input.progress);
  });
}

export const quizRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  acceptJsonBodies(app);

  app.get(routePath(getQuiz.path), async (request, reply) => {
    const { quizType } = checkedInput(getQuiz, request);
    // The answer is this session's saved state: never cached.
    reply.header('cache-control', 'no-store');
    return quizOfSession(db, request.sessionId, quizType);
  });

  app.post(routePath(saveQuizProgress.path), async (request) => {
    const input = checkedInput(saveQuizProgress, request);
    assertOtherTextsFit(input.answers);
    await ensureSession(db, request.sessionId);
    if (input.surveyLogId !== null) {
      await saveContinuationProgress(db, request.sessionId, { ...input, surveyLogId: input.surveyLogId });
    } else {
      // Answers to questions the quiz type does not ask are dropped, not refused: a page loaded
      // before the catalogue changed still saves the rest.
      await upsertDraft(db, request.sessionId, input.quizType, {
        version: QUIZ_VERSION,
        answers: answersTo(input.answers, QUESTIONS_BY_TYPE[input.quizType]),
        progress: input.progress,
      });
    }
    return { success: true };
  });
};

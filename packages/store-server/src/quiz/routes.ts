import {
  getQuiz,
  LOCALE_FIELD,
  QuizType,
  queryPerfume,
  RESULTS_FIELD,
  saveQuizProgress,
} from '@pc/shared/contract';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../appDeps.ts';
import { type AjaxAction, ajaxAction } from '../http/adminAjax.ts';
import { acceptFormBodies, acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import type { RestHttpError } from '../http/errors.ts';
import { isRecord } from '../http/isRecord.ts';
import { tagLocale } from '../http/requestLocale.ts';
import { completeQuiz } from './completeQuiz.ts';
import { completeQuizForm, readCraftingForm } from './craftingForm.ts';
import {
  CRAFTING_STYLE,
  CRAFTING_STYLE_PATH,
  craftingErrorHtml,
  craftingErrorPageOf,
  craftingStatusOf,
  prefersHtml,
  resultsLocation,
} from './craftingPage.ts';
import { searchPerfumes } from './perfumeSearch.ts';
import { saveProgress } from './progress.ts';
import { quizOfSession } from './quizPageData.ts';

// spec §4 Quiz calls: spec §7 GET quizzes/{quizType} and the contract's saveQuizProgress (the quiz is
// answered per session from its survey logs, quiz/sessionQuiz.ts), POST /crafting (Completion), and
// the cologne typeahead, an admin-ajax action (routes/adminAjax.ts serves it).

/** spec §5 "Quiz type must be self or gift", said so before the contract's other checks. */
const QuizTypeParam = v.object({
  quizType: v.picklist(QuizType.options, `must be ${QuizType.options.join(' or ')}`),
});
const LABELS = { quizType: 'the quiz type', progress: 'the progress', surveyLogId: 'the survey log' };

export const quizActions = (_deps: AppDeps): AjaxAction[] => [
  // spec §5 cologne typeahead: fewer than 3 characters (after trimming) is refused by the contract.
  ajaxAction(queryPerfume, async ({ query_perfume }) => searchPerfumes(query_perfume), {
    labels: { query_perfume: 'the cologne search' },
  }),
];

export const quizRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, locale }) => {
  await app.register(async (json) => {
    acceptJsonBodies(json);
    contractRoute(
      json,
      getQuiz,
      async ({ quizType }, request, reply) => {
        // The answer is this session's saved state: never cached. Its texts speak the page's language
        // (issue 43: the call says it, http/requestLocale.ts), else the store's.
        reply.header('cache-control', 'no-store');
        return quizOfSession(db, request.sessionId, quizType, request.answerLocale);
      },
      { params: QuizTypeParam, labels: LABELS },
    );
    contractRoute(
      json,
      saveQuizProgress,
      async (input, request) => {
        await saveProgress(db, request.sessionId, input);
        return { success: true };
      },
      { params: QuizTypeParam, labels: LABELS },
    );
  });

  // The error page's style, a file as the Content-Security-Policy asks (craftingPage.ts).
  app.get(CRAFTING_STYLE_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(CRAFTING_STYLE),
  );

  // A valid summary is stored with its recommendation and the browser is sent to its results (303, so
  // the results page is a GET and a reload does not post again). Failures are pages for a browser,
  // REST error bodies for anything else (docs/decisions/0008).
  await app.register(async (form) => {
    await acceptFormBodies(form);
    // issue 43: the page in the quiz's language, which its form says (LOCALE_FIELD), else the store's.
    const formLocale = (body: unknown) => tagLocale(isRecord(body) ? body[LOCALE_FIELD] : undefined, locale);
    // Errors of this route (nonce guard, body parsing, the handler): a page when a browser posted the
    // form; otherwise rethrown to the app's handler, which answers the REST error body.
    form.setErrorHandler(
      (error: FastifyError | RestHttpError, request: FastifyRequest, reply: FastifyReply) => {
        if (!prefersHtml(request.headers.accept)) throw error;
        const status = craftingStatusOf(error);
        if (status >= 500) request.log.error({ err: error }, 'crafting failed');
        return reply
          .code(status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(craftingErrorHtml(craftingErrorPageOf(error, request.body, formLocale(request.body))));
      },
    );
    contractRoute(
      form,
      completeQuizForm,
      async (summary, request, reply) => {
        const id = await completeQuiz(db, request.sessionId, summary, request.now, locale);
        const named = isRecord(request.body) ? request.body[RESULTS_FIELD] : undefined;
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .header('location', resultsLocation(summary.type, id, named, request.hostOrigin))
          .send();
      },
      { read: readCraftingForm },
    );
  });
};

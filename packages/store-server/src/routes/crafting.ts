import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptFormBodies } from '../http/bodyParsers.ts';
import { RestHttpError } from '../http/errors.ts';
import { completeQuiz } from '../quiz/completeQuiz.ts';
import { CraftingRejected, readCraftingForm, summaryTypeOf } from '../quiz/craftingForm.ts';
import {
  type CraftingErrorPage,
  craftingErrorHtml,
  prefersHtml,
  RESULT_PATHS,
} from '../quiz/craftingPage.ts';

// spec §7 POST /crafting, spec §4 Completion: the quiz's COMPLETE form posts the summary JSON in the
// `quiz_summary` field with the page nonce in `_wpnonce` (checked by the nonce guard). A valid summary
// is stored with its recommendation and the browser is sent to its results (303, so the results page
// is a GET and a reload does not post again). Failures are pages for a browser, REST error bodies for
// anything else (docs/decisions/0008).

const CRAFTING_PATH = '/crafting';

const statusOf = (error: FastifyError | RestHttpError): number => {
  const status = error instanceof RestHttpError ? error.status : (error.statusCode ?? 500);
  return status >= 400 && status < 600 ? status : 500;
};

function errorPage(error: FastifyError | RestHttpError, request: FastifyRequest): CraftingErrorPage {
  const quizType = error instanceof CraftingRejected ? error.quizType : summaryTypeOf(request.body);
  const status = statusOf(error);
  if (error instanceof CraftingRejected) {
    return {
      title: 'We could not read your quiz answers',
      lead: 'Nothing was saved. Please go back to the quiz and press COMPLETE again.',
      problems: error.problems,
      quizType,
    };
  }
  if (status === 403) {
    return {
      title: 'This page has expired',
      lead:
        'Your answers were not sent: the quiz page was open too long, or your browser session changed. ' +
        'Nothing was saved. Please go back to the quiz, reload it and press COMPLETE again.',
      quizType,
    };
  }
  if (status < 500) {
    const display = error instanceof RestHttpError ? error.displayMessage : undefined;
    return {
      title: 'We could not read your quiz answers',
      lead: display ?? 'Nothing was saved. Please go back to the quiz and press COMPLETE again.',
      problems: [error.message],
      quizType,
    };
  }
  // spec §8's wording for a failure the shopper cannot fix.
  return {
    title: 'Something went wrong, please try again',
    lead: 'Your answers were not saved. Please go back to the quiz and press COMPLETE again.',
    quizType,
  };
}

export const craftingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  await acceptFormBodies(app);

  // Errors of this route (nonce guard, body parsing, the handler): a page when a browser posted the
  // form; otherwise rethrown to the app's handler, which answers the REST error body.
  app.setErrorHandler((error: FastifyError | RestHttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (!prefersHtml(request.headers.accept)) throw error;
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'crafting failed');
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(craftingErrorHtml(errorPage(error, request)));
  });

  app.post(CRAFTING_PATH, async (request, reply) => {
    const summary = readCraftingForm(request.body);
    const id = await completeQuiz(db, request.sessionId, summary);
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('location', `${RESULT_PATHS[summary.type]}?survey_log_id=${encodeURIComponent(id)}`)
      .send();
  });
};

import formbody from '@fastify/formbody';
import { addBathroomModule, captureEmail, getBathroomModule, saveResults } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { plainPage } from '../giftCards/plainPage.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { isRecord } from '../http/isRecord.ts';
import { QUIZ_PATHS, RESULT_PATHS } from '../quiz/craftingPage.ts';
import { addBathroomModuleToCart, bathroomModuleOf } from './bathroomModuleCart.ts';
import { saveResultsEmail } from './emailCapture.ts';
import { findCompleteLog, holdSavedLog } from './resultsLogRepository.ts';
import { SAVED_RESULTS_LINK_DAYS, SAVED_RESULTS_PATH } from './savedResultsLink.ts';

// spec §7 results calls: save results / email capture (v2, form or JSON) and the bathroom module (read,
// and add to the cart); the page the saved results' emailed link opens (docs/decisions/0158).

const LABELS = { email: 'the email address', source: 'the source', surveyLogId: 'the survey' };

/** The page of a saved-results link that opens nothing: expired (410) or not one the store made (404). */
const unopenedPage = (expired: boolean) =>
  plainPage(
    expired ? 'This link has expired' : 'This link does not open any results',
    `<p>${
      expired
        ? `A link to saved results works for ${SAVED_RESULTS_LINK_DAYS} days.`
        : 'Please check that the whole link from the email was opened.'
    } Take the quiz again to get your results.</p>\n<p><a href="${QUIZ_PATHS.self}">Take the quiz</a></p>`,
  );

export const resultsRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, emailLimits, savedResultsLinks },
) => {
  // spec §7: "form-encoded for capture, JSON for save": one path, both encodings, one schema.
  await app.register(async (v2) => {
    acceptJsonBodies(v2);
    await v2.register(formbody);
    contractRoute(
      v2,
      saveResults,
      async ({ surveyLogId, email }, request) => ({
        success: true,
        data: await saveResultsEmail(db, surveyLogId, email, {
          links: savedResultsLinks,
          sessionId: request.sessionId,
          clientAddress: request.ip,
          storeOrigin: `${request.protocol}://${request.host}`,
          serverNow: request.serverNow,
          limited: emailLimits,
          locale: request.answerLocale,
        }),
      }),
      {
        labels: LABELS,
        // Two calls of spec §7 share this path: QA faults tell them apart by encoding (decision 0189).
        config: {
          call: (request) =>
            request.headers['content-type']?.includes('json') ? saveResults.name : captureEmail.name,
        },
      },
    );
  });

  // The emailed link (30 days, signed): the same results in this browser's own session, on the server's
  // clock (the link is opened on another device, under no QA clock of the saver's).
  app.get(SAVED_RESULTS_PATH, async (request, reply) => {
    const token = isRecord(request.query) ? request.query.token : undefined;
    const check = savedResultsLinks.verify(token, request.serverNow);
    const log = check.ok ? await findCompleteLog(db, check.surveyLogId) : null;
    reply.header('cache-control', 'no-store');
    if (!log) {
      const expired = !check.ok && check.reason === 'expired';
      return reply
        .code(expired ? 410 : 404)
        .type('text/html; charset=utf-8')
        .send(unopenedPage(expired));
    }
    const id = await db.transaction((tx) => holdSavedLog(tx, log, request.sessionId));
    return reply.redirect(`${RESULT_PATHS[log.quizType]}?survey_log_id=${encodeURIComponent(id)}`, 303);
  });

  await app.register(async (v1) => {
    acceptJsonBodies(v1);
    contractRoute(v1, getBathroomModule, ({ surveyLogId }, request) =>
      bathroomModuleOf(db, surveyLogId, request.now),
    );
    contractRoute(v1, addBathroomModule, async ({ surveyLogId }, request) => {
      await addBathroomModuleToCart(db, request.sessionId, surveyLogId, request.now);
      return { success: true };
    });
  });
};

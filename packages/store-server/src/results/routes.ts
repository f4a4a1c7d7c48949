import formbody from '@fastify/formbody';
import { addBathroomModule, captureEmail, getBathroomModule, saveResults } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { plainPage } from '../giftCards/plainPage.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { isRecord } from '../http/isRecord.ts';
import { escapeHtml, QUIZ_PATHS, RESULT_PATHS } from '../quiz/craftingPage.ts';
import { addBathroomModuleToCart, bathroomModuleOf } from './bathroomModuleCart.ts';
import { saveResultsEmail } from './emailCapture.ts';
import { resultsMail } from './messages/index.ts';
import { findCompleteLog, holdSavedLog } from './resultsLogRepository.ts';
import { SAVED_RESULTS_LINK_DAYS, SAVED_RESULTS_PATH } from './savedResultsLink.ts';

// spec §7 results calls: save results / email capture (v2, form or JSON) and the bathroom module (read,
// and add to the cart); the page the saved results' emailed link opens (docs/decisions/0158).

const LABELS = { email: 'the email address', source: 'the source', surveyLogId: 'the survey' };

/**
 * The page of a saved-results link that opens nothing: expired (410) or not one the store made (404).
 * In the store's language (issue 43): the email's row that knew the link's language is gone by then
 * (deleted as its link expires, or with its results).
 */
const unopenedPage = (expired: boolean, locale: Locale) => {
  const m = resultsMail[locale];
  const why = expired ? m.linkExpired({ days: SAVED_RESULTS_LINK_DAYS }) : m.linkUnknown;
  return plainPage(
    expired ? m.linkExpiredTitle : m.linkUnknownTitle,
    `<p>${escapeHtml(`${why} ${m.linkRetake}`)}</p>\n<p><a href="${QUIZ_PATHS.self}">${escapeHtml(m.linkTakeQuiz)}</a></p>`,
    locale,
  );
};

export const resultsRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, emailLimits, savedResultsLinks, locale },
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
        .send(unopenedPage(expired, locale));
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

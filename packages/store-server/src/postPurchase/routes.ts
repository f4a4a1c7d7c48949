import {
  closePostPurchaseSurvey,
  getPostPurchaseEvents,
  getPostPurchaseOptions,
  postPostPurchaseEvent,
} from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';
import { closeSurvey, recordSurveyAnswer, surveyAnswersOf, surveyOptionsFor } from './postPurchaseAnswers.ts';

// spec §4 Post-purchase survey, spec §7 post_purchase calls (decision 0040), asked once per order
// (docs/decisions/0159).
export const postPurchaseRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, surveyOrder }) => {
  acceptJsonBodies(app);
  answerNoStore(app);
  // Named in the page's language (decision 0215: the call says it, http/requestLocale.ts).
  contractRoute(app, getPostPurchaseOptions, ({ order_id }, request) =>
    surveyOptionsFor(db, request.sessionId, order_id, surveyOrder, request.answerLocale),
  );
  contractRoute(
    app,
    postPostPurchaseEvent,
    async ({ order_id, results, other }, request) => {
      await recordSurveyAnswer(db, request.sessionId, order_id, { results, other }, request.serverNow);
      return { success: true };
    },
    { labels: { other: 'the text for Other' } },
  );
  contractRoute(app, closePostPurchaseSurvey, async ({ order_id }, request) => {
    await closeSurvey(db, request.sessionId, order_id, request.serverNow);
    return { success: true as const };
  });
  contractRoute(app, getPostPurchaseEvents, ({ order_id }, request) =>
    surveyAnswersOf(db, request.sessionId, order_id),
  );
};

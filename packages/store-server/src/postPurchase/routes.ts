import { getPostPurchaseEvents, getPostPurchaseOptions, postPostPurchaseEvent } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';
import { recordSurveyAnswer, surveyAnswersOf } from './postPurchaseAnswers.ts';
import { POST_PURCHASE_OPTIONS } from './postPurchaseOptions.ts';

// spec §4 Post-purchase survey, spec §7 post_purchase calls (decision 0040).
export const postPurchaseRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  acceptJsonBodies(app);
  answerNoStore(app);
  contractRoute(app, getPostPurchaseOptions, async () => [...POST_PURCHASE_OPTIONS]);
  contractRoute(app, postPostPurchaseEvent, async ({ order_id, results }, request) => {
    await recordSurveyAnswer(db, request.sessionId, order_id, results);
    return { success: true };
  });
  contractRoute(app, getPostPurchaseEvents, ({ order_id }, request) =>
    surveyAnswersOf(db, request.sessionId, order_id),
  );
};

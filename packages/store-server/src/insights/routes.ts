import { getInsights, postInsightEvent } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { declineCrossSell } from '../crossSell/crossSell.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';
import { requireOwner } from '../owner/ownerAccess.ts';
import { optionPathName, optionsIn } from '../postPurchase/postPurchaseOptions.ts';
import { recordCrossSellEvent } from './insightEvents.ts';
import { insightsReport } from './insightsReport.ts';

// The shop owner's report (docs/decisions/0120, 0121; its sign-in is owner/routes.ts), and the cross-sell's
// events the report counts (docs/decisions/0120). The owner's time is the server's clock.

export const insightsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, locale }) => {
  acceptJsonBodies(app);
  answerNoStore(app);

  contractRoute(
    app,
    getInsights,
    async ({ from, to }, request) => {
      await requireOwner(db, request, request.serverNow);
      // The survey's answers named in the store's language, the report's (decision 0213).
      return insightsReport(db, from, to, (path) => optionPathName(path, optionsIn(locale)));
    },
    { labels: { from: 'the first day', to: 'the last day' } },
  );

  contractRoute(app, postInsightEvent, async (input, request) => {
    await recordCrossSellEvent(db, request.sessionId, input, request.now);
    // NO THANKS also declines the cart's offer in the store (decision 0127).
    if (input.event === 'cross_sell_declined') await declineCrossSell(db, request.sessionId, request.now);
    return { success: true };
  });
};

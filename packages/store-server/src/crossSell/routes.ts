import { getCrossSell, postCrossSell } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';
import { crossSellOf, takeCrossSell } from './crossSell.ts';

// spec §4 Cross-sell, spec §7 cart/cross_sell (decision 0037): the offer for the session's cart at the
// request's `now`, and taking it.
export const crossSellRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  acceptJsonBodies(app);
  answerNoStore(app);
  contractRoute(app, getCrossSell, (_input, request) => crossSellOf(db, request.sessionId), {
    config: { clockedLines: 'recheck' },
  });
  contractRoute(
    app,
    postCrossSell,
    async (input, request) => {
      await takeCrossSell(db, request.sessionId, input, request.now);
      return { success: true };
    },
    {
      labels: {
        couponCode: 'the coupon',
        surveyLogId: 'the survey',
        products: 'the products',
        action: 'the choice',
      },
    },
  );
};

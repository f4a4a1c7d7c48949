import { getCheckout, placeOrder } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { checkoutOf, placeOrder as storeOrder } from '../checkout/orderRepository.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';

// The store's own checkout and place-order calls (contract/order.ts; docs/decisions/0036). Lines added
// under a QA clock no longer in force are checked again first (decision 0053, qa/clockedLines.ts):
// placing an order is refused when that removed one, so the shopper sees the new cart before buying.
export const checkoutRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  acceptJsonBodies(app);
  answerNoStore(app);
  contractRoute(app, getCheckout, (_input, request) => checkoutOf(db, request.sessionId), {
    config: { clockedLines: 'recheck' },
  });
  contractRoute(
    app,
    placeOrder,
    async (_input, request) => ({ orderId: await storeOrder(db, request.sessionId, request.now) }),
    { config: { clockedLines: 'refuse' } },
  );
};

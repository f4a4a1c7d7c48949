import { getCheckout, placeOrder } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';
import { checkoutOff } from './checkoutOff.ts';
import { checkoutOf, placeOrder as storeOrder } from './orderRepository.ts';

// The store's own checkout and place-order calls (contract/order.ts; docs/decisions/0036). Lines added
// under a QA clock no longer in force are checked again first (decision 0053, qa/clockedLines.ts):
// placing an order is refused when that removed one, so the shopper sees the new cart before buying.
// In production PLACE ORDER is off (403 pc_checkout_off, one log line each): nothing is paid there
// (docs/decisions/0144); the shop's platform takes the order (platformRoutes.ts).
export const checkoutRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, mode, platform, emailLimits },
) => {
  acceptJsonBodies(app);
  answerNoStore(app);
  contractRoute(app, getCheckout, (_input, request) => checkoutOf(db, request.sessionId), {
    config: { clockedLines: 'recheck' },
  });
  contractRoute(
    app,
    placeOrder,
    async (_input, request) => {
      if (mode === 'production') {
        request.log.warn(
          { code: 'pc_checkout_off' },
          'PLACE ORDER refused: production takes orders from the shop platform only (docs/decisions/0144)',
        );
        throw checkoutOff(platform);
      }
      const visitorEmails = emailLimits ? { clientAddress: request.ip, at: request.serverNow } : undefined;
      const origin = `${request.protocol}://${request.host}`;
      // issue 43: the order's emails (its e-gifts, its subscriptions') speak the page's language.
      const locale = request.answerLocale;
      return {
        orderId: await storeOrder(db, request.sessionId, request.now, { visitorEmails, origin, locale }),
      };
    },
    { config: { clockedLines: 'refuse' } },
  );
};

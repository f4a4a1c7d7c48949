import {
  getCartToken,
  getCheckout,
  getCrossSell,
  getPostPurchaseEvents,
  getPostPurchaseOptions,
  placeOrder,
  postCrossSell,
  postPostPurchaseEvent,
} from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import {
  checkoutOf,
  findSessionOrder,
  LINES_REMOVED_MESSAGE,
  placeOrder as storeOrder,
} from '../checkout/orderRepository.ts';
import { cartOffer, takeCrossSell } from '../crossSell/crossSell.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { isOptionPath, POST_PURCHASE_OPTIONS } from '../postPurchase/postPurchaseOptions.ts';
import { listPostPurchaseEvents, recordPostPurchaseEvent } from '../postPurchase/postPurchaseRepository.ts';
import { recheckClockedLines } from '../qa/clockedLines.ts';
import { sessionNow } from '../session/sessionRepository.ts';

// Issue 10, after the cart: spec §7 cart/cross_sell and post_purchase calls, and the store's own
// checkout, place-order and cart-token calls (contract/order.ts; docs/decisions/0036-0038).

/** Another session's order answers as no order does: its id tells nothing (404). */
const unknownOrder = (id: string) =>
  new RestHttpError(
    404,
    'pc_unknown_order',
    `No order ${id} of this session.`,
    'This order could not be found.',
  );

export const checkoutRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock, nonces, cartTokens }) => {
  acceptJsonBodies(app);
  // Every answer here is the session's own.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // issue 10/11: lines added under a QA clock no longer in force are checked again first (decision 0053).
  contractRoute(app, getCheckout, async (_input, request) => {
    await recheckClockedLines(db, request.sessionId, clock);
    return checkoutOf(db, request.sessionId);
  });

  // decision 0053: an order never holds a line the rules now refuse. When the re-check removes one,
  // the order is not placed: the shopper is told and sees the new cart before buying.
  contractRoute(app, placeOrder, async (_input, request) => {
    if ((await recheckClockedLines(db, request.sessionId, clock)) > 0) {
      throw invalidParam('Cart lines no longer allowed were removed', LINES_REMOVED_MESSAGE);
    }
    return { orderId: await storeOrder(db, request.sessionId) };
  });

  // Read with the store's cookie only: a token never mints a longer-lived one.
  contractRoute(app, getCartToken, async (_input, request) => {
    const { token, expiresAt } = cartTokens.issue(request.sessionId);
    return { token, nonce: nonces.issue(request.sessionId), expiresAt: expiresAt.toISOString() };
  });

  contractRoute(app, getCrossSell, async (_input, request) => {
    await recheckClockedLines(db, request.sessionId, clock);
    const now = await sessionNow(db, request.sessionId, clock);
    return (await cartOffer(db, request.sessionId, now)).answer;
  });

  contractRoute(
    app,
    postCrossSell,
    async (input, request) => {
      const now = await sessionNow(db, request.sessionId, clock);
      await takeCrossSell(db, request.sessionId, input, now);
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

  contractRoute(app, getPostPurchaseOptions, async () => [...POST_PURCHASE_OPTIONS]);

  contractRoute(app, postPostPurchaseEvent, async ({ order_id, results }, request) => {
    if (!(await findSessionOrder(db, request.sessionId, order_id))) throw unknownOrder(order_id);
    if (!isOptionPath(results)) {
      throw invalidParam(
        'Invalid parameter(s): results is not a path of post_purchase/options ids',
        'Please choose one of the options shown.',
      );
    }
    await recordPostPurchaseEvent(db, order_id, results);
    return { success: true };
  });

  contractRoute(app, getPostPurchaseEvents, async ({ order_id }, request) => {
    if (!(await findSessionOrder(db, request.sessionId, order_id))) throw unknownOrder(order_id);
    return { events: await listPostPurchaseEvents(db, order_id) };
  });
};

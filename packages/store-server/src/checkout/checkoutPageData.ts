import { PLATFORM_CHECKOUT_PATH } from '@pc/shared/contract';
import type { PageDataResolver } from '../pages/pageRequest.ts';
import { customerOrders, orderDetails } from './orderDetails.ts';
import { checkoutOf, findSessionOrder, ORDER_ID } from './orderRepository.ts';
import { PLATFORM_LABELS } from './platformSettings.ts';

/**
 * spec §2 /checkout/order-received/{id}: the post-purchase survey takes the order id from page data,
 * only for an order this session placed (an order id of another session is never shown; the
 * page is then a 404, pages/pageData.ts isPageFound).
 */
export const orderReceivedData: PageDataResolver = async ({ match, sessionId, now }, deps) => {
  const orderId = match.params.id;
  if (orderId === undefined || !ORDER_ID.test(orderId)) return undefined;
  if (!(await findSessionOrder(deps.db, sessionId, orderId))) return undefined;
  // The order around the survey: its lines, totals, gift cards and email (docs/decisions/0117).
  const [order] = await orderDetails(deps.db, [orderId], now);
  return { survey: { orderId }, ...(order ? { order } : {}) };
};

/**
 * spec §2 /account/orders (linked from VIEW YOUR ORDERS): the identified customer's orders, null for
 * an anonymous visitor (docs/decisions/0117).
 */
export const accountOrdersData: PageDataResolver = async ({ sessionId, now }, deps) => ({
  orders: await customerOrders(deps.db, sessionId, now),
});

/**
 * spec §2 /checkout: the demo checkout's cart summary (decision 0036), in the first view, with the
 * platform hand-off when one is set (decision 0144); lines added
 * under a QA clock no longer in force are checked again first (decision 0053: the demo-mode hook of
 * qa/clockedLines.ts, before the page is made).
 */
export const checkoutPageData: PageDataResolver = async ({ sessionId }, { db, mode, platform }) => ({
  checkout: await checkoutOf(db, sessionId),
  // docs/decisions/0144: the hand-off to the shop's platform, and no PLACE ORDER in production.
  ...(platform
    ? {
        platformCheckout: {
          label: `Check out on ${PLATFORM_LABELS[platform.platform]}`,
          href: PLATFORM_CHECKOUT_PATH,
        },
      }
    : {}),
  ...(mode === 'production' ? { placeOrder: false } : {}),
});

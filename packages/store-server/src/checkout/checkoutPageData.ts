import type { PageDataResolver } from '../http/pageRequest.ts';
import { checkoutOf, findSessionOrder, ORDER_ID } from './orderRepository.ts';

/**
 * spec §2 /checkout/order-received/{id}: the post-purchase survey takes the order id from page data,
 * only for an order this session placed (an order id of another session is never shown; the
 * page is then a 404, pages/pageData.ts isPageFound).
 */
export const orderReceivedData: PageDataResolver = async ({ match, sessionId }, { db }) => {
  const orderId = match.params.id;
  if (orderId === undefined || !ORDER_ID.test(orderId)) return undefined;
  return (await findSessionOrder(db, sessionId, orderId)) ? { survey: { orderId } } : undefined;
};

/**
 * spec §2 /checkout: the demo checkout's cart summary (decision 0036), in the first view; lines added
 * under a QA clock no longer in force are checked again first (decision 0053: the demo-mode hook of
 * qa/clockedLines.ts, before the page is made).
 */
export const checkoutPageData: PageDataResolver = async ({ sessionId }, { db }) => ({
  checkout: await checkoutOf(db, sessionId),
});

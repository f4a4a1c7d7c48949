import { findSessionOrder } from '../checkout/orderRepository.ts';
import type { Queryable } from '../db/db.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { isOptionPath } from './postPurchaseOptions.ts';
import { listPostPurchaseEvents, recordPostPurchaseEvent } from './postPurchaseRepository.ts';

// spec §4 Post-purchase survey, spec §7 post_purchase/events: a shopper's answers about an order of
// their own session.

/** Another session's order answers as no order does: its id tells nothing (404). */
const unknownOrder = (id: string) =>
  new RestHttpError(
    404,
    'pc_unknown_order',
    `No order ${id} of this session.`,
    'This order could not be found.',
  );

const assertOwnOrder = async (db: Queryable, sessionId: string, orderId: string): Promise<void> => {
  if (!(await findSessionOrder(db, sessionId, orderId))) throw unknownOrder(orderId);
};

/** POST post_purchase/events: the answer, a path of post_purchase/options ids. */
export const recordSurveyAnswer = async (
  db: Queryable,
  sessionId: string,
  orderId: string,
  results: readonly string[],
): Promise<void> => {
  await assertOwnOrder(db, sessionId, orderId);
  if (!isOptionPath(results)) {
    throw invalidParam(
      'Invalid parameter(s): results is not a path of post_purchase/options ids',
      'Please choose one of the options shown.',
    );
  }
  await recordPostPurchaseEvent(db, orderId, results);
};

/** GET post_purchase/events: the answers recorded for an order of the session. */
export const surveyAnswersOf = async (db: Queryable, sessionId: string, orderId: string) => {
  await assertOwnOrder(db, sessionId, orderId);
  return { events: await listPostPurchaseEvents(db, orderId) };
};

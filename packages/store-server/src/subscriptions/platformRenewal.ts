import type { Queryable } from '../db/db.ts';
import { recordRenewal } from './subscriptionRepository.ts';
import { renewedByPlatformOrder, type SubscriptionState } from './subscriptionRules.ts';

// issue 40 item 1 (docs/decisions/0168): in production the platform bills each renewal and its paid
// renewal order comes by the signed webhook (decision 0144). Recorded as an order of the session like
// any paid order, it then renews the subscriptions its first order started: the same
// subscription_renewals row the demo worker writes (one per subscription and date) and the next date
// one cadence on, so the worker reminds of the next delivery. The platform emails its own receipt.

/**
 * Records order `orderId` (the platform's paid renewal, at the session's time `at`) as the renewal of
 * the subscriptions order `firstOrderId` started that it carries (`platformIds`); answers their ids,
 * none for an unknown first order or a cancelled subscription.
 */
export const renewFromPlatform = async (
  tx: Queryable,
  {
    firstOrderId,
    orderId,
    platformIds,
    at,
  }: { firstOrderId: string | null; orderId: string; platformIds: readonly number[]; at: Date },
): Promise<string[]> => {
  if (firstOrderId === null) return [];
  const rows = await tx.query<{
    id: string;
    state: SubscriptionState;
    cadence: number;
    next_date: string | null;
    platform_id: number;
  }>(
    `SELECT s.id::text, s.state, s.cadence, to_char(s.next_date, 'YYYY-MM-DD') AS next_date,
       CASE WHEN l.variation_id > 0 THEN l.variation_id ELSE l.product_id END AS platform_id
     FROM subscriptions s JOIN order_lines l ON l.order_id = s.order_id AND l.position = s.position
     WHERE s.order_id = $1::bigint ORDER BY s.position FOR UPDATE OF s`,
    [firstOrderId],
  );
  const renewed: string[] = [];
  for (const sub of renewedByPlatformOrder(
    rows.map((row) => ({ ...row, platformId: row.platform_id })),
    platformIds,
  )) {
    if (sub.next_date === null) continue;
    const recorded = await recordRenewal(tx, {
      subscriptionId: sub.id,
      renewed: sub.next_date,
      cadence: sub.cadence,
      orderId,
      at,
    });
    if (recorded) renewed.push(sub.id);
  }
  return renewed;
};

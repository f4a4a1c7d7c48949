import type { Db, Queryable } from '../db/db.ts';
import { renewFromPlatform } from '../subscriptions/platformRenewal.ts';
import { voidOrder } from './orderVoid.ts';
import { paidOrderLines } from './paidOrderLines.ts';
import { recordPaidOrder } from './paidOrderRecord.ts';
import type { HandedOffCartLine } from './platformHandOff.ts';
import type { PlatformOrderEvent } from './platformOrderEvent.ts';
import { type KnownPlatformOrder, type PlatformOrderStep, platformOrderStep } from './platformOrderStep.ts';
import type { Platform } from './platformSettings.ts';

// docs/decisions/0144: a verified platform order webhook applied once. The platform order's row
// (platform_orders, its primary key the platform and its order id) is inserted or locked first, so
// retries and concurrent deliveries of one order wait for each other and the pure rule
// (platformOrderStep.ts) sees the latest state.

export interface PlatformOrderOutcome {
  step: PlatformOrderStep;
  /** the store's order for it, once one is recorded */
  orderId: string | null;
  /** a paid order whose reference names no hand-off: acknowledged, nothing recorded */
  unknownSession?: true;
  /**
   * a recorded renewal order (docs/decisions/0168): the subscriptions it renewed; none when its first
   * order is unknown or their subscriptions are cancelled (imported as an order all the same)
   */
  renewed?: string[];
}

/**
 * Applies `event` of `platform`. `sessionNow` gives the time of the session that handed the cart off
 * (its QA clock in demo mode), read within the transaction `tx`; `now` is the server's.
 */
export const applyPlatformOrder = (
  db: Db,
  platform: Platform,
  event: PlatformOrderEvent,
  {
    now,
    sessionNow,
    origin,
  }: { now: Date; sessionNow: (tx: Queryable, sessionId: string) => Promise<Date>; origin: string | null },
): Promise<PlatformOrderOutcome> =>
  db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO platform_orders (platform, platform_order_id, ref, status)
       VALUES ($1, $2, $3, 'unpaid') ON CONFLICT (platform, platform_order_id) DO NOTHING RETURNING platform`,
      [platform, event.platformOrderId, event.ref],
    );
    const [row] = await tx.query<{
      status: KnownPlatformOrder['status'];
      modified_at: string | Date | null;
      order_id: string | number | null;
    }>(
      `SELECT status, modified_at, order_id FROM platform_orders
       WHERE platform = $1 AND platform_order_id = $2 FOR UPDATE`,
      [platform, event.platformOrderId],
    );
    const orderId = row?.order_id == null ? null : String(row.order_id);
    const known: KnownPlatformOrder | null =
      inserted.length > 0 || !row
        ? null
        : {
            status: row.status,
            modifiedAt: row.modified_at === null ? null : new Date(row.modified_at),
            recorded: orderId !== null,
          };
    const step = platformOrderStep(known, event);
    const remember = (status: KnownPlatformOrder['status'], recordedId: string | null) =>
      tx.query(
        `UPDATE platform_orders SET status = $3, modified_at = COALESCE($4::timestamptz, modified_at),
           ref = COALESCE(ref, $5), order_id = COALESCE($6::bigint, order_id)
         WHERE platform = $1 AND platform_order_id = $2`,
        [
          platform,
          event.platformOrderId,
          status,
          event.modifiedAt?.toISOString() ?? null,
          event.ref,
          recordedId,
        ],
      );
    if (step === 'note') await remember('unpaid', null);
    if (step === 'void') {
      if (orderId !== null) await voidOrder(tx, orderId, now);
      await remember('voided', null);
    }
    if (step !== 'record') return { step, orderId };

    const [handOff] = event.ref
      ? await tx.query<{ session_id: string; lines: HandedOffCartLine[] | string }>(
          'SELECT session_id, lines FROM platform_checkouts WHERE ref = $1 AND platform = $2',
          [event.ref, platform],
        )
      : [];
    if (!handOff) {
      await remember('paid', null);
      return { step, orderId: null, unknownSession: true };
    }
    const handedOff: HandedOffCartLine[] =
      typeof handOff.lines === 'string' ? JSON.parse(handOff.lines) : handOff.lines;
    const paidAt = await sessionNow(tx, handOff.session_id);
    const recordedId = await recordPaidOrder(tx, {
      sessionId: handOff.session_id,
      event,
      lines: paidOrderLines(handedOff, event.lines),
      handedOffKeys: handedOff.map((line) => line.key),
      paidAt,
      origin,
    });
    await remember('paid', recordedId);
    if (!event.renewal) return { step, orderId: recordedId };
    // The first order is the session's order the reference recorded first: the platform copies the
    // reference from it to its subscription and so to each renewal (read by the session's orders,
    // which are indexed, then each one's platform order).
    const [first] = await tx.query<{ order_id: string }>(
      `SELECT p.order_id::text FROM orders o JOIN platform_orders p ON p.order_id = o.id
       WHERE o.session_id = $4 AND p.platform = $1 AND p.ref = $2 AND p.platform_order_id <> $3
       ORDER BY p.order_id LIMIT 1`,
      [platform, event.ref, event.platformOrderId, handOff.session_id],
    );
    const renewed = await renewFromPlatform(tx, {
      firstOrderId: first?.order_id ?? null,
      orderId: recordedId,
      platformIds: event.lines.map((line) => line.variationId),
      at: paidAt,
    });
    return { step, orderId: recordedId, renewed };
  });

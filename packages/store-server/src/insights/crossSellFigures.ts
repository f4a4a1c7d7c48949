import type { InsightsReport } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import type { ReportRange } from './reportRange.ts';

// Cross-sell (spec §4 Cross-sell; docs/decisions/0121): offers the pop-up showed, its SUBSCRIBE and
// BUY ONCE (the actions the store applied) and NO THANKS in the range; the take rate; and the revenue
// added: in the shopper's first order after taking an offer, the lines of the offered products at the
// price paid, less the offer's coupon.

const FIGURES_SQL = `
WITH taken AS (
  SELECT e.action, e.products, e.coupon_code,
    (SELECT o.id FROM orders o
      WHERE o.session_id = e.session_id AND o.created_at >= e.created_at
      ORDER BY o.created_at, o.id LIMIT 1) AS order_id
    FROM cross_sell_events e
   WHERE e.created_at >= $1::timestamptz AND e.created_at < $2::timestamptz
),
told AS (
  SELECT count(*) FILTER (WHERE kind = 'cross_sell_shown') AS shown,
         count(*) FILTER (WHERE kind = 'cross_sell_declined') AS no_thanks
    FROM insight_events
   WHERE kind IN ('cross_sell_shown', 'cross_sell_declined')
     AND created_at >= $1::timestamptz AND created_at < $2::timestamptz
)
SELECT told.shown, told.no_thanks,
  (SELECT count(*) FROM taken WHERE action = 'SUBSCRIBE') AS subscribe,
  (SELECT count(*) FROM taken WHERE action = 'ONE_TIME') AS buy_once,
  coalesce(round((SELECT count(*) FROM taken)::numeric / NULLIF(told.shown, 0), 4), 0) AS take_rate,
  (SELECT coalesce(sum(
      (SELECT coalesce(sum(l.price * l.quantity), 0) FROM order_lines l
        WHERE l.order_id = t.order_id AND t.products @> jsonb_build_array(l.name))
    - (SELECT coalesce(sum(d.amount), 0) FROM order_discounts d
        WHERE d.order_id = t.order_id AND d.code = t.coupon_code)), 0)
     FROM taken t WHERE t.order_id IS NOT NULL) AS added_revenue
  FROM told`;

export const crossSellFigures = async (
  db: Queryable,
  range: ReportRange,
): Promise<InsightsReport['crossSell']> => {
  const [row] = await db.query<Record<string, string | number>>(FIGURES_SQL, [range.start, range.end]);
  return {
    shown: Number(row!.shown),
    subscribe: Number(row!.subscribe),
    buyOnce: Number(row!.buy_once),
    noThanks: Number(row!.no_thanks),
    takeRate: Number(row!.take_rate),
    addedRevenue: Number(row!.added_revenue),
  };
};

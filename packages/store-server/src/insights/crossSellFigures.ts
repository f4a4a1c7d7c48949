import type { InsightsReport } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import { type DayCounts, plannedCounts, planParams, RAW_RANGES, rowsInRanges } from './dayCounts.ts';
import type { ReportPlan } from './reportPlan.ts';

// Cross-sell (spec §4 Cross-sell; docs/decisions/0121): offers the pop-up showed, its SUBSCRIBE and
// BUY ONCE (the actions the store applied) and NO THANKS in the range; the take rate; and the revenue
// added: in the shopper's first order after taking an offer, the lines of the offered products at the
// price paid, less the offer's coupon.

const FIGURES = ['shown', 'no_thanks', 'subscribe', 'buy_once', 'taken', 'added_revenue'] as const;

/** The figures by day: an offer shown or declined on its day, an offer taken on the day it was (decision 0193). */
export const CROSS_SELL_COUNTS: DayCounts = {
  table: 'report_day_cross_sell',
  columns: FIGURES,
  counts: `
SELECT day, ${FIGURES.map((figure) => `sum(${figure}) AS ${figure}`).join(', ')} FROM (
  SELECT report_day(i.created_at) AS day,
         count(*) FILTER (WHERE i.kind = 'cross_sell_shown') AS shown,
         count(*) FILTER (WHERE i.kind = 'cross_sell_declined') AS no_thanks,
         0 AS subscribe, 0 AS buy_once, 0 AS taken, 0 AS added_revenue
    FROM ${rowsInRanges('insight_events', 'i', "kind IN ('cross_sell_shown', 'cross_sell_declined')")}
   GROUP BY 1
  UNION ALL
  SELECT report_day(t.created_at), 0, 0,
         count(*) FILTER (WHERE t.action = 'SUBSCRIBE'),
         count(*) FILTER (WHERE t.action = 'ONE_TIME'),
         count(*),
         coalesce(sum(
             (SELECT coalesce(sum(l.price * l.quantity), 0) FROM order_lines l
               WHERE l.order_id = t.order_id AND t.products @> jsonb_build_array(l.name))
           - (SELECT coalesce(sum(d.amount), 0) FROM order_discounts d
               WHERE d.order_id = t.order_id AND d.code = t.coupon_code))
           FILTER (WHERE t.order_id IS NOT NULL), 0)
    FROM (
      SELECT e.action, e.products, e.coupon_code, e.created_at,
        (SELECT o.id FROM orders o
          WHERE o.session_id = e.session_id AND o.created_at >= e.created_at
          ORDER BY o.created_at, o.id LIMIT 1) AS order_id
        FROM ${rowsInRanges('cross_sell_events', 'e')}
    ) t
   GROUP BY 1
) figures
 GROUP BY day`,
};

const FIGURES_SQL = `
WITH ${RAW_RANGES},
summed AS (
  SELECT ${FIGURES.map((figure) => `coalesce(sum(${figure}), 0) AS ${figure}`).join(', ')}
    FROM ${plannedCounts(CROSS_SELL_COUNTS)} c
)
SELECT shown, no_thanks, subscribe, buy_once, added_revenue,
       coalesce(round(taken::numeric / NULLIF(shown, 0), 4), 0) AS take_rate
  FROM summed`;

export const crossSellFigures = async (
  db: Queryable,
  plan: ReportPlan,
): Promise<InsightsReport['crossSell']> => {
  const [row] = await db.query<Record<string, string | number>>(FIGURES_SQL, planParams(plan));
  return {
    shown: Number(row!.shown),
    subscribe: Number(row!.subscribe),
    buyOnce: Number(row!.buy_once),
    noThanks: Number(row!.no_thanks),
    takeRate: Number(row!.take_rate),
    addedRevenue: Number(row!.added_revenue),
  };
};

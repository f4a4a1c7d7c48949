import type { InsightsReport } from '@pc/shared/contract';
import type { Db } from '../db/db.ts';
import { type AnswerLabel, attribution } from './attribution.ts';
import { crossSellFigures } from './crossSellFigures.ts';
import { giftCardFigures } from './giftCardFigures.ts';
import { journey } from './journey.ts';
import { quizFunnels } from './quizFunnel.ts';
import { rawPlan, reportPlan } from './reportPlan.ts';
import { type ReportRange, reportDays, reportRange } from './reportRange.ts';
import { subscriptionFigures } from './subscriptionFigures.ts';

// The shop owner's report (docs/decisions/0119-0121): every figure computed by the database over the
// stored facts, for the days `from` to `to` of the shop's calendar; `labelOf` names the survey's
// answers. The store has no refunds or cancellations today; when it has, they are left out here so the
// figures stay as without them.

/** How a report reads its range: each closed day from its rollup where it can (0193), or all raw. */
export type ReportReading = 'rollups' | 'raw';

export type ReportTables = Omit<InsightsReport, 'from' | 'to'>;

/**
 * The report's tables over any range of instants, in one snapshot (docs/decisions/0193): the days the
 * range covers whole and whose rollups hold are read from them, the rest raw; 'raw' reads every
 * instant raw, the figures the rollups must equal.
 */
export const reportTables = (
  db: Db,
  range: ReportRange,
  labelOf: AnswerLabel,
  reading: ReportReading = 'rollups',
): Promise<ReportTables> =>
  // One snapshot: every table of the report sees the same orders, rollups and stale days.
  db.transaction(async (tx) => {
    // No JIT: compiling the statements would take longer than running them (a second measured on
    // 100,000 orders, scripts/bench/insightsReport.ts).
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY; SET LOCAL jit = off');
    const plan = reading === 'raw' ? rawPlan(range) : reportPlan(range, await reportDays(tx, range));
    return {
      attribution: await attribution(tx, plan, labelOf),
      funnels: await quizFunnels(tx, plan),
      crossSell: await crossSellFigures(tx, plan),
      // Gift cards and subscriptions are read raw: their tables hold a card or a subscription per
      // order at most, and their balances run from the shop's first day (decision 0193).
      giftCards: await giftCardFigures(tx, range),
      subscriptions: await subscriptionFigures(tx, range),
      journey: await journey(tx, plan),
    };
  });

export const insightsReport = async (
  db: Db,
  from: string,
  to: string,
  labelOf: AnswerLabel,
): Promise<InsightsReport> => ({
  from,
  to,
  ...(await reportTables(db, await reportRange(db, from, to), labelOf)),
});

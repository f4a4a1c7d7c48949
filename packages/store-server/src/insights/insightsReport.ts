import type { InsightsReport } from '@pc/shared/contract';
import type { Db } from '../db/db.ts';
import { type AnswerLabel, attribution } from './attribution.ts';
import { crossSellFigures } from './crossSellFigures.ts';
import { giftCardFigures } from './giftCardFigures.ts';
import { journey } from './journey.ts';
import { quizFunnels } from './quizFunnel.ts';
import { reportRange } from './reportRange.ts';
import { subscriptionFigures } from './subscriptionFigures.ts';

// The shop owner's report (docs/decisions/0119-0121): every figure computed by the database over the
// stored facts, for the days `from` to `to` of the shop's calendar; `labelOf` names the survey's
// answers. The store has no refunds or cancellations today; when it has, they are left out here so the
// figures stay as without them.

export const insightsReport = (
  db: Db,
  from: string,
  to: string,
  labelOf: AnswerLabel,
): Promise<InsightsReport> =>
  // One snapshot: every table of the report sees the same orders.
  db.transaction(async (tx) => {
    // No JIT: compiling the statements would take longer than running them (a second measured on
    // 100,000 orders, scripts/bench/insightsReport.ts).
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY; SET LOCAL jit = off');
    const range = await reportRange(tx, from, to);
    return {
      from,
      to,
      attribution: await attribution(tx, range, labelOf),
      funnels: await quizFunnels(tx, range),
      crossSell: await crossSellFigures(tx, range),
      giftCards: await giftCardFigures(tx, range),
      subscriptions: await subscriptionFigures(tx, range),
      journey: await journey(tx, range),
    };
  });

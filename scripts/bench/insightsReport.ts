/**
 * The owner's report's answer time on PostgreSQL (docs/decisions/0121): 100,000 orders and 1,000,000
 * insight events over 90 days, generated with generate_series in a schema of its own (dropped at the
 * end), then the report (insights/insightsReport.ts, the same function the route calls) for the last
 * 30 days and for all 90, BENCH_INSIGHTS_RUNS times each (default 5) after one warm-up.
 *
 * Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL; `npm run bench` starts a throwaway one with
 * scripts/with-postgres.sh when neither is set. Alone: `bash scripts/with-postgres.sh npx tsx
 * scripts/bench/insightsReport.ts`.
 */
import { randomBytes } from 'node:crypto';
import { migrate } from '../../packages/store-server/src/db/migrate.ts';
import { openPostgres } from '../../packages/store-server/src/db/postgresDb.ts';
import { insightsReport } from '../../packages/store-server/src/insights/insightsReport.ts';
import { optionPathName } from '../../packages/store-server/src/postPurchase/postPurchaseOptions.ts';
import { summarize } from './stats.ts';
import { formatTable } from './table.ts';

export const ORDERS = 100_000;
export const EVENTS = 1_000_000;
const DAYS = 90;
const RUNS = Math.max(1, Number(process.env.BENCH_INSIGHTS_RUNS ?? 5) || 5);
/** The last day of the generated data; the data runs back DAYS days from it. */
const LAST_DAY = '2026-11-30';

/** Generates the data set: every table the report reads, sized as a busy shop's quarter. */
const GENERATE = `
INSERT INTO sessions (id, created_at)
  SELECT 'bench-session-' || n, timestamptz '${LAST_DAY} 23:00-05' - (n % ${DAYS}) * interval '1 day'
    FROM generate_series(1, ${ORDERS}) n;

INSERT INTO survey_logs (id, session_id, quiz_type, version, status, answers, summary, recommendation, email,
    created_at, updated_at, completed_at)
  SELECT 'bench-log-' || n, 'bench-session-' || n, CASE WHEN n % 5 = 0 THEN 'gift' ELSE 'self' END, 1,
         CASE WHEN n % 3 = 0 THEN 'draft' ELSE 'complete' END,
         jsonb_build_array(jsonb_build_object('questionCode', 'age', 'value', '30'),
                           jsonb_build_object('questionCode', (ARRAY['skin_type','face_type','hair_type'])[1 + n % 3], 'value', '1')),
         CASE WHEN n % 3 = 0 THEN NULL ELSE '{}'::jsonb END,
         CASE WHEN n % 3 = 0 THEN NULL ELSE '{}'::jsonb END,
         CASE WHEN n % 4 = 0 THEN 'shopper' || n || '@example.com' END,
         s.created_at, s.created_at,
         CASE WHEN n % 3 = 0 THEN NULL ELSE s.created_at + interval '10 minutes' END
    FROM generate_series(1, ${(ORDERS * 6) / 10}) n JOIN sessions s ON s.id = 'bench-session-' || n;

INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, created_at)
  SELECT 'bench-session-' || n, 40 + n % 60, 0, 0, 40 + n % 60,
         timestamptz '${LAST_DAY} 23:00-05' - (n % ${DAYS}) * interval '1 day' + interval '2 hours' - (n % 600) * interval '1 minute'
    FROM generate_series(1, ${ORDERS}) n;

INSERT INTO order_lines (order_id, position, product_id, variation_id, name, sku, category, image, quantity, price, cadence)
  SELECT o.id, 0, 1, 1, (ARRAY['Face Set','Hair Set','Body Set','Hand Set'])[1 + o.id % 4], 'sku', 'set', '', 1, o.subtotal, 0
    FROM orders o;

INSERT INTO post_purchase_events (order_id, results, created_at)
  SELECT o.id,
         CASE WHEN o.id % 3 = 0 THEN '["podcast","podcast-huberman-lab"]'::jsonb
              WHEN o.id % 3 = 1 THEN '["instagram"]'::jsonb ELSE '["friend"]'::jsonb END,
         o.created_at + interval '1 minute'
    FROM orders o WHERE o.id % 2 = 0;

INSERT INTO cross_sell_events (session_id, action, products, coupon_code, created_at)
  SELECT o.session_id, CASE WHEN o.id % 2 = 0 THEN 'SUBSCRIBE' ELSE 'ONE_TIME' END,
         jsonb_build_array((ARRAY['Face Set','Hair Set','Body Set','Hand Set'])[1 + o.id % 4]), NULL,
         o.created_at - interval '5 minutes'
    FROM orders o WHERE o.id % 5 = 0;

INSERT INTO insight_events (session_id, kind, quiz_type, survey_log_id, created_at)
  SELECT 'bench-session-' || (1 + n % ${ORDERS}),
         (ARRAY['quiz_viewed','results_viewed','cart_added','cross_sell_shown','cross_sell_declined'])[1 + n % 5],
         CASE WHEN n % 5 = 0 THEN (ARRAY['self','gift'])[1 + n % 2] END,
         CASE WHEN n % 5 IN (1, 2) THEN 'bench-log-' || (1 + n % ${(ORDERS * 6) / 10}) END,
         timestamptz '${LAST_DAY} 23:00-05' - (n % (${DAYS} * 1440)) * interval '1 minute'
    FROM generate_series(1, ${EVENTS}) n;

INSERT INTO gift_cards (code, order_id, position, delivery, amount, recipient_email, shipped_at, created_at)
  SELECT 'BENCH' || o.id, o.id, 0, CASE WHEN o.id % 2 = 0 THEN 'email' ELSE 'mail' END, 50,
         'friend@example.com', CASE WHEN o.id % 2 = 1 THEN o.created_at + interval '1 day' END, o.created_at
    FROM orders o WHERE o.id % 20 = 0;
INSERT INTO gift_card_ledger (gift_card_id, kind, amount, order_id, created_at)
  SELECT g.id, 'issued', g.amount, g.order_id, g.created_at FROM gift_cards g;
INSERT INTO gift_card_ledger (gift_card_id, kind, amount, order_id, created_at)
  SELECT g.id, 'redeemed', -20, g.order_id, g.created_at + interval '3 days' FROM gift_cards g WHERE g.id % 3 = 0;
INSERT INTO gift_card_emails (gift_card_id, to_address, due_at, sent_at, attempts)
  SELECT g.id, 'friend@example.com', g.created_at, g.created_at + interval '1 minute', 1
    FROM gift_cards g WHERE g.delivery = 'email';
ANALYZE;`;

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export interface InsightsBench {
  generateMs: number;
  ranges: {
    label: string;
    from: string;
    to: string;
    runs: number;
    median: number;
    min: number;
    max: number;
  }[];
}

export const measureInsightsReport = async (connectionString: string): Promise<InsightsBench> => {
  const schema = `bench_insights_${randomBytes(6).toString('hex')}`;
  // Generating a million rows takes longer than a request's bound (PC_DB_TIMEOUT_MS): a minute here.
  const db = await openPostgres({ connectionString, schema, max: 2, timeoutMs: 120_000 });
  try {
    await migrate(db);
    const generating = performance.now();
    await db.exec(GENERATE);
    const generateMs = performance.now() - generating;
    const ranges = [];
    for (const [label, days] of [
      ['last 30 days', 30],
      ['all 90 days', DAYS],
    ] as const) {
      const from = dayBefore(LAST_DAY, days - 1);
      await insightsReport(db, from, LAST_DAY, optionPathName);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await insightsReport(db, from, LAST_DAY, optionPathName);
        times.push(performance.now() - started);
      }
      ranges.push({ label, from, to: LAST_DAY, ...summarize(times) });
    }
    return { generateMs, ranges };
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await db.close();
  }
};

export const insightsTable = ({ ranges }: InsightsBench): string =>
  formatTable(
    [
      `report over ${ORDERS.toLocaleString('en-US')} orders, ${EVENTS.toLocaleString('en-US')} events`,
      'days',
      'median ms',
      'min',
      'max',
    ],
    ranges.map((range) => [
      `${range.label} (${range.from} to ${range.to})`,
      String(Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1),
      range.median.toFixed(0),
      range.min.toFixed(0),
      range.max.toFixed(0),
    ]),
  );

// Run alone: prints the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'insightsReport: set BENCH_DATABASE_URL or DATABASE_URL, or run it through scripts/with-postgres.sh',
    );
    process.exit(2);
  }
  const result = await measureInsightsReport(url);
  console.log(`Generated in ${(result.generateMs / 1000).toFixed(1)} s.`);
  console.log(insightsTable(result));
}

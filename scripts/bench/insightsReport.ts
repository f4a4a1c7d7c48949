/**
 * The owner's report's answer time on PostgreSQL (issue 46 item 4; docs/decisions/0121, 0193), at
 * each size of BENCH_INSIGHTS_SIZES (orders, comma-separated; default 10,000, 100,000 and 1,000,000),
 * with ten insight events per order, over two years up to now: generated with generate_series in a
 * schema of its own (dropped at the end), the closed days rolled up by the worker's own rollup
 * (insights/reportRollups.ts), then the report (insights/insightsReport.ts, as the route reads it) for
 * the last 30, 90 and 365 days and the whole range, BENCH_INSIGHTS_RUNS times each (default 7) after
 * one warm-up; and the same ranges read raw (the report before rollups), BENCH_INSIGHTS_RAW_RUNS times
 * (default 1, 0 to leave them out: a raw year of a million orders takes many seconds).
 *
 * Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL; `npm run bench` starts a throwaway one with
 * scripts/with-postgres.sh when neither is set. Alone: `bash scripts/with-postgres.sh npx tsx
 * scripts/bench/insightsReport.ts`, or `BENCH_ROUTES=report-at-scale npm run bench`.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../packages/store-server/src/db/db.ts';
import { migrate } from '../../packages/store-server/src/db/migrate.ts';
import { openPostgres } from '../../packages/store-server/src/db/postgresDb.ts';
import { type ReportReading, reportTables } from '../../packages/store-server/src/insights/insightsReport.ts';
import { reportRange } from '../../packages/store-server/src/insights/reportRange.ts';
import { rollUpReportDays } from '../../packages/store-server/src/insights/reportRollups.ts';
import { optionPathName } from '../../packages/store-server/src/postPurchase/postPurchaseOptions.ts';
import { percentile } from './pacedRequests.ts';
import { median } from './stats.ts';
import { formatTable } from './table.ts';

export const EVENTS_PER_ORDER = 10;
/** The data's span, back from now: two years, so the whole range is more than the last 365 days. */
const DAYS = 730;
const RANGES = [30, 90, 365, null] as const;

const count = (name: string, fallback: number) =>
  Math.max(0, Math.floor(Number(process.env[name] ?? fallback))) || fallback;
const RUNS = count('BENCH_INSIGHTS_RUNS', 7);
const RAW_RUNS = Math.max(0, Math.floor(Number(process.env.BENCH_INSIGHTS_RAW_RUNS ?? 1)) || 0);

/** BENCH_INSIGHTS_SIZES: the numbers of orders measured. */
export const insightsSizes = (env: Readonly<Record<string, string | undefined>>): number[] => {
  const sizes = (env.BENCH_INSIGHTS_SIZES ?? '')
    .split(',')
    .map((size) => Math.floor(Number(size.replaceAll('_', '').trim())))
    .filter((size) => Number.isSafeInteger(size) && size > 0);
  return sizes.length > 0 ? sizes : [10_000, 100_000, 1_000_000];
};

/** The tables the report reads, filled in bulk: every statement is one INSERT ... SELECT. */
export const insightsData = (orders: number): string => {
  const logs = Math.floor((orders * 6) / 10);
  const events = orders * EVENTS_PER_ORDER;
  // An instant `n` steps back from the seeding's now, a day and some minutes apart.
  const back = (n: string) =>
    `now() - (${n} % ${DAYS}) * interval '1 day' - (${n} % 600) * interval '1 minute'`;
  return `
INSERT INTO sessions (id, created_at)
  SELECT 'bench-session-' || n, ${back('n')} FROM generate_series(1, ${orders}) n;

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
    FROM generate_series(1, ${logs}) n JOIN sessions s ON s.id = 'bench-session-' || n;

INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, created_at)
  SELECT 'bench-session-' || n, 40 + n % 60, 0, 0, 40 + n % 60,
         least(now(), ${back('n')} + interval '2 hours')
    FROM generate_series(1, ${orders}) n;

INSERT INTO order_lines (order_id, position, product_id, variation_id, name, sku, category, image, quantity, price, cadence)
  SELECT o.id, 0, 1, 1, (ARRAY['Face Set','Hair Set','Body Set','Hand Set'])[1 + o.id % 4], 'sku', 'set', '', 1, o.subtotal, 0
    FROM orders o;

INSERT INTO post_purchase_events (order_id, results, other_text, created_at)
  SELECT o.id,
         CASE WHEN o.id % 30 = 2 THEN '["other"]'::jsonb
              WHEN o.id % 3 = 0 THEN '["podcast","podcast-huberman-lab"]'::jsonb
              WHEN o.id % 3 = 1 THEN '["instagram"]'::jsonb ELSE '["friend"]'::jsonb END,
         -- "Other" with its text (decision 0159): one order in thirty.
         CASE WHEN o.id % 30 = 2 THEN 'a text of its own' END,
         o.created_at + interval '1 minute'
    FROM orders o WHERE o.id % 2 = 0;

INSERT INTO cross_sell_events (session_id, action, products, coupon_code, created_at)
  SELECT o.session_id, CASE WHEN o.id % 2 = 0 THEN 'SUBSCRIBE' ELSE 'ONE_TIME' END,
         jsonb_build_array((ARRAY['Face Set','Hair Set','Body Set','Hand Set'])[1 + o.id % 4]), NULL,
         o.created_at - interval '5 minutes'
    FROM orders o WHERE o.id % 5 = 0;

INSERT INTO insight_events (session_id, kind, quiz_type, survey_log_id, created_at)
  SELECT 'bench-session-' || (1 + n % ${orders}),
         (ARRAY['quiz_viewed','results_viewed','cart_added','cross_sell_shown','cross_sell_declined'])[1 + n % 5],
         CASE WHEN n % 5 = 0 THEN (ARRAY['self','gift'])[1 + n % 2] END,
         CASE WHEN n % 5 IN (1, 2) THEN 'bench-log-' || (1 + n % ${logs}) END,
         now() - (n::bigint * ${DAYS * 1440} / ${events}) * interval '1 minute'
    FROM generate_series(1, ${events}) n;

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
};

/** The tables whose triggers mark stale days (057): off while seeding, whose days are all rolled up after. */
const MARKED = [
  'orders',
  'survey_logs',
  'insight_events',
  'post_purchase_events',
  'cross_sell_events',
  'order_lines',
  'order_discounts',
];

export interface InsightsRange {
  label: string;
  from: string;
  to: string;
  days: number;
  rollups: { median: number; p95: number };
  raw: { median: number; runs: number } | null;
}

export interface InsightsSize {
  orders: number;
  events: number;
  generateMs: number;
  rollupMs: number;
  ranges: InsightsRange[];
}

const timed = async (runs: number, work: () => Promise<unknown>): Promise<number[]> => {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
};

const measureSize = async (connectionString: string, orders: number): Promise<InsightsSize> => {
  const schema = `bench_insights_${randomBytes(6).toString('hex')}`;
  // Generating ten million rows takes far longer than a request's bound (PC_DB_TIMEOUT_MS).
  const db: Db = await openPostgres({ connectionString, schema, max: 2, timeoutMs: 30 * 60_000 });
  try {
    await migrate(db);
    const generating = performance.now();
    for (const table of MARKED) await db.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    await db.exec(insightsData(orders));
    for (const table of MARKED) await db.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    const generateMs = performance.now() - generating;
    // The worker's catch-up on a store that had none: every closed day, a batch at a time.
    const rolling = performance.now();
    while ((await rollUpReportDays(db, new Date())) > 0);
    await db.exec('ANALYZE');
    const rollupMs = performance.now() - rolling;
    const [bounds] = await db.query<{ first: string; today: string }>(
      'SELECT report_day(min(created_at))::text AS first, report_day(now())::text AS today FROM orders',
    );
    const { first, today } = bounds!;
    const ranges: InsightsRange[] = [];
    for (const days of RANGES) {
      const from =
        days === null
          ? first
          : new Date(Date.parse(`${today}T12:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const range = await reportRange(db, from, today);
      const read = (reading: ReportReading) => reportTables(db, range, optionPathName, reading);
      await read('rollups');
      const rolled = await timed(RUNS, () => read('rollups'));
      const raw = RAW_RUNS > 0 ? await timed(RAW_RUNS, () => read('raw')) : null;
      ranges.push({
        label: days === null ? 'whole range' : `last ${days} days`,
        from,
        to: today,
        days: Math.round((Date.parse(today) - Date.parse(from)) / 86_400_000) + 1,
        rollups: { median: median(rolled), p95: percentile(rolled, 95) },
        raw: raw ? { median: median(raw), runs: raw.length } : null,
      });
    }
    return { orders, events: orders * EVENTS_PER_ORDER, generateMs, rollupMs, ranges };
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await db.close();
  }
};

/** Each size in turn, the largest last; `progress` hears each size once measured. */
export const measureInsightsReport = async (
  connectionString: string,
  sizes = insightsSizes(process.env),
  progress: (size: InsightsSize) => void = () => {},
): Promise<InsightsSize[]> => {
  const measured: InsightsSize[] = [];
  for (const orders of sizes) {
    const size = await measureSize(connectionString, orders);
    progress(size);
    measured.push(size);
  }
  return measured;
};

const thousands = (n: number) => n.toLocaleString('en-US');
const ms = (n: number) => n.toFixed(0);

/** One table: a row per size and range, the goal (≤ 1 s, issue 46 item 4) in the header. */
export const insightsTable = (sizes: readonly InsightsSize[]): string =>
  formatTable(
    [
      'orders',
      'events',
      'range',
      'days',
      'median ms (goal ≤ 1000)',
      'p95 ms',
      'raw median ms (before)',
      'seeded s',
      'rolled up s',
    ],
    sizes.flatMap((size) =>
      size.ranges.map((range) => [
        thousands(size.orders),
        thousands(size.events),
        `${range.label} (${range.from} to ${range.to})`,
        String(range.days),
        `${ms(range.rollups.median)}${range.rollups.median > 1000 ? ' ✗' : ''}`,
        ms(range.rollups.p95),
        range.raw ? `${ms(range.raw.median)}${range.raw.runs === 1 ? ' (1 run)' : ''}` : '-',
        (size.generateMs / 1000).toFixed(1),
        (size.rollupMs / 1000).toFixed(1),
      ]),
    ),
    { left: 3 },
  );

// Run alone: prints each size as it is measured, then the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'insightsReport: set BENCH_DATABASE_URL or DATABASE_URL, or run it through scripts/with-postgres.sh',
    );
    process.exit(2);
  }
  const sizes = await measureInsightsReport(url, insightsSizes(process.env), (size) =>
    console.error(`measured ${thousands(size.orders)} orders`),
  );
  console.log(insightsTable(sizes));
}

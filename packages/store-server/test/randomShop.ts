import type { Queryable } from '../src/db/db.ts';
import { type Random, seededRandom } from '../src/postPurchase/surveyOptionOrder.ts';

// Random shoppers for the report's rollup tests (src/insights/reportRollups.test.ts; docs/decisions/0193):
// quizzes, views, orders (some voided), answers given again, cross-sell offers and their orders, at
// random instants of the days before `now`, some right at a midnight of the shop's calendar. Written
// straight to the tables the report reads, as knownMonth.ts does, each table in one statement.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const CHANNELS: readonly (readonly string[])[] = [
  ['podcast', 'podcast-huberman-lab'],
  ['podcast'],
  ['instagram'],
  ['friend'],
  [],
];
const SETS = ['Face Set', 'Hair Set', 'Body Set', 'Hand Set'];
const QUESTIONS = ['name', 'age', 'skin_type', 'hair_type', 'deo_freq'];

export interface RandomShop {
  /** Writes `sessions` more shoppers, at instants from `days` days before `now` up to `now`. */
  add(db: Queryable, options: { now: Date; days: number; sessions: number }): Promise<void>;
}

/** A generator of shoppers: the same seed writes the same shop. */
export const randomShop = (seed: string): RandomShop => {
  const random = seededRandom(seed);
  let next = 0;
  return {
    async add(db, { now, days, sessions }) {
      // An instant in the span, one in six on the hour (a New York midnight among them) or a
      // millisecond either side of it.
      const instant = (from = now.getTime() - days * 24 * HOUR) => {
        const at = from + random() * (now.getTime() - from);
        if (random() > 1 / 6) return new Date(Math.floor(at)).toISOString();
        const hour = Math.floor(at / HOUR) * HOUR;
        return new Date(Math.min(now.getTime(), hour + pick(random, [-1, 0, 1]))).toISOString();
      };
      const rows = {
        sessions: [] as { id: string }[],
        logs: [] as Record<string, unknown>[],
        orders: [] as Record<string, unknown>[],
        events: [] as Record<string, unknown>[],
        crossSells: [] as Record<string, unknown>[],
      };
      for (let s = 0; s < sessions; s += 1) {
        next += 1;
        const session = `${seed}-s${next}`;
        rows.sessions.push({ id: session });
        for (const quizType of ['self', 'gift'] as const) {
          if (random() < 0.3) continue;
          const created = instant();
          const complete = random() < 0.6;
          const id = `${seed}-l${next}-${quizType}`;
          rows.logs.push({
            id,
            session_id: session,
            quiz_type: quizType,
            status: complete ? 'complete' : 'draft',
            continuation: random() < 0.1,
            opened_from: random() < 0.05 ? 'saved-link' : null,
            answers: QUESTIONS.slice(0, 1 + Math.floor(random() * QUESTIONS.length)).map((code) => ({
              questionCode: code,
              value: random() < 0.2 ? null : random() < 0.1 ? '' : 'yes',
            })),
            email: random() < 0.4 ? `${id}@example.com` : null,
            created_at: created,
            completed_at: complete ? instant(Date.parse(created)) : null,
          });
          for (let v = 0; v < 3; v += 1)
            if (random() < 0.6)
              rows.events.push({
                session_id: session,
                kind: pick(random, ['quiz_viewed', 'results_viewed', 'cart_added', 'cross_sell_shown']),
                quiz_type: random() < 0.7 ? quizType : null,
                survey_log_id: random() < 0.7 ? id : null,
                created_at: instant(Date.parse(created)),
              });
        }
        if (random() < 0.3)
          rows.events.push({
            session_id: session,
            kind: 'cross_sell_declined',
            quiz_type: null,
            survey_log_id: null,
            created_at: instant(),
          });
        if (random() < 0.35)
          rows.crossSells.push({
            session_id: session,
            action: pick(random, ['SUBSCRIBE', 'ONE_TIME']),
            products: [pick(random, SETS)],
            coupon_code: random() < 0.5 ? 'XSELL10' : null,
            created_at: instant(),
          });
        const orders = Math.floor(random() * 3);
        for (let o = 0; o < orders; o += 1)
          rows.orders.push({
            session_id: session,
            total: (20 + Math.floor(random() * 8000) / 100).toFixed(2),
            voided: random() < 0.1,
            created_at: instant(),
            product: pick(random, SETS),
            discount: random() < 0.4,
            answers: Array.from({ length: Math.floor(random() * 3) }, () => ({
              results: pick(random, CHANNELS),
              other_text: random() < 0.2 ? 'a text' : null,
            })),
          });
      }
      await insertRecords(db, 'sessions', { id: 'text' }, rows.sessions);
      await db.query(
        `INSERT INTO survey_logs (id, session_id, quiz_type, version, status, continuation, opened_from, answers,
           summary, recommendation, email, created_at, updated_at, completed_at)
         SELECT id, session_id, quiz_type, 1, status, continuation, opened_from, answers,
                CASE WHEN status = 'complete' THEN '{}'::jsonb END, CASE WHEN status = 'complete' THEN '{}'::jsonb END,
                email, created_at, created_at, completed_at
           FROM jsonb_to_recordset($1::text::jsonb) AS r (id text, session_id text, quiz_type text, status text,
             continuation boolean, opened_from text, answers jsonb, email text, created_at timestamptz, completed_at timestamptz)`,
        [JSON.stringify(rows.logs)],
      );
      await insertRecords(
        db,
        'insight_events',
        {
          session_id: 'text',
          kind: 'text',
          quiz_type: 'text',
          survey_log_id: 'text',
          created_at: 'timestamptz',
        },
        rows.events,
      );
      await insertRecords(
        db,
        'cross_sell_events',
        {
          session_id: 'text',
          action: 'text',
          products: 'jsonb',
          coupon_code: 'text',
          created_at: 'timestamptz',
        },
        rows.crossSells,
      );
      for (const order of rows.orders) await addOrder(db, order);
    },
  };
};

/** Rows of `table` in one statement: `columns` names each column with its type. */
const insertRecords = (
  db: Queryable,
  table: string,
  columns: Record<string, string>,
  rows: readonly Record<string, unknown>[],
) => {
  const names = Object.keys(columns).join(', ');
  const types = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  return db.query(
    `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::text::jsonb) AS r (${types})`,
    [JSON.stringify(rows)],
  );
};

/** One order with its line, its discount and its answers (each a minute after the one before). */
const addOrder = async (db: Queryable, order: Record<string, unknown>) => {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, created_at, voided_at)
     VALUES ($1, $2::numeric, 0, 0, $2::numeric, $3::timestamptz, CASE WHEN $4 THEN $3::timestamptz END)
     RETURNING id::text`,
    [order.session_id, order.total, order.created_at, order.voided],
  );
  const id = row!.id;
  await db.query(
    `INSERT INTO order_lines (order_id, position, product_id, variation_id, name, sku, category, image, quantity, price, cadence)
     VALUES ($1::bigint, 0, 1, 1, $2, 'sku', 'set', '', 1, $3::numeric, 0)`,
    [id, order.product, order.total],
  );
  if (order.discount)
    await db.query(
      `INSERT INTO order_discounts (order_id, code, amount) VALUES ($1::bigint, 'XSELL10', 10)`,
      [id],
    );
  for (const [n, answer] of (order.answers as { results: string[]; other_text: string | null }[]).entries())
    await db.query(
      `INSERT INTO post_purchase_events (order_id, results, other_text, created_at)
       VALUES ($1::bigint, $2::text::jsonb, $3, $4::timestamptz + $5 * interval '1 minute')`,
      [id, JSON.stringify(answer.results), answer.other_text, order.created_at, n + 1],
    );
};

/** Writes an order late: dated `created_at`, for a shopper already there (its session's id). */
export const addLateOrder = (
  db: Queryable,
  order: { session_id: string; total: string; created_at: string; product: string },
): Promise<void> => addOrder(db, { ...order, voided: false, discount: false, answers: [] });

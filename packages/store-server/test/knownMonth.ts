import type { Queryable } from '../src/db/db.ts';

// A known month of shoppers for the report's tests (insightsReport.test.ts): November 2026 in the shop's
// calendar (America/New_York, UTC-5 that month), with one fact on each side of both edges. Written
// straight to the tables the store keeps, so each figure of the report can be worked out by hand;
// insightsRecording.test.ts shows the store writes these facts itself.

const answers = (pairs: [string, string | null][]) =>
  JSON.stringify(pairs.map(([questionCode, value]) => ({ questionCode, value })));

const session = (db: Queryable, id: string) =>
  db.query('INSERT INTO sessions (id) VALUES ($1) ON CONFLICT DO NOTHING', [id]);

interface Log {
  id: string;
  session: string;
  type: 'self' | 'gift';
  created: string;
  completed?: string;
  email?: string;
  answers?: [string, string | null][];
  continuation?: boolean;
}

const log = async (db: Queryable, l: Log) => {
  await session(db, l.session);
  await db.query(
    `INSERT INTO survey_logs (id, session_id, quiz_type, version, status, continuation, answers, summary,
       recommendation, email, created_at, updated_at, completed_at)
     VALUES ($1, $2, $3, 1, $4, $5, $6::text::jsonb, $7::text::jsonb, $7::text::jsonb, $8, $9::timestamptz,
       $9::timestamptz, $10::timestamptz)`,
    [
      l.id,
      l.session,
      l.type,
      l.completed ? 'complete' : 'draft',
      l.continuation ?? false,
      answers(l.answers ?? []),
      l.completed ? '{}' : null,
      l.email ?? null,
      l.created,
      l.completed ?? null,
    ],
  );
};

const event = (
  db: Queryable,
  sessionId: string,
  kind: string,
  at: string,
  extra: { log?: string; type?: string } = {},
) =>
  db.query(
    'INSERT INTO insight_events (session_id, kind, quiz_type, survey_log_id, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz)',
    [sessionId, kind, extra.type ?? null, extra.log ?? null, at],
  );

interface Order {
  session: string;
  at: string;
  total: number;
  lines?: [name: string, price: number][];
  discounts?: [code: string, amount: number][];
}

const order = async (db: Queryable, o: Order): Promise<string> => {
  await session(db, o.session);
  const [row] = await db.query<{ id: string | number }>(
    `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, created_at)
     VALUES ($1, $2, 0, 0, $2, $3::timestamptz) RETURNING id`,
    [o.session, o.total, o.at],
  );
  const id = String(row!.id);
  for (const [position, [name, price]] of (o.lines ?? []).entries()) {
    await db.query(
      `INSERT INTO order_lines (order_id, position, product_id, variation_id, name, sku, category, image, quantity, price, cadence)
       VALUES ($1::bigint, $2, 1, 1, $3, $4, 'set', '', 1, $5, 0)`,
      [id, position, name, `sku-${position}`, price],
    );
  }
  for (const [code, amount] of o.discounts ?? []) {
    await db.query('INSERT INTO order_discounts (order_id, code, amount) VALUES ($1::bigint, $2, $3)', [
      id,
      code,
      amount,
    ]);
  }
  return id;
};

const surveyAnswer = (db: Queryable, orderId: string, results: string[], at: string) =>
  db.query(
    'INSERT INTO post_purchase_events (order_id, results, created_at) VALUES ($1::bigint, $2::text::jsonb, $3::timestamptz)',
    [orderId, JSON.stringify(results), at],
  );

const crossSellTaken = (
  db: Queryable,
  sessionId: string,
  action: 'SUBSCRIBE' | 'ONE_TIME',
  products: string[],
  coupon: string | null,
  at: string,
) =>
  session(db, sessionId).then(() =>
    db.query(
      `INSERT INTO cross_sell_events (session_id, action, products, coupon_code, created_at)
     VALUES ($1, $2, $3::text::jsonb, $4, $5::timestamptz)`,
      [sessionId, action, JSON.stringify(products), coupon, at],
    ),
  );

const giftCard = async (
  db: Queryable,
  g: {
    code: string;
    order: string;
    delivery: 'email' | 'mail';
    amount: number;
    at: string;
    shipped?: string;
    sent?: string;
  },
): Promise<string> => {
  const [row] = await db.query<{ id: string | number }>(
    `INSERT INTO gift_cards (code, order_id, position, delivery, amount, recipient_email, shipped_at, created_at)
     VALUES ($1, $2::bigint, 0, $3, $4, $5, $6::timestamptz, $7::timestamptz) RETURNING id`,
    [
      g.code,
      g.order,
      g.delivery,
      g.amount,
      g.delivery === 'email' ? 'friend@example.com' : null,
      g.shipped ?? null,
      g.at,
    ],
  );
  const id = String(row!.id);
  await ledger(db, id, 'issued', g.amount, g.order, g.at);
  if (g.delivery === 'email') {
    await db.query(
      `INSERT INTO gift_card_emails (gift_card_id, to_address, due_at, sent_at, attempts)
       VALUES ($1::bigint, 'friend@example.com', $2::timestamptz, $3::timestamptz, $4)`,
      [id, g.at, g.sent ?? null, g.sent ? 1 : 0],
    );
  }
  return id;
};

const ledger = (
  db: Queryable,
  card: string,
  kind: 'issued' | 'redeemed',
  amount: number,
  orderId: string,
  at: string,
) =>
  db.query(
    'INSERT INTO gift_card_ledger (gift_card_id, kind, amount, order_id, created_at) VALUES ($1::bigint, $2, $3, $4::bigint, $5::timestamptz)',
    [card, kind, amount, orderId, at],
  );

/** The month: the report of 2026-11-01 to 2026-11-30 is worked out in insightsReport.test.ts. */
export const seedKnownMonth = async (db: Queryable): Promise<void> => {
  // Quizzes. s1 and s2 complete the self quiz and buy (s1 within 7 days, s2 after 16); s3-s5 leave it;
  // s6 completes the gift quiz, s7 leaves it; s1's continuation and s8's October quiz are not November's starts.
  await log(db, {
    id: 'L1',
    session: 's1',
    type: 'self',
    created: '2026-11-03T15:00:00Z',
    completed: '2026-11-03T15:10:00Z',
    email: 'a@example.com',
  });
  await log(db, {
    id: 'L2',
    session: 's2',
    type: 'self',
    created: '2026-11-04T15:00:00Z',
    completed: '2026-11-04T15:12:00Z',
  });
  await log(db, {
    id: 'L3',
    session: 's3',
    type: 'self',
    created: '2026-11-06T15:00:00Z',
    answers: [
      ['age', '30'],
      ['skin_type', '1'],
      ['face_type', null],
    ],
  });
  await log(db, {
    id: 'L4',
    session: 's4',
    type: 'self',
    created: '2026-11-07T15:00:00Z',
    answers: [['age', '40']],
  });
  await log(db, { id: 'L5', session: 's5', type: 'self', created: '2026-11-08T15:00:00Z' });
  await log(db, {
    id: 'L6',
    session: 's6',
    type: 'gift',
    created: '2026-11-10T15:00:00Z',
    completed: '2026-11-10T15:08:00Z',
    email: 'g@example.com',
  });
  await log(db, {
    id: 'L7',
    session: 's7',
    type: 'gift',
    created: '2026-11-11T15:00:00Z',
    answers: [
      ['relationship', '0'],
      ['age', '30'],
    ],
  });
  await log(db, {
    id: 'L8',
    session: 's1',
    type: 'self',
    created: '2026-11-09T15:00:00Z',
    continuation: true,
  });
  await log(db, {
    id: 'L9',
    session: 's8',
    type: 'self',
    created: '2026-10-20T15:00:00Z',
    completed: '2026-10-20T15:09:00Z',
  });
  // The last of October in New York (03:00 UTC on 1 November) is left out.
  await log(db, { id: 'L10', session: 's12', type: 'self', created: '2026-11-01T03:00:00Z' });

  for (const [at, who] of [
    ['2026-11-03T14:55:00Z', 's1'],
    ['2026-11-04T14:55:00Z', 's2'],
    ['2026-11-06T14:55:00Z', 's3'],
    ['2026-11-07T14:55:00Z', 's4'],
    ['2026-11-08T14:55:00Z', 's5'],
    ['2026-10-31T14:55:00Z', 's12'],
  ] as const) {
    await event(db, who, 'quiz_viewed', at, { type: 'self' });
  }
  for (const [at, who] of [
    ['2026-11-10T14:55:00Z', 's6'],
    ['2026-11-11T14:55:00Z', 's7'],
    ['2026-11-12T14:55:00Z', 's7'],
  ] as const) {
    await event(db, who, 'quiz_viewed', at, { type: 'gift' });
  }
  await event(db, 's1', 'results_viewed', '2026-11-03T15:11:00Z', { log: 'L1' });
  await event(db, 's1', 'results_viewed', '2026-11-04T15:11:00Z', { log: 'L1' });
  await event(db, 's2', 'results_viewed', '2026-11-04T15:13:00Z', { log: 'L2' });
  await event(db, 's6', 'results_viewed', '2026-11-10T15:09:00Z', { log: 'L6' });
  await event(db, 's1', 'cart_added', '2026-11-03T15:15:00Z', { log: 'L1' });
  await event(db, 's2', 'cart_added', '2026-11-04T15:15:00Z', { log: 'L2' });

  // Cross-sell: four offers shown, s10 says NO THANKS, s1 subscribes (coupon XSELL5), s9 buys once,
  // s2 subscribes but removes the set before ordering.
  for (const who of ['s1', 's2', 's9', 's10'])
    await event(db, who, 'cross_sell_shown', '2026-11-05T16:00:00Z');
  await event(db, 's10', 'cross_sell_declined', '2026-11-05T16:01:00Z');
  await crossSellTaken(db, 's1', 'SUBSCRIBE', ['Face Set'], 'XSELL5', '2026-11-05T16:02:00Z');
  await crossSellTaken(db, 's9', 'ONE_TIME', ['Hair Set'], null, '2026-11-15T16:00:00Z');
  await crossSellTaken(db, 's2', 'SUBSCRIBE', ['Body Set'], 'XSELL5', '2026-11-19T16:00:00Z');

  // Orders: five in November (the last at 23:30 on the 30th in New York), one on 31 October there.
  const o1 = await order(db, {
    session: 's1',
    at: '2026-11-05T17:00:00Z',
    total: 100,
    lines: [
      ['Face Set', 34],
      ['Cologne Set', 71],
    ],
    discounts: [['XSELL5', 5]],
  });
  const o2 = await order(db, {
    session: 's2',
    at: '2026-11-20T17:00:00Z',
    total: 50,
    lines: [['Hair Set', 38]],
  });
  const o3 = await order(db, { session: 's8', at: '2026-11-12T17:00:00Z', total: 80 });
  const o4 = await order(db, {
    session: 's9',
    at: '2026-11-15T17:00:00Z',
    total: 40,
    lines: [['Hair Set', 38]],
  });
  await order(db, { session: 's10', at: '2026-12-01T04:30:00Z', total: 30 });
  const o6 = await order(db, { session: 's11', at: '2026-11-01T03:00:00Z', total: 999 });

  // Survey answers: o1 changes its answer (the latest counts), o6's is October's.
  await surveyAnswer(db, o1, ['podcast'], '2026-11-05T17:01:00Z');
  await surveyAnswer(db, o1, ['podcast', 'podcast-huberman-lab'], '2026-11-05T17:02:00Z');
  await surveyAnswer(db, o2, ['instagram'], '2026-11-20T17:01:00Z');
  await surveyAnswer(db, o3, ['podcast', 'podcast-huberman-lab'], '2026-11-12T17:01:00Z');
  await surveyAnswer(db, o6, ['tv'], '2026-11-01T03:01:00Z');

  // Gift cards: two sold in November, one in October; three delivered in November; one redeemed in
  // November and one in December.
  const g1 = await giftCard(db, {
    code: 'G1',
    order: o3,
    delivery: 'email',
    amount: 50,
    at: '2026-11-12T17:00:00Z',
    sent: '2026-11-13T13:00:00Z',
  });
  await giftCard(db, {
    code: 'G2',
    order: o4,
    delivery: 'mail',
    amount: 25,
    at: '2026-11-15T17:00:00Z',
    shipped: '2026-11-16T15:00:00Z',
  });
  const g3 = await giftCard(db, {
    code: 'G3',
    order: o6,
    delivery: 'email',
    amount: 100,
    at: '2026-11-01T03:00:00Z',
    sent: '2026-11-02T13:00:00Z',
  });
  await ledger(db, g3, 'redeemed', -30, o2, '2026-11-20T17:00:00Z');
  await ledger(db, g1, 'redeemed', -20, o2, '2026-12-05T17:00:00Z');
};

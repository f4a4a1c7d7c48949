import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@pc/shared/constants';
import { addToCart } from '@pc/shared/contract';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/testApp.ts';
import { TEST_DATABASE } from '../test/testDb.ts';
import { Visitor } from '../test/visitor.ts';

// docs/decisions/0222 (issue 45 item 2): on PostgreSQL every statement is a trip to another process.
// A keyed add to cart read its session's row in four of its steps, and sent its commit mark and its
// COMMIT apart: 12 trips. The row is now read once per request, the mark goes with the COMMIT: 7.

const ADD = { quantity: 1, 'add-to-cart': 111, variation_id: 11101 };

/** The statements this process sends to PostgreSQL while `work` runs, in order. */
const tripsOf = async (work: () => Promise<unknown>): Promise<string[]> => {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [text] = args as [string | { text: string }];
    sent.push((typeof text === 'string' ? text : text.text).replace(/\s+/g, ' ').trim());
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
};

afterEach(() => vi.restoreAllMocks());

describe.runIf(TEST_DATABASE === 'postgres')('An add to cart on PostgreSQL', () => {
  const test = useTestApp();

  it('reads its session once and commits in one trip with its mark: 7 trips', async () => {
    const visitor = await Visitor.arrive(test.app);
    await visitor.postForm(addToCart.path, ADD); // the session's first write makes its row
    const add = () =>
      visitor.send({
        method: 'POST',
        url: addToCart.path,
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(Object.entries(ADD).map(([k, v]) => [k, String(v)])).toString(),
        headers: { [IDEMPOTENCY_HEADER]: `trips-${randomUUID()}` },
      });
    let status = 0;
    const trips = await tripsOf(async () => {
      status = (await add()).statusCode;
    });
    expect(status).toBe(200);
    expect(trips.filter((sql) => /\bFROM sessions\b/.test(sql))).toHaveLength(1);
    expect(trips.at(-1)).toMatch(/^SELECT commit_mark\('[0-9a-f-]{36}'\) AS marked; COMMIT$/);
    expect(trips).toHaveLength(7);
    // The mark was written with the commit, and so the add is there.
    const [mark] = /'([0-9a-f-]{36})'/.exec(trips.at(-1) as string)?.slice(1) ?? [];
    expect(await test.database.db.query('SELECT 1 FROM commit_marks WHERE token = $1', [mark])).toHaveLength(
      1,
    );
  });

  it('a transaction that wrote nothing leaves no mark', async () => {
    const trips = await tripsOf(() => test.database.db.transaction((tx) => tx.query('SELECT 1')));
    const [mark] = /'([0-9a-f-]{36})'/.exec(trips.at(-1) as string)?.slice(1) ?? [];
    expect(mark).toBeDefined();
    expect(await test.database.db.query('SELECT 1 FROM commit_marks WHERE token = $1', [mark])).toEqual([]);
  });
});

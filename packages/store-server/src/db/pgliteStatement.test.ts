import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteCommand, pgliteStatements } from './pgliteStatement.ts';

// docs/decisions/0203: a statement in one trip answers what PGlite's own query answers, values written
// and rows read by PGlite's serializers and parsers, errors with their SQLSTATE.

let pg: PGlite;
let statement: ReturnType<typeof pgliteStatements>;

beforeAll(async () => {
  pg = new PGlite('memory://');
  await pg.exec(`CREATE TABLE lines (
    id serial PRIMARY KEY, name text NOT NULL, price numeric(10, 2), at timestamptz, tags text[],
    ids int[], bundle jsonb, done boolean, big bigint, day date)`);
  statement = pgliteStatements(pg);
});
afterAll(() => pg.close());

const CASES: ReadonlyArray<readonly [string, string, readonly unknown[]]> = [
  [
    'every kind of value, as the server writes them',
    `INSERT INTO lines (name, price, at, tags, ids, bundle, done, big, day)
     VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8, $9)
     RETURNING name, price, at, tags, ids, bundle, done, big, day`,
    [
      'Cèdre «blanc» 50 ml',
      12.5,
      new Date('2026-11-29T08:00:00Z'),
      ['a', 'b c', 'd"e'],
      [1, 2, 3],
      JSON.stringify([{ id: 7, name: 'x' }]),
      true,
      9007199254740993n,
      '2026-12-01',
    ],
  ],
  [
    'nulls and undefined',
    'INSERT INTO lines (name, price, tags) VALUES ($1, $2, $3) RETURNING name, price, tags',
    ['n', null, undefined],
  ],
  ['a jsonb value as an object', "SELECT $1::jsonb AS doc, $1::jsonb->>'a' AS a", [{ a: 'b', n: [1, 2] }]],
  ['an array to ANY', 'SELECT name FROM lines WHERE id = ANY($1) ORDER BY id', [[1, 2]]],
  ['no parameters', 'SELECT count(*)::int AS n, sum(price) AS total FROM lines', []],
  ['no rows', 'SELECT * FROM lines WHERE name = $1', ['none']],
  ['a write without RETURNING', 'UPDATE lines SET done = $2 WHERE id = $1', [1, false]],
  ['the same text with other values', 'SELECT name FROM lines WHERE id = ANY($1) ORDER BY id', [[2]]],
];

describe('pgliteStatements', () => {
  it.each(CASES)('%s: the rows and counts of pg.query', async (_name, sql, params) => {
    // Ours rolled back, so both runs see the same rows (RETURNING leaves out the serial id).
    await pg.exec('BEGIN');
    const ours = await statement(sql, params);
    await pg.exec('ROLLBACK');
    const theirs = await pg.query(sql, [...params]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.affectedRows).toBe(theirs.affectedRows);
  });

  it('answers an error with its SQLSTATE, and the next statement runs', async () => {
    await expect(statement('INSERT INTO lines (name) VALUES ($1)', [null])).rejects.toMatchObject({
      code: '23502',
    });
    await expect(statement('SELECT nothing FROM lines WHERE id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    expect((await statement('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
  });

  it('keeps a transaction: rolled back, its writes are gone', async () => {
    await pg.exec('BEGIN');
    await statement('INSERT INTO lines (name) VALUES ($1)', ['rolled back']);
    await pg.exec('ROLLBACK');
    expect((await statement('SELECT id FROM lines WHERE name = $1', ['rolled back'])).rows).toEqual([]);
  });

  it('prepares a text once, and keeps at most `kept` texts', async () => {
    const onPg = pgliteStatements(pg, { kept: 2 });
    const names = async () =>
      (
        await pg.query<{ statement: string }>(
          "SELECT statement FROM pg_prepared_statements WHERE name LIKE 'pc_%'",
        )
      ).rows
        .map((row) => row.statement)
        .sort();
    const before = await names();
    for (const n of [1, 2, 3]) await onPg('SELECT $1::int AS one', [n]);
    await onPg('SELECT $1::int AS two', [2]);
    expect(await names()).toEqual([...before, 'SELECT $1::int AS one', 'SELECT $1::int AS two'].sort());
    await onPg('SELECT $1::int AS three', [3]);
    expect(await names()).toEqual([...before, 'SELECT $1::int AS three'].sort());
  });

  it('prepares a text again once its tables changed under its plan', async () => {
    await pg.exec('CREATE TABLE changing (id int)');
    expect((await statement('SELECT * FROM changing WHERE id = $1', [1])).fields).toHaveLength(1);
    await pg.exec('ALTER TABLE changing ADD COLUMN name text');
    await expect(statement('SELECT * FROM changing WHERE id = $1', [1])).rejects.toMatchObject({
      code: '0A000',
    });
    expect((await statement('SELECT * FROM changing WHERE id = $1', [1])).fields).toHaveLength(2);
  });

  it('says an ended instance is closed', async () => {
    const ended = new PGlite('memory://');
    const onEnded = pgliteStatements(ended);
    await ended.close();
    await expect(onEnded('SELECT $1::int AS n', [1])).rejects.toThrow('PGlite is closed');
    await expect(pgliteCommand(ended, 'BEGIN')).rejects.toThrow('PGlite is closed');
  });

  it("runs a transaction's commands, a COMMIT after a failed statement answered as the ROLLBACK it is", async () => {
    expect(await pgliteCommand(pg, 'BEGIN')).toBe('BEGIN');
    await statement('INSERT INTO lines (name) VALUES ($1)', ['kept']);
    expect(await pgliteCommand(pg, 'COMMIT')).toBe('COMMIT');
    expect(await pgliteCommand(pg, 'BEGIN')).toBe('BEGIN');
    await statement('INSERT INTO lines (name) VALUES ($1)', ['lost']);
    await expect(statement('INSERT INTO lines (name) VALUES ($1)', [null])).rejects.toMatchObject({
      code: '23502',
    });
    expect(await pgliteCommand(pg, 'COMMIT')).toBe('ROLLBACK');
    const names = (
      await statement<{ name: string }>('SELECT name FROM lines WHERE name = ANY($1)', [['kept', 'lost']])
    ).rows;
    expect(names).toEqual([{ name: 'kept' }]);
  });
});

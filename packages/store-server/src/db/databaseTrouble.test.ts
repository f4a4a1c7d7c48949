import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, databaseTrouble } from './databaseTrouble.ts';
import { createTurns } from './databaseTurns.ts';

// docs/decisions/0091: which errors are a database that is slow or gone (503), and which are bugs (500).
describe('databaseTrouble', () => {
  const pgError = (code: string) => Object.assign(new Error('pg'), { code });
  it.each([
    ['statement_timeout', pgError('57014'), 'busy'],
    ['lock_timeout', pgError('55P03'), 'busy'],
    ['idle in transaction timeout', pgError('25P03'), 'busy'],
    ['too many connections', pgError('53300'), 'busy'],
    ['deadlock', pgError('40P01'), 'busy'],
    ['our own turn not given', new DatabaseBusyError(5000), 'busy'],
    ['server shutting down', pgError('57P01'), 'unavailable'],
    ['server starting up', pgError('57P03'), 'unavailable'],
    ['connection failure', pgError('08006'), 'unavailable'],
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'unavailable',
    ],
    ['connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 'unavailable'],
    ['pg: terminated', new Error('Connection terminated unexpectedly'), 'unavailable'],
    ['pg: pool wait', new Error('timeout exceeded when trying to connect'), 'unavailable'],
    [
      'refused on both addresses',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
      'unavailable',
    ],
    [
      'pg: a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
      'unavailable',
    ],
    ['PGlite closed', new Error('PGlite is closed'), 'unavailable'],
    ['PGlite aborted', new WebAssembly.RuntimeError('unreachable'), 'unavailable'],
    ['a unique violation: a bug or a race the code handles', pgError('23505'), undefined],
    ['a syntax error: a bug', pgError('42601'), undefined],
    ['a plain error', new Error('boom'), undefined],
    ['not an error', 'boom', undefined],
  ])('%s', (_name, error, trouble) => {
    expect(databaseTrouble(error)).toBe(trouble);
  });
});

describe('createTurns', () => {
  it('runs work one at a time, in order', async () => {
    const { turn } = createTurns();
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        turn(1000, async () => {
          order.push(n);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(-n);
        }),
      ),
    );
    expect(order).toEqual([1, -1, 2, -2, 3, -3]);
  });

  it('refuses a turn not given in time, never runs that work, and keeps the order for later work', async () => {
    const { turn } = createTurns();
    let release = () => {};
    const held = turn(50, () => new Promise<void>((resolve) => (release = resolve)));
    let ran = false;
    const started = Date.now();
    await expect(turn(50, async () => (ran = true))).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(Date.now() - started).toBeLessThan(500);
    const later = turn(50, async () => 'later');
    release();
    await held;
    await expect(later).resolves.toBe('later');
    expect(ran).toBe(false);
  });
});

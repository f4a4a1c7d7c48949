import { describe, expect, it } from 'vitest';
import { createDatabaseHealth } from './databaseHealth.ts';
import { DatabaseBusyError } from './databaseTrouble.ts';
import type { Db } from './db.ts';

// docs/decisions/0091, 0146 (issue 36: "database busy" was logged 5 times in one 20 s outage): one line
// when an outage starts and one when it ends, whatever its cause, however often the database answers
// SELECT 1 in between (a lock holds one table, the others answer).

const TIMEOUT_MS = 5_000;

const setUp = () => {
  let clock = 0;
  let answers = true;
  const db = {
    timeoutMs: TIMEOUT_MS,
    query: async () => {
      if (!answers)
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return [];
    },
  } as unknown as Db;
  const lines: string[] = [];
  const health = createDatabaseHealth(
    db,
    { warn: (line) => lines.push(`warn ${line}`), info: (line) => lines.push(`info ${line}`) },
    () => clock,
  );
  return {
    health,
    lines,
    at: (ms: number) => {
      clock = ms;
    },
    down: (isDown: boolean) => {
      answers = !isDown;
    },
  };
};

describe('database health', () => {
  it('logs a 20 s lock once as it starts and once as it ends, though SELECT 1 answers all along', async () => {
    const { health, lines, at } = setUp();
    for (let second = 0; second <= 20; second += 2) {
      at(second * 1000);
      health.failed(new DatabaseBusyError(TIMEOUT_MS));
      at(second * 1000 + 1000);
      expect(await health.check()).toBe(true);
      expect(health.trouble()).toBe('busy');
    }
    at(20_000 + TIMEOUT_MS);
    await health.check();
    expect(health.trouble()).toBeUndefined();
    expect(lines).toEqual([
      expect.stringMatching(/^warn database busy: .*answering 503 with Retry-After/),
      'info database available again after 20.0 s of trouble (busy)',
    ]);
    health.stop();
  });

  it('logs a restart once each way, the readiness answer following the database at once', async () => {
    const { health, lines, at, down } = setUp();
    down(true);
    at(1_000);
    expect(await health.check()).toBe(false);
    at(11_000);
    expect(await health.check()).toBe(false);
    down(false);
    at(11_500);
    // Ready again as soon as it answers; the outage's end is logged once no work met trouble for a timeout.
    expect(await health.check()).toBe(true);
    expect(lines).toHaveLength(1);
    at(16_000);
    await health.check();
    expect(lines).toEqual([
      'warn database unavailable: connect ECONNREFUSED 127.0.0.1:5432; answering 503 with Retry-After until it recovers',
      'info database available again after 10.0 s of trouble (unavailable)',
    ]);
    health.stop();
  });

  it('ignores errors that are not database trouble', () => {
    const { health, lines } = setUp();
    health.failed(new Error('a bug'));
    expect(health.trouble()).toBeUndefined();
    expect(lines).toEqual([]);
  });
});

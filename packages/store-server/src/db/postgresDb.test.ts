import { describe, expect, it } from 'vitest';
import { startProxy } from '../test/tcpProxy.ts';
import { TEST_DATABASE } from '../test/testDb.ts';
import { databaseTrouble } from './databaseTrouble.ts';
import { openPostgres } from './postgresDb.ts';

// Issue 36, docs/decisions/0146: a connection lost while a client is checked out (in a transaction)
// emitted an 'error' event nobody listened to, which ended the process. Now the work it touched fails
// as database trouble (503), the client is given up, and the next work connects afresh.

describe.runIf(TEST_DATABASE === 'postgres')('PostgreSQL connections lost', () => {
  it('in a transaction and while idle: the work fails as trouble, nothing crashes, the next work runs', async () => {
    const target = new URL(process.env.DATABASE_URL as string);
    const proxy = await startProxy(target);
    const via = new URL(target);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    const db = await openPostgres({ connectionString: via.toString(), max: 2, timeoutMs: 1_000 });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // Idle clients in the pool, then one checked out for a transaction when the connection goes.
      await Promise.all([db.query('SELECT 1'), db.query('SELECT 1')]);
      const failed = await db
        .transaction(async (tx) => {
          await tx.query('SELECT 1');
          proxy.cut();
          await new Promise((resolve) => setTimeout(resolve, 100));
          await tx.query('SELECT 1');
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(databaseTrouble(failed)).toBe('unavailable');
      // While it is gone: refused at once as trouble.
      expect(databaseTrouble(await db.query('SELECT 1').catch((error: unknown) => error))).toBe(
        'unavailable',
      );
      proxy.restore();
      await expect(db.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
      await expect(db.transaction((tx) => tx.query<{ two: number }>('SELECT 2 AS two'))).resolves.toEqual([
        { two: 2 },
      ]);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await db.close().catch(() => {});
      await proxy.close();
    }
  });
});

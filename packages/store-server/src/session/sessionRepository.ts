import type { StockStatus } from '@pc/shared/contract';
import type { Db, Queryable } from '../db/db.ts';
import { keptRead } from '../db/readCache.ts';

/** spec §6 visitor kinds, switched by QA per session. */
export type Identity = 'anonymous' | 'customer';

export interface SessionSwitches {
  identity: Identity;
  /** The session's clock for dated rules (spec §4), or null for the server's clock. */
  clockOverride: Date | null;
  /** The QA stock switches (decision 0189): variation id → the stock status this session sees. */
  stock: Readonly<Record<string, StockStatus>>;
  /** The QA fault switches (decision 0189), as stored: a call's name → its fault (qa/faults.ts reads them). */
  faults: Readonly<Record<string, unknown>>;
}

const DEFAULTS: SessionSwitches = { identity: 'anonymous', clockOverride: null, stock: {}, faults: {} };

/** The session's switches, and whether its row exists yet (it is made on its first write). */
export interface SessionRow {
  readonly switches: SessionSwitches;
  readonly exists: boolean;
}

/**
 * Kept until a statement that may write to the sessions table, where this process is the database's
 * only writer (db/readCache.ts, docs/decisions/0056).
 */
export const readSession = (db: Queryable, sessionId: string): Promise<SessionRow> =>
  keptRead(
    db,
    `session|${sessionId}`,
    async () => {
      const [row] = await db.query<{
        identity: Identity;
        clock_override: Date | null;
        qa_stock: Record<string, StockStatus>;
        qa_faults: Record<string, unknown>;
      }>('SELECT identity, clock_override, qa_stock, qa_faults FROM sessions WHERE id = $1', [sessionId]);
      return row
        ? {
            switches: {
              identity: row.identity,
              clockOverride: row.clock_override ? new Date(row.clock_override) : null,
              stock: row.qa_stock,
              faults: row.qa_faults,
            },
            exists: true,
          }
        : { switches: DEFAULTS, exists: false };
    },
    'sessions',
  );

export const readSwitches = async (db: Queryable, sessionId: string): Promise<SessionSwitches> =>
  (await readSession(db, sessionId)).switches;

/** Creates the session's row on its first write. */
export const ensureSession = async (db: Queryable, sessionId: string): Promise<void> => {
  await db.query('INSERT INTO sessions (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [sessionId]);
};

export const setIdentity = async (db: Queryable, sessionId: string, identity: Identity): Promise<void> => {
  await db.query(
    `INSERT INTO sessions (id, identity) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET identity = EXCLUDED.identity`,
    [sessionId, identity],
  );
};

export const setClockOverride = async (db: Queryable, sessionId: string, at: Date | null): Promise<void> => {
  await db.query(
    `INSERT INTO sessions (id, clock_override) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET clock_override = EXCLUDED.clock_override`,
    [sessionId, at?.toISOString() ?? null],
  );
};

/** Sets one QA switch column (decision 0189): a jsonb object the session's requests read. */
export const setQaSwitch = async (
  db: Queryable,
  sessionId: string,
  column: 'qa_stock' | 'qa_faults',
  value: Readonly<Record<string, unknown>>,
): Promise<void> => {
  await db.query(
    `INSERT INTO sessions (id, ${column}) VALUES ($1, $2::text::jsonb)
     ON CONFLICT (id) DO UPDATE SET ${column} = EXCLUDED.${column}`,
    [sessionId, JSON.stringify(value)],
  );
};

/** Forgets everything the session owns: its row, and by ON DELETE CASCADE its cart and survey data. */
export const deleteSession = async (db: Queryable, sessionId: string): Promise<void> => {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
};

/**
 * Moves everything a session owns to a new id (docs/decisions/0043: the id rotates when the identity
 * changes, so an id seen before the change is worth nothing after it). Every table whose foreign key
 * references sessions is found in the catalogue, so tables added later move too.
 */
export const renameSession = async (db: Db, from: string, to: string): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO sessions (id, created_at, identity, clock_override, qa_stock, qa_faults)
       SELECT $2, created_at, identity, clock_override, qa_stock, qa_faults FROM sessions WHERE id = $1`,
      [from, to],
    );
    const references = await tx.query<{ table_name: string; column_name: string }>(
      `SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = 'sessions'::regclass`,
    );
    for (const { table_name, column_name } of references) {
      const column = `"${column_name.replaceAll('"', '""')}"`;
      // table_name comes from regclass::text, quoted by PostgreSQL where it needs quotes.
      await tx.query(`UPDATE ${table_name} SET ${column} = $2 WHERE ${column} = $1`, [from, to]);
    }
    await tx.query('DELETE FROM sessions WHERE id = $1', [from]);
  });
};

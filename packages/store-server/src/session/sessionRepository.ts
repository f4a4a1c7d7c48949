import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';

/** spec §6 visitor kinds, switched by QA per session. */
export type Identity = 'anonymous' | 'customer';

export interface SessionSwitches {
  identity: Identity;
  /** The session's clock for dated rules (spec §4), or null for the server's clock. */
  clockOverride: Date | null;
}

const DEFAULTS: SessionSwitches = { identity: 'anonymous', clockOverride: null };

export const readSwitches = async (db: Queryable, sessionId: string): Promise<SessionSwitches> => {
  const [row] = await db.query<{ identity: Identity; clock_override: Date | null }>(
    'SELECT identity, clock_override FROM sessions WHERE id = $1',
    [sessionId],
  );
  return row
    ? { identity: row.identity, clockOverride: row.clock_override ? new Date(row.clock_override) : null }
    : DEFAULTS;
};

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

/** Forgets everything the session owns: its row, and by ON DELETE CASCADE its cart and survey data. */
export const deleteSession = async (db: Queryable, sessionId: string): Promise<void> => {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
};

/** The time dated rules see for this session: its QA override, else the server's clock. */
export const sessionNow = async (db: Queryable, sessionId: string, clock: Clock): Promise<Date> =>
  (await readSwitches(db, sessionId)).clockOverride ?? clock();

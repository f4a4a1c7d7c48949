import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

// docs/decisions/0119: a signed-in owner's session, apart from the shoppers' pc_session: a random
// token in the pc_owner cookie (httpOnly, SameSite=Strict), its SHA-256 in owner_sessions.

export const OWNER_COOKIE = 'pc_owner';
/** A working day: an owner signs in again the next morning. */
export const OWNER_SESSION_S = 8 * 60 * 60;

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new session for the owner; answers the cookie's token. */
export const startOwnerSession = async (db: Queryable, ownerId: string, now: Date): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO owner_sessions (token_hash, owner_id, expires_at) VALUES ($1, $2::bigint, $3::timestamptz)',
    [tokenHash(token), ownerId, new Date(now.getTime() + OWNER_SESSION_S * 1000).toISOString()],
  );
  // Expired sessions go as new ones start.
  await db.query('DELETE FROM owner_sessions WHERE expires_at <= $1::timestamptz', [now.toISOString()]);
  return token;
};

/** The owner a cookie's token belongs to, while its session lasts; else null. */
export const ownerOfToken = async (
  db: Queryable,
  token: unknown,
  now: Date,
): Promise<{ email: string } | null> => {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const rows = await db.query<{ email: string }>(
    `SELECT owners.email FROM owner_sessions JOIN owners ON owners.id = owner_sessions.owner_id
      WHERE owner_sessions.token_hash = $1 AND owner_sessions.expires_at > $2::timestamptz`,
    [tokenHash(token), now.toISOString()],
  );
  return rows[0] ?? null;
};

export const endOwnerSession = async (db: Queryable, token: unknown): Promise<void> => {
  if (typeof token !== 'string') return;
  await db.query('DELETE FROM owner_sessions WHERE token_hash = $1', [tokenHash(token)]);
};

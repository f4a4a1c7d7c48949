import type { ServerMode } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { isPasswordHash } from './ownerPassword.ts';

// docs/decisions/0119: where the owner account comes from. In production: the environment
// (PC_OWNER_EMAIL and PC_OWNER_PASSWORD_HASH, a bcrypt hash made by `npm run owner:hash`); without
// them the store has no owner and the report answers nobody. In demo mode without them: the demo
// owner below, written in the README and the QA panel, so QA can sign in.

export interface OwnerAccount {
  email: string;
  passwordHash: string;
}

export const OWNER_EMAIL_ENV = 'PC_OWNER_EMAIL';
export const OWNER_HASH_ENV = 'PC_OWNER_PASSWORD_HASH';

/** The demo's owner (README "Shop owner"): its password is public, so demo mode only. */
export const DEMO_OWNER = {
  email: 'owner@pcstore.example',
  password: 'candle-ledger-42',
  passwordHash: '$2b$12$nyRtW7K7Xk8di7fdcKAm5Oqk7Pd9.J5gxe3f5RdsnDMWXtug1ISgK',
} as const;

/** Emails are compared as the owner typed them, trimmed and in lower case. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

/** The configured owner, the demo's in demo mode, or null; a half or malformed setting stops the start. */
export const configuredOwner = (
  env: Readonly<Record<string, string | undefined>>,
  mode: ServerMode,
): OwnerAccount | null => {
  const email = env[OWNER_EMAIL_ENV]?.trim() || '';
  const passwordHash = env[OWNER_HASH_ENV]?.trim() || '';
  if (email === '' && passwordHash === '') {
    return mode === 'demo' ? { email: DEMO_OWNER.email, passwordHash: DEMO_OWNER.passwordHash } : null;
  }
  if (email === '' || !email.includes('@')) throw new Error(`${OWNER_EMAIL_ENV} must be an email address`);
  if (!isPasswordHash(passwordHash)) {
    throw new Error(`${OWNER_HASH_ENV} must be a bcrypt hash: make one with npm run owner:hash`);
  }
  return { email: normalEmail(email), passwordHash };
};

/** Writes the account at start: a changed hash replaces the old one and ends its sessions. */
export const saveOwner = async (db: Queryable, owner: OwnerAccount): Promise<void> => {
  const rows = await db.query<{ id: string | number; password_hash: string }>(
    'SELECT id, password_hash FROM owners WHERE email = $1',
    [owner.email],
  );
  const row = rows[0];
  if (!row) {
    await db.query(
      'INSERT INTO owners (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
      [owner.email, owner.passwordHash],
    );
    return;
  }
  if (row.password_hash === owner.passwordHash) return;
  await db.query('UPDATE owners SET password_hash = $2 WHERE id = $1', [row.id, owner.passwordHash]);
  await db.query('DELETE FROM owner_sessions WHERE owner_id = $1', [row.id]);
};

export const findOwner = async (
  db: Queryable,
  email: string,
): Promise<{ id: string; email: string; passwordHash: string } | null> => {
  const rows = await db.query<{ id: string | number; email: string; password_hash: string }>(
    'SELECT id, email, password_hash FROM owners WHERE email = $1',
    [normalEmail(email)],
  );
  const row = rows[0];
  return row ? { id: String(row.id), email: row.email, passwordHash: row.password_hash } : null;
};

import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailContent } from '../giftCards/eGiftEmail.ts';
import { sendDataRightsLinks } from '../privacy/dataRightsMail.ts';
import { openTestDatabase, type TestDatabase } from '../test/testDb.ts';
import { migrate } from './migrate.ts';

// issue 43, migration 058: an email records the language of the page that caused it; a row written
// before the migration has none and is sent in the store's language (PC_LOCALE).

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));
const LOCALES_MIGRATION = '058_email_locales.sql';

let database: TestDatabase;
let before: string;
const at = new Date('2026-03-10T15:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase({ timeoutMs: 30_000 });
  // The store as it was: every migration before 058.
  before = mkdtempSync(path.join(tmpdir(), 'pc-migrations-'));
  for (const name of readdirSync(MIGRATIONS).filter((file) => file < LOCALES_MIGRATION))
    cpSync(path.join(MIGRATIONS, name), path.join(before, name));
  await migrate(database.db, `${before}/`);
  await database.db.query(
    `INSERT INTO data_rights_requests (token, email, link, session_id, client_address, created_at, expires_at)
     VALUES ('old', 'old@example.com', 'http://store/privacy/data?token=old', 's', '127.0.0.1', $1, $2)`,
    [at.toISOString(), new Date(at.getTime() + 86_400_000).toISOString()],
  );
}, 120_000);

afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  await database?.destroy();
});

describe('migration 058: the emails’ locale', () => {
  it('adds the column to every table an email is sent from, NULL on the rows already there', async () => {
    expect(await migrate(database.db)).toContain(LOCALES_MIGRATION);
    const columns = await database.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE column_name = 'locale' ORDER BY table_name`,
    );
    expect(columns.map((column) => column.table_name)).toEqual(
      expect.arrayContaining([
        'data_rights_requests',
        'e_gift_recipient_changes',
        'gift_card_emails',
        'saved_results_emails',
        'subscriptions',
      ]),
    );
    const [row] = await database.db.query<{ locale: string | null }>(
      `SELECT locale FROM data_rights_requests WHERE token = 'old'`,
    );
    expect(row?.locale).toBeNull();
  });

  it('the row from before is sent in the store’s language, nothing lost', async () => {
    const sent: EmailContent[] = [];
    const sender = { send: async (email: EmailContent) => void sent.push(email), close: () => {} };
    expect(await sendDataRightsLinks(database.db, sender, at, () => {}, 'es-US')).toBe(1);
    expect(sent.map((email) => [email.to, email.subject])).toEqual([
      ['old@example.com', 'Tus datos en nuestra tienda: descárgalos o bórralos'],
    ]);
  });
});

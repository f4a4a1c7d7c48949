import type { Queryable } from '../db/db.ts';
import { emitWebhookEvent } from './webhookOutbox.ts';

// issue 46 item 3 (docs/decisions/0190): "email sent", with the row marked sent, in one transaction.
// The kind is the outbox table the email came from; the address does not leave in the event.

export const emitEmailSent = (tx: Queryable, table: string, id: string, now: Date): Promise<void> =>
  emitWebhookEvent(
    tx,
    { id: `email.sent:${table}:${id}`, type: 'email.sent', data: { kind: table, id } },
    now,
  );

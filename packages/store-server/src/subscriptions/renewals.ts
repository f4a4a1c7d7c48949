import { DEFAULT_CURRENCY, dayLabel, formatPrice } from '@pc/shared/format';
import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import type { Db } from '../db/db.ts';
import { type EmailContent, emailHtmlOpening } from '../giftCards/eGiftEmail.ts';
import { sendLeasedEmails } from '../giftCards/leasedEmails.ts';
import type { MailSender } from '../giftCards/smtpSender.ts';
import { storedLocale } from '../http/requestLocale.ts';
import { escapeHtml } from '../quiz/craftingPage.ts';
import { emitWebhookEvent } from '../webhooks/webhookOutbox.ts';
import { subscriptionsMail } from './messages/index.ts';
import { manageLink, recordRenewal } from './subscriptionRepository.ts';

// issue 40 item 1 (docs/decisions/0154, 0156): the store's one worker (giftCards/eGiftMailer.ts) places
// each renewal order at 8 AM New York on its date (demo mode; in production the platform bills it and
// its paid order comes by webhook), writes the reminders due three days before, and sends both emails.
// A renewal is placed in one transaction that locks its subscription (FOR UPDATE SKIP LOCKED) and moves
// its next date on; subscription_renewals' key (subscription, date) makes it once whatever number of
// servers race. In demo mode a due instant is read on the QA clock of the subscriber's session, as an
// e-gift's is (decision 0096).

/** The instant a session's schedule is read at: its QA clock when following them and one is set. */
const sessionInstant = (follow: string) =>
  `CASE WHEN ${follow}::boolean THEN COALESCE(se.clock_override, $1::timestamptz) ELSE $1::timestamptz END`;

/**
 * Places the next renewal due at `now` (one subscription's), answering whether there was one. The order
 * is the subscription's line at its price, free shipping (spec §9: subscribe for free shipping), dated
 * at its session's time; the subscription's next date moves one cadence on; a receipt is queued.
 */
export const placeNextRenewal = (db: Db, now: Date, followSessionClocks: boolean): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [due] = await tx.query<{
      id: string | number;
      session_id: string;
      next_date: string;
      cadence: number;
      email: string | null;
      customer: boolean;
      at: Date | string;
    }>(
      `SELECT s.id, s.session_id, to_char(s.next_date, 'YYYY-MM-DD') AS next_date, s.cadence, s.email, o.customer,
         ${sessionInstant('$2')} AS at
       FROM subscriptions s JOIN sessions se ON se.id = s.session_id JOIN orders o ON o.id = s.order_id
       WHERE s.state = 'active' AND s.due_at <= ${sessionInstant('$2')}
       ORDER BY s.due_at, s.id LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
      [now.toISOString(), followSessionClocks],
    );
    if (!due) return false;
    const at = new Date(due.at);
    const [order] = await tx.query<{ id: string | number }>(
      `INSERT INTO orders (session_id, subtotal, discount_total, shipping, total, tax, gift_card_total, amount_due,
         email, customer, created_at)
       SELECT session_id, price * quantity, 0, 0, price * quantity, 0, 0, price * quantity, email, $2, $3
       FROM subscriptions WHERE id = $1::bigint RETURNING id`,
      [due.id, due.customer, at.toISOString()],
    );
    const orderId = String(order!.id);
    await tx.query(
      `INSERT INTO order_lines (order_id, position, product_id, variation_id, name, sku, category, image, quantity,
         price, cadence, bundle)
       SELECT $2::bigint, 0, product_id, COALESCE(variation_id, 0), name, COALESCE(sku, ''), COALESCE(category, ''),
         image, quantity, price, cadence, bundle
       FROM subscriptions WHERE id = $1::bigint`,
      [due.id, orderId],
    );
    const renewed = await recordRenewal(tx, {
      subscriptionId: String(due.id),
      renewed: due.next_date,
      cadence: due.cadence,
      orderId,
      at,
    });
    // Another worker placed this date's renewal already: nothing of this one is kept.
    if (!renewed) throw new Error(`renewal ${due.id} ${due.next_date} placed twice`);
    await emitWebhookEvent(
      tx,
      {
        id: `renewal.placed:${due.id}:${due.next_date}`,
        type: 'renewal.placed',
        data: { subscriptionId: String(due.id), orderId, date: due.next_date },
      },
      at,
    );
    if (due.email) {
      await tx.query(
        `INSERT INTO subscription_emails (subscription_id, kind, for_date, to_address, order_id, created_at)
         VALUES ($1, 'receipt', $2::date, $3, $4::bigint, $5) ON CONFLICT DO NOTHING`,
        [due.id, due.next_date, due.email, orderId, now.toISOString()],
      );
    }
    return true;
  });

/** Queues the reminders due at `now`: three days before an active subscription's next date, once each. */
export const queueReminders = async (db: Db, now: Date, followSessionClocks: boolean): Promise<void> => {
  await db.query(
    `INSERT INTO subscription_emails (subscription_id, kind, for_date, to_address, created_at)
     SELECT s.id, 'reminder', s.next_date, s.email, $1::timestamptz
     FROM subscriptions s JOIN sessions se ON se.id = s.session_id
     WHERE s.state = 'active' AND s.email IS NOT NULL
       AND s.remind_at <= ${sessionInstant('$2')} AND s.due_at > ${sessionInstant('$2')}
     ON CONFLICT DO NOTHING`,
    [now.toISOString(), followSessionClocks],
  );
};

export interface SubscriptionEmailRow {
  id: string | number;
  kind: 'receipt' | 'reminder';
  to_address: string;
  for_date: string;
  order_id: string | number | null;
  name: string;
  quantity: number;
  price: string | number;
  cadence: number;
  next_date: string | null;
  origin: string | null;
  manage_key: string;
  /** The language of the page that placed the subscription's order (issue 43); null: the store's. */
  locale?: string | null;
}

/**
 * Pure: a renewal's receipt or a reminder, with the link to manage the subscription (decision 0156), in
 * the store's language (docs/decisions/0210).
 */
export const subscriptionEmail = (
  row: SubscriptionEmailRow,
  locale: Locale = DEFAULT_LOCALE,
  currency: string = DEFAULT_CURRENCY,
): EmailContent => {
  const m = subscriptionsMail[locale];
  const total = formatPrice(Number(row.price) * row.quantity, locale, currency);
  const orderId = String(row.order_id);
  const item = `${row.name} × ${row.quantity}, ${total}, ${m.cadence({ weeks: row.cadence })}`;
  const lines =
    row.kind === 'receipt'
      ? [
          m.renewed({ orderId }),
          item,
          m.shipping({ total }),
          ...(row.next_date ? [m.nextDelivery({ date: dayLabel(row.next_date, locale) })] : []),
        ]
      : [m.reminderDate({ date: dayLabel(row.for_date, locale) }), item, m.reminderManage];
  const link = row.origin ? manageLink(row.origin, row.manage_key) : null;
  return {
    to: row.to_address,
    subject: row.kind === 'receipt' ? m.receiptSubject({ orderId }) : m.reminderSubject,
    text: [...lines, ...(link ? ['', m.manageText({ link })] : []), ''].join('\n'),
    html: [
      '<!doctype html>',
      emailHtmlOpening(locale),
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(m.manageLink)}</a></p>`] : []),
      '</body></html>',
    ].join('\n'),
  };
};

/** Sends the receipts and reminders waiting; a reminder whose date moved or whose subscription stopped is dropped. */
const sendSubscriptionEmails = async (
  db: Db,
  sender: MailSender,
  now: Date,
  warn: (message: string) => void,
  locale: Locale,
  currency: string,
): Promise<number> => {
  await db.query(
    `DELETE FROM subscription_emails e USING subscriptions s
     WHERE s.id = e.subscription_id AND e.kind = 'reminder' AND e.email_sent_at IS NULL
       AND (s.state <> 'active' OR s.next_date IS DISTINCT FROM e.for_date)`,
  );
  return sendLeasedEmails<SubscriptionEmailRow>(db, sender, now, warn, {
    table: 'subscription_emails',
    label: 'subscription email',
    claim: `UPDATE subscription_emails e
          SET email_claimed_until = $2, email_attempts = e.email_attempts + 1
        FROM subscriptions s
        WHERE s.id = e.subscription_id AND e.id = (
          SELECT id FROM subscription_emails
           WHERE email_sent_at IS NULL AND email_attempts < $3
             AND (email_claimed_until IS NULL OR email_claimed_until <= $1)
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING e.id, e.kind, e.to_address, to_char(e.for_date, 'YYYY-MM-DD') AS for_date, e.order_id, s.name,
          s.quantity, s.price, s.cadence, to_char(s.next_date, 'YYYY-MM-DD') AS next_date, s.origin, s.manage_key,
          s.locale`,
    // Each in the language of the page its subscription was ordered on, else the store's (`locale`).
    compose: (row) => subscriptionEmail(row, storedLocale(row.locale, locale), currency),
  });
};

/**
 * The worker's subscription round at `now` (an `alsoEachRound` of giftCards/eGiftMailer.ts): the renewals
 * due (`placeRenewals`: demo mode), the reminders due, and their emails (with a mail server); answers
 * how many were sent.
 */
export const subscriptionWork =
  (
    db: Db,
    {
      placeRenewals,
      followSessionClocks,
      locale = DEFAULT_LOCALE,
      currency = DEFAULT_CURRENCY,
    }: { placeRenewals: boolean; followSessionClocks: boolean; locale?: Locale; currency?: string },
    warn: (message: string) => void,
  ) =>
  async (now: Date, sender: MailSender | null): Promise<number> => {
    if (placeRenewals) while (await placeNextRenewal(db, now, followSessionClocks));
    await queueReminders(db, now, followSessionClocks);
    // Without a mail server the emails wait in the database for a server that has one.
    return sender ? sendSubscriptionEmails(db, sender, now, warn, locale, currency) : 0;
  };

import { DEFAULT_CURRENCY } from '@pc/shared/format';
import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import type { Db } from '../db/db.ts';
import { storedLocale } from '../http/requestLocale.ts';
import type { Clock } from '../session/clock.ts';
import { eGiftEmail } from './eGiftEmail.ts';
import {
  claimDueEmails,
  DEFAULT_RETRY_POLICY,
  markEmailSent,
  type RetryPolicy,
  recordSendFailure,
} from './eGiftOutbox.ts';
import { sendRecipientChangeConfirmations } from './recipientChangeMail.ts';
import type { MailSender } from './smtpSender.ts';

// The e-gift mail worker in the server process (docs/decisions/0095, 0096): every `pollMs` it sends
// the emails due (spec §9: 8 AM Eastern on the chosen date, at once without one). The schedule is the
// database's (giftCards/eGiftOutbox.ts), so any server on it may send and a restart loses nothing.

export interface MailerLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface EGiftMailerOptions {
  db: Db;
  /** Where the emails go (SMTP_URL); null: none is sent, they wait, and only the mail-free work runs. */
  sender: MailSender | null;
  clock: Clock;
  /** Demo mode: an email's due instant is read on its session's QA clock (docs/decisions/0096). */
  followSessionClocks: boolean;
  log: MailerLog;
  retry?: RetryPolicy;
  /** How often the worker looks for due emails; 0: never by itself (tests call deliverDue). */
  pollMs?: number;
  /**
   * Tells the store's database health of a poll's failure; true when it was database trouble, which
   * the store logs once per outage whatever met it (db/databaseHealth.ts, docs/decisions/0146).
   */
  reportTrouble?: (error: unknown) => boolean;
  /**
   * The other work of the store's one worker (design.md "one mechanism"), run at the end of each round
   * and given its sender, or null without one: a shopper's data links and the retention (privacy/,
   * decisions 0150, 0164). Each answers how many emails it sent.
   */
  alsoEachRound?: readonly ((now: Date, sender: MailSender | null) => Promise<number>)[];
  /**
   * The store's language (PC_LOCALE, docs/decisions/0210), en-US by default: the emails' whose row
   * records none (issue 43: each speaks the language of the page that caused it, when its row says it).
   */
  locale?: Locale;
  /** The emails' currency: the store's (PC_CURRENCY, issue 43 item 4); USD by default. */
  currency?: string;
}

export interface DeliveryRound {
  sent: number;
  retried: number;
  gaveUp: number;
}

/**
 * Emails claimed at a time: one, so each send starts as soon as it is claimed and ends well within its
 * lease (giftCards/eGiftOutbox.ts) however slow the SMTP server; a round claims until nothing is due.
 */
const BATCH = 1;

export const DEFAULT_MAIL_POLL_MS = 5_000;

export const createEGiftMailer = ({
  db,
  sender,
  clock,
  followSessionClocks,
  log,
  retry = DEFAULT_RETRY_POLICY,
  pollMs = DEFAULT_MAIL_POLL_MS,
  reportTrouble,
  alsoEachRound = [],
  locale = DEFAULT_LOCALE,
  currency = DEFAULT_CURRENCY,
}: EGiftMailerOptions) => {
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let running: Promise<DeliveryRound> | undefined;

  const round = async (now: Date): Promise<DeliveryRound> => {
    const result: DeliveryRound = { sent: 0, retried: 0, gaveUp: 0 };
    if (!sender) {
      // No SMTP_URL: the emails wait in the database; the work that sends none still runs (decision 0164).
      for (const work of alsoEachRound) await work(now, null);
      return result;
    }
    for (;;) {
      const claimed = await claimDueEmails(db, now, { followSessionClocks, limit: BATCH });
      if (claimed.length === 0) {
        // The buyers' confirmations of a new e-gift address (decision 0145), in the same round.
        result.sent += await sendRecipientChangeConfirmations(
          db,
          sender,
          now,
          (message) => log.warn(message),
          locale,
          currency,
        );
        for (const work of alsoEachRound) result.sent += await work(now, sender);
        return result;
      }
      for (const email of claimed) {
        try {
          // In the language of the page whose call queued it, else the store's (issue 43).
          await sender.send(eGiftEmail(email, storedLocale(email.locale, locale), currency));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const outcome = await recordSendFailure(db, email, reason, now, retry);
          if (outcome === 'gave_up') {
            result.gaveUp++;
            log.error(
              `E-GIFT EMAIL GIVEN UP: gift_card_emails row ${email.id} failed ${email.attempt} times; last error: ${reason}. It stays in gift_card_emails (gave_up_at) for a person to resend.`,
            );
          } else {
            result.retried++;
            log.warn(`e-gift email ${email.id}: attempt ${email.attempt} failed (${reason}); will retry`);
          }
          continue;
        }
        await markEmailSent(db, email.id, clock());
        result.sent++;
      }
    }
  };

  /** Sends what is due at `now` (the server's clock by default); one round at a time per worker. */
  const deliverDue = async (now: Date = clock()): Promise<DeliveryRound> => {
    while (running) await running.catch(() => {});
    running = round(now);
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  /** Whether the last poll could not reach the database: an outage is logged once (docs/decisions/0091). */
  let troubled = false;
  const poll = async () => {
    try {
      const { sent, retried, gaveUp } = await deliverDue();
      if (troubled) log.info('e-gift emails: the database answers again');
      troubled = false;
      if (sent + retried + gaveUp > 0)
        log.info(`e-gift emails: ${sent} sent, ${retried} to retry, ${gaveUp} given up`);
    } catch (error) {
      // The database is slow or gone: the rows wait, the next poll tries again.
      if (!reportTrouble?.(error)) {
        if (!troubled) log.warn(`e-gift emails: could not look for due emails (${(error as Error).message})`);
        troubled = true;
      }
    }
    if (polling) timer = setTimeout(poll, pollMs).unref();
  };

  return {
    deliverDue,
    start() {
      if (pollMs <= 0 || polling) return;
      polling = true;
      timer = setTimeout(poll, 0).unref();
    },
    /** Stops polling and waits for a round in flight; the sender is closed. */
    async stop() {
      polling = false;
      clearTimeout(timer);
      await running?.catch(() => {});
      sender?.close();
    },
  };
};

export type EGiftMailer = ReturnType<typeof createEGiftMailer>;

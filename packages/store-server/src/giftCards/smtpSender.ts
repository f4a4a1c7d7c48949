import nodemailer from 'nodemailer';
import type { EmailContent } from './eGiftEmail.ts';

// The e-gift emails go out through real SMTP (SMTP_URL, e.g. smtp://localhost:1025 for the mail
// catcher `npm start` runs; README "E-gift emails").

export interface MailSender {
  send(email: EmailContent): Promise<void>;
  close(): void;
}

/** The sender address when MAIL_FROM names none. */
export const DEFAULT_MAIL_FROM = 'Gift Cards <gift-cards@store.example>';

/**
 * Sends through the SMTP server at `smtpUrl`. Each send is bounded by the timeouts below, far under
 * the claim lease (giftCards/eGiftOutbox.ts), so a slow server is a failed attempt, not a double send.
 */
export const smtpSender = (smtpUrl: string, from = DEFAULT_MAIL_FROM): MailSender => {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    },
    close() {
      transport.close();
    },
  };
};

/**
 * The store's one background worker as main.ts starts it from the server's settings: always, since the
 * retention sends no mail (issue 39 item 6, decision 0164), with a sender only where SMTP_URL is set
 * (without it the e-gifts and the emailed links wait in the database for a server that has one).
 */
export const workerSettings = (
  // ServerConfig's mail and retention settings (config.ts, which imports this folder's defaults).
  config: {
    readonly smtpUrl: string | undefined;
    readonly mailFrom: string | undefined;
    readonly mailPollMs: number;
    readonly retentionDays: number;
  },
): { sender?: MailSender; pollMs: number; retentionDays: number } => ({
  ...(config.smtpUrl ? { sender: smtpSender(config.smtpUrl, config.mailFrom) } : {}),
  pollMs: config.mailPollMs,
  retentionDays: config.retentionDays,
});

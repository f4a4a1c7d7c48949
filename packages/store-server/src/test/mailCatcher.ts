import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One email as the catcher received it: its envelope and its raw text. */
export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port> */
  url: string;
  mails: CaughtMail[];
  /** While true, every message is refused with a temporary error (451). */
  refusing: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what arrives, for the e-gift mail tests. */
export const startMailCatcher = async (): Promise<MailCatcher> => {
  const mails: CaughtMail[] = [];
  const catcher: MailCatcher = {
    url: '',
    mails,
    refusing: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!catcher.refusing) return callback();
      const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  catcher.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return catcher;
};

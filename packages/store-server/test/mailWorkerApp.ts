import type { EmailContent } from '../src/giftCards/eGiftEmail.ts';
import { type UsedTestApp, useTestApp } from '../src/test/testApp.ts';

// A test app whose mail worker sends into `sent` (no SMTP) and runs when the test calls
// `app.eGiftMailer.deliverDue(now)`; the server's own clock fixed at `now`, and "today" in the shop's
// time zone (the e-gift forms' delivery date). For the tests of emailed links (decisions 0145, 0150).
export const useMailWorkerApp = () => {
  const now = new Date();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
  const sent: EmailContent[] = [];
  const t: UsedTestApp = useTestApp({
    clock: () => now,
    eGiftMail: { sender: { send: async (email) => void sent.push(email), close: () => {} }, pollMs: 0 },
  });
  return { t, sent, now, today };
};

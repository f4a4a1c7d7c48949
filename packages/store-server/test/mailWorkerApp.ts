import { eGiftSendInstant } from '@pc/shared/validation';
import type { EmailContent } from '../src/giftCards/eGiftEmail.ts';
import { type UsedTestApp, useTestApp } from '../src/test/testApp.ts';

/**
 * The server's clock for a test that sends an e-gift dated today: now, or today's 8 AM in New York
 * when that is still ahead (spec §9: a card dated today goes at 8 AM Eastern). Between midnight and
 * 8 AM there, a card dated today is not due yet; a test run then would wait for it in vain.
 */
export const afterTodaysSendTime = (): { now: Date; today: string } => {
  const real = new Date();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(real);
  return { now: new Date(Math.max(real.getTime(), eGiftSendInstant(today).getTime())), today };
};

// A test app whose mail worker sends into `sent` (no SMTP) and runs when the test calls
// `app.eGiftMailer.deliverDue(now)`; the server's own clock fixed at `now` (afterTodaysSendTime), and
// "today" in the shop's time zone (the e-gift forms' delivery date). For the tests of emailed links (decisions 0145, 0150).
export const useMailWorkerApp = () => {
  const { now, today } = afterTodaysSendTime();
  const sent: EmailContent[] = [];
  const t: UsedTestApp = useTestApp({
    clock: () => now,
    eGiftMail: { sender: { send: async (email) => void sent.push(email), close: () => {} }, pollMs: 0 },
  });
  return { t, sent, now, today };
};

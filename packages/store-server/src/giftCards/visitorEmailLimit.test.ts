import { ADMIN_AJAX_PATH, placeOrder } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { EMAIL_LIMIT_MESSAGE } from './visitorEmailLimit.ts';
import { VISITOR_EMAIL_LIMITS } from './visitorEmailRules.ts';

// docs/decisions/0144 "Emails" (issue 37): a probe that tries to make the demo's unpaid checkout send
// more e-gift emails than the limits allow, per recipient, per session and per client address. A
// refused order issues nothing and schedules nothing.

const AJAX = ADMIN_AJAX_PATH;
const ORDER = callUrl(placeOrder);
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

// The client address comes from X-Forwarded-For (a trusted proxy), so each probe has its own.
const t = useTestApp({ emailLimits: true, trustProxy: true });

const shopperAt = async (address: string, recipients: readonly string[]) => {
  const visitor = await Visitor.arrive(t.app);
  for (const to of recipients) {
    const added = await visitor.postForm(AJAX, { ...eGiftForm(IN_A_MONTH), pw_gift_card_to: to });
    expect(added.statusCode, added.body).toBe(200);
  }
  const order = () =>
    visitor.send({
      method: 'POST',
      url: ORDER,
      payload: '{}',
      contentType: 'application/json',
      headers: { 'x-forwarded-for': address },
    });
  return { visitor, order };
};

const scheduledTo = async (recipient: string) => {
  const [row] = await t.database.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM gift_card_emails WHERE to_address = $1',
    [recipient],
  );
  return row!.n;
};

const expectLimited = (res: { statusCode: number; json(): unknown }, limit: string) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    code: 'pc_email_limit',
    message: `The ${limit} limit on emails a visitor can cause is reached (docs/decisions/0144).`,
    displayMessage: EMAIL_LIMIT_MESSAGE,
    data: { status: 429 },
  });
};

describe('the limits on emails a visitor can cause', () => {
  it('per recipient: five a day, from any number of sessions and addresses', async () => {
    const victim = 'victim@example.com';
    for (let i = 0; i < VISITOR_EMAIL_LIMITS.perRecipient; i++) {
      const res = await (await shopperAt(`10.0.1.${i}`, [victim])).order();
      expect(res.statusCode, res.body).toBe(200);
    }
    const { order } = await shopperAt('10.0.1.99', [victim]);
    expectLimited(await order(), 'recipient');
    expect(await scheduledTo(victim)).toBe(VISITOR_EMAIL_LIMITS.perRecipient);
  });

  it('per session: ten a day, however the cart is split', async () => {
    const recipients = Array.from({ length: 10 }, (_, i) => `friend${i}@example.com`);
    const { visitor, order } = await shopperAt('10.0.2.1', recipients);
    expect((await order()).statusCode).toBe(200);
    await visitor.postForm(AJAX, { ...eGiftForm(IN_A_MONTH), pw_gift_card_to: 'one-more@example.com' });
    expectLimited(await order(), 'session');
    expect(await scheduledTo('one-more@example.com')).toBe(0);
  });

  it('an order of more e-gifts than a session may send is refused whole', async () => {
    const recipients = Array.from({ length: 11 }, (_, i) => `whole${i}@example.com`);
    const { order } = await shopperAt('10.0.3.1', recipients);
    expectLimited(await order(), 'session');
    expect(await scheduledTo('whole0@example.com')).toBe(0);
  });

  it('per client address: thirty a day, whatever sessions it opens', async () => {
    for (let session = 0; session < 3; session++) {
      const recipients = Array.from({ length: 10 }, (_, i) => `s${session}r${i}@example.com`);
      expect((await (await shopperAt('10.0.4.1', recipients)).order()).statusCode).toBe(200);
    }
    const { order } = await shopperAt('10.0.4.1', ['thirty-one@example.com']);
    expectLimited(await order(), 'address');
    // Another address is not held up.
    expect((await (await shopperAt('10.0.4.2', ['thirty-one@example.com'])).order()).statusCode).toBe(200);
  });
});

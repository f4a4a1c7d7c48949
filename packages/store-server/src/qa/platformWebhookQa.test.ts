import { ADMIN_AJAX_PATH } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { QA_CALLS } from './qaSchemas.ts';

// docs/decisions/0144 "QA": the QA panel plays the platform, signing each format as the platform does
// and sending it to the store's own webhook route: paid → an order with its cards; refunded → voided.

const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe('the QA panel sends platform webhooks (demo mode, no PC_PLATFORM)', () => {
  const t = useTestApp();

  it.each(['woocommerce', 'shopify'] as const)('%s: paid, replayed, then refunded', async (platform) => {
    const visitor = await Visitor.arrive(t.app);
    expect((await visitor.postForm(ADMIN_AJAX_PATH, eGiftForm(IN_A_MONTH))).statusCode).toBe(200);
    const send = (status: string) => visitor.postJson(QA_CALLS.platformWebhook.path, { platform, status });

    const paid = await send('paid');
    expect(paid.statusCode, paid.body).toBe(200);
    const { answer } = paid.json();
    expect(answer).toMatchObject({ step: 'record', orderId: expect.stringMatching(/^\d+$/) });
    expect((await send('paid')).json().answer).toEqual({ step: 'replay', orderId: answer.orderId });
    expect((await send('refunded')).json().answer).toEqual({ step: 'void', orderId: answer.orderId });
  });

  it('answers 400 for an empty cart with nothing handed off', async () => {
    const visitor = await Visitor.arrive(t.app);
    const res = await visitor.postJson(QA_CALLS.platformWebhook.path, {
      platform: 'shopify',
      status: 'paid',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('in production', () => {
  const t = useTestApp({ mode: 'production' });

  it('has no QA webhook sender, and no webhook route without PC_PLATFORM', async () => {
    const visitor = await Visitor.arrive(t.app);
    expect(
      (await visitor.postJson(QA_CALLS.platformWebhook.path, { platform: 'shopify', status: 'paid' }))
        .statusCode,
    ).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/wp-json/pc/v1/webhooks/shopify', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

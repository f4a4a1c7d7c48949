// @vitest-environment happy-dom
import { setPageConfig } from '@pc/shared/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformWebhookSection, webhookOutcomeText } from './platformWebhookSection.ts';

// docs/decisions/0144 "QA": the panel's platform webhooks, and what it says of the store's answer.

setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'abc123' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('webhookOutcomeText', () => {
  it.each([
    [
      { step: 'record', orderId: '1001' },
      'paid: order #1001 recorded, its gift cards issued and e-gifts scheduled',
    ],
    [
      { step: 'void', orderId: '1001' },
      'voided: order #1001, unredeemed gift card balances and unsent e-gifts cancelled',
    ],
    [
      { step: 'void', orderId: null },
      'voided: no order, unredeemed gift card balances and unsent e-gifts cancelled',
    ],
    [{ step: 'note', orderId: null }, 'not paid yet: nothing given'],
    [{ step: 'replay', orderId: '1001' }, 'nothing new: order #1001 stays as it was'],
    [{ step: 'stale', orderId: '1001' }, 'older than what the store has seen: ignored'],
    [{ step: 'final', orderId: null }, 'the order was voided already: nothing follows (no order)'],
    [
      { step: 'record', orderId: null, unknownSession: true },
      'paid, but it names no hand-off of this store: nothing recorded',
    ],
  ])('%j → %s', (answer, text) => {
    expect(webhookOutcomeText(answer)).toBe(text);
  });
});

describe('platformWebhookSection', () => {
  it('posts the chosen platform and status with the nonce, says what happened and links the order', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ ref: 'r', platformOrderId: '7', answer: { step: 'record', orderId: '1002' } }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const announce = vi.fn();
    const section = platformWebhookSection(announce);
    section.querySelector('select')!.value = 'shopify';
    const paid = [...section.querySelectorAll('button')].find((button) => button.textContent === 'Paid')!;
    paid.click();
    await vi.waitFor(() => expect(announce).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/__qa/platform-webhook');
    expect(JSON.parse(String(init.body))).toEqual({ platform: 'shopify', status: 'paid' });
    expect(announce).toHaveBeenCalledWith(
      'Paid Shopify webhook: paid: order #1002 recorded, its gift cards issued and e-gifts scheduled.',
    );
    expect(section.querySelector('a')?.getAttribute('href')).toBe('/checkout/order-received/1002');
  });
});

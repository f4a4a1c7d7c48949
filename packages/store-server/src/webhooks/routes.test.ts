import {
  addWebhookEndpoint,
  getWebhooks,
  RestError,
  removeWebhookEndpoint,
  type WebhookEndpoint,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../config.ts';
import { callUrl } from '../test/calls.ts';
import { type SignedInOwner, signInOwner } from '../test/owner.ts';
import { startProductionApp, useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// issue 46 item 3 (docs/decisions/0190): the owner's calls alone manage webhooks; bad input is a 4xx
// JSON answer; production takes https endpoints only, whatever the demo setting says.

const t = useTestApp({ webhooksAllowLocal: true });
const errorOf = (res: { json(): unknown }) => v.parse(RestError, res.json());
let owner: SignedInOwner;

beforeAll(async () => {
  owner = await signInOwner(t.app);
});

describe('who may manage webhooks', () => {
  it('answers 401 without a session and 403 to a shopper, for every call', async () => {
    const shopper = await Visitor.arrive(t.app, '/quiz');
    expect((await t.app.inject({ method: 'GET', url: callUrl(getWebhooks) })).statusCode).toBe(401);
    expect((await shopper.get(callUrl(getWebhooks))).statusCode).toBe(403);
    const add = await shopper.postJson(callUrl(addWebhookEndpoint), {
      url: 'https://hooks.example.com/',
      events: ['order.placed'],
    });
    expect(add.statusCode).toBe(403);
    expect(errorOf(add)).toMatchObject({ code: 'pc_not_owner' });
    expect((await shopper.postJson(callUrl(removeWebhookEndpoint), { id: '1' })).statusCode).toBe(403);
  });
});

describe('an endpoint', () => {
  it('is added with its secret shown once, listed without it, and removed', async () => {
    const res = await owner.postJson(callUrl(addWebhookEndpoint), {
      url: 'https://hooks.example.com/pc',
      events: ['order.placed', 'email.sent'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { endpoint, secret } = res.json() as { endpoint: WebhookEndpoint; secret: string };
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const list = await owner.get(callUrl(getWebhooks));
    expect(list.json()).toMatchObject({
      endpoints: [{ id: endpoint.id, events: ['order.placed', 'email.sent'] }],
    });
    expect(list.body).not.toContain(secret);
    const removed = await owner.postJson(callUrl(removeWebhookEndpoint), { id: endpoint.id });
    expect(removed.statusCode).toBe(200);
    expect((await owner.get(callUrl(getWebhooks))).json()).toMatchObject({ endpoints: [] });
    expect((await owner.postJson(callUrl(removeWebhookEndpoint), { id: endpoint.id })).statusCode).toBe(404);
  });

  it.each([
    [{ url: 'https://10.0.0.8/hook', events: ['order.placed'] }, /private network/],
    [{ url: 'https://169.254.169.254/latest/meta-data', events: ['order.placed'] }, /private network/],
    [{ url: 'https://[fd00::1]/hook', events: ['order.placed'] }, /private network/],
    [{ url: 'gopher://hooks.example.com/', events: ['order.placed'] }, /https/],
    [{ url: 'https://hooks.example.com/', events: [] }, /event/],
    [{ url: 'https://hooks.example.com/', events: ['order.shipped'] }, /events/],
    [{ url: '', events: ['order.placed'] }, /URL/],
  ])('refuses %j with a 400', async (body, message) => {
    const res = await owner.postJson(callUrl(addWebhookEndpoint), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(res.body).toMatch(message);
  });
});

describe('production', () => {
  it('refuses the demo setting at start, and http or loopback endpoints', async () => {
    expect(() => readServerConfig({ PC_MODE: 'production', PC_WEBHOOKS_ALLOW_LOCAL: 'on' })).toThrow(
      /demo mode only/,
    );
    const production = await startProductionApp(t.database, () => new Date());
    try {
      const signedIn = await signInOwner(production);
      for (const url of ['http://hooks.example.com/', 'https://127.0.0.1:8443/', 'https://localhost/']) {
        const res = await signedIn.postJson(callUrl(addWebhookEndpoint), { url, events: ['order.placed'] });
        expect(res.statusCode, url).toBe(400);
      }
    } finally {
      await production.close();
    }
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  addWebhookEndpoint,
  CRAFTING_FIELD,
  getWebhooks,
  replayWebhookDelivery,
  type WebhookDelivery,
} from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERYTHING, quizSummary } from '../../test/resultsFixtures.ts';
import { buildApp } from '../app.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { callUrl } from '../test/calls.ts';
import { type SignedInOwner, signInOwner } from '../test/owner.ts';
import { useTestApp } from '../test/testApp.ts';
import { TEST_DATABASE } from '../test/testDb.ts';
import { Visitor } from '../test/visitor.ts';
import { startWebhookReceiver } from '../test/webhookReceiver.ts';

// issue 46 item 3 (docs/decisions/0190): "webhook tests against a local receiver (signature, retry
// after 500, once with two servers, replay)". The events are real: a quiz completed through POST
// /crafting queues "quiz.completed" in its own transaction; the store's worker round delivers it.

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MINUTE = 60_000;

type Verify = (secret: string, body: string, header: string | undefined) => boolean;

/** The README's snippet, docs/webhooks.md, as written there: a receiver copies exactly this. */
const documentedVerify = async (): Promise<Verify> => {
  const doc = readFileSync(path.join(ROOT, 'docs/webhooks.md'), 'utf8');
  const block = /<!-- webhook-verify:start -->\s*```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/webhooks.md holds no verification snippet');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pc-webhook-')), 'verify.mjs');
  writeFileSync(file, block);
  return ((await import(pathToFileURL(file).href)) as { verifyWebhook: Verify }).verifyWebhook;
};

const t = useTestApp({ webhooksAllowLocal: true, eGiftMail: { pollMs: 0 } });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let owner: SignedInOwner;
let secret: string;
let verify: Verify;

const completeAQuiz = async (app: FastifyInstance = t.app) => {
  const shopper = await Visitor.arrive(app, '/quiz');
  const res = await shopper.postForm(completeQuizForm.path, {
    [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', EVERYTHING)),
  });
  expect(res.statusCode, res.body).toBe(303);
  return /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(res.headers.location))![1]!;
};

const deliveries = async (): Promise<WebhookDelivery[]> =>
  ((await owner.get(callUrl(getWebhooks))).json() as { deliveries: WebhookDelivery[] }).deliveries;

const deliver = (at = new Date()) => t.app.eGiftMailer!.deliverDue(at);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  verify = await documentedVerify();
  owner = await signInOwner(t.app);
  const res = await owner.postJson(callUrl(addWebhookEndpoint), {
    url: receiver.url,
    events: ['quiz.completed', 'order.placed'],
  });
  expect(res.statusCode, res.body).toBe(200);
  secret = (res.json() as { secret: string }).secret;
});
afterAll(() => receiver?.close());

describe('a delivery', () => {
  it('is signed so that the documented snippet verifies it, and a wrong secret or body does not', async () => {
    const logId = await completeAQuiz();
    await deliver();
    const got = receiver.received.at(-1)!;
    expect(JSON.parse(got.body)).toMatchObject({
      id: `quiz.completed:${logId}`,
      type: 'quiz.completed',
      data: { surveyLogId: logId, quizType: 'self' },
    });
    expect(got.headers['pc-event-id']).toBe(`quiz.completed:${logId}`);
    const header = got.headers['pc-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(secret, got.body, header)).toBe(true);
    expect(verify(`${secret}x`, got.body, header)).toBe(false);
    expect(verify(secret, `${got.body} `, header)).toBe(false);
    // An old timestamp is refused whatever its signature.
    expect(verify(secret, got.body, header.replace(/t=\d+/, 't=1000'))).toBe(false);
    const [listed] = await deliveries();
    expect(listed).toMatchObject({
      state: 'delivered',
      attempts: [{ attempt: 1, status: 200, error: null }],
    });
  });

  it('after a 500 is tried again on the schedule, each attempt listed, then delivered', async () => {
    receiver.answer(500);
    const before = receiver.received.length;
    const logId = await completeAQuiz();
    const first = new Date();
    await deliver(first);
    let [listed] = await deliveries();
    expect(listed).toMatchObject({ eventId: `quiz.completed:${logId}`, state: 'pending' });
    expect(listed!.attempts).toMatchObject([{ attempt: 1, status: 500, error: 'answered 500' }]);
    expect(Date.parse(listed!.nextAttemptAt!) - first.getTime()).toBe(MINUTE);
    // Not before its time.
    await deliver(new Date(first.getTime() + 30_000));
    expect(receiver.received.length).toBe(before + 1);
    await deliver(new Date(first.getTime() + MINUTE));
    [listed] = await deliveries();
    expect(listed).toMatchObject({ state: 'delivered', nextAttemptAt: null });
    expect(listed!.attempts.map((a) => a.status)).toEqual([500, 200]);
    const sent = receiver.received.slice(before);
    expect(sent.map((r) => r.headers['pc-delivery-attempt'])).toEqual(['1', '2']);
    // The same event, the same bytes, each signed anew.
    expect(sent[1]!.body).toBe(sent[0]!.body);
    expect(verify(secret, sent[1]!.body, sent[1]!.headers['pc-signature'] as string)).toBe(true);
  });

  it('counts a redirect as a failed attempt and does not follow it', async () => {
    receiver.answer(302);
    const before = receiver.received.length;
    await completeAQuiz();
    const first = new Date();
    await deliver(first);
    const [listed] = await deliveries();
    expect(listed).toMatchObject({ state: 'pending' });
    expect(listed!.attempts).toMatchObject([{ status: 302, error: 'a redirect, which is not followed' }]);
    expect(receiver.received.length).toBe(before + 1);
    await deliver(new Date(first.getTime() + MINUTE));
  });

  it('is replayed when the owner asks: the same event id and body, a new attempt', async () => {
    const [done] = await deliveries();
    const before = receiver.received.length;
    const res = await owner.postJson(callUrl(replayWebhookDelivery), { id: done!.id });
    expect(res.statusCode, res.body).toBe(200);
    await deliver();
    const [replayed] = await deliveries();
    expect(replayed).toMatchObject({ id: done!.id, state: 'delivered' });
    expect(replayed!.attempts.length).toBe(done!.attempts.length + 1);
    expect(receiver.received.length).toBe(before + 1);
    expect(JSON.parse(receiver.received.at(-1)!.body).id).toBe(done!.eventId);
    const missing = await owner.postJson(callUrl(replayWebhookDelivery), { id: '999999' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('two servers on one database', () => {
  let second: FastifyInstance;

  beforeAll(async () => {
    // PostgreSQL: a pool of its own, as another server's; PGlite (one connection): the same database.
    const db = TEST_DATABASE === 'postgres' ? await t.database.reopen() : t.database.db;
    second = buildApp({
      db,
      distDir: '/nonexistent/dist',
      nonceSecret: 'test-secret',
      rateLimit: false,
      emailLimits: false,
      webhooksAllowLocal: true,
      eGiftMail: { pollMs: 0 },
    });
    await second.ready();
  });
  afterAll(() => second?.close());

  it('deliver each event once, both working at the same time', async () => {
    const before = receiver.received.length;
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(`quiz.completed:${await completeAQuiz(i % 2 ? second : t.app)}`);
    await Promise.all([deliver(), second.eGiftMailer!.deliverDue(new Date()), deliver()]);
    const got = receiver.received.slice(before).map((r) => JSON.parse(r.body).id as string);
    expect(got.sort()).toEqual(ids.sort());
  });
});

import { ADMIN_AJAX_PATH, getSelf, RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../session/session.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { QA_CALLS, QaState } from './qaSchemas.ts';

// The QA switches (design.md "Demo": identity, clock override, reset) and what they drive:
// users/self (spec §7, spec §6 visitor kinds) and the session's clock.

const NOW = new Date('2026-03-10T15:00:00Z');
const t = useTestApp({ clock: () => NOW, eachTestVisitor: '/' });

const state = async () => v.parse(QaState, (await t.visitor.get(QA_CALLS.state.path)).json());

describe('session cookie', () => {
  it('is set once, random, httpOnly and SameSite=Lax', async () => {
    const first = await t.app.inject({ method: 'GET', url: QA_CALLS.state.path });
    const cookie = first.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // docs/decisions/0043: a server-made id, random part and its HMAC (session/sessionIds.ts)
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{22}$/);
    const again = await t.visitor.get(QA_CALLS.state.path);
    expect(again.cookies).toEqual([]);
    const other = await Visitor.arrive(t.app);
    expect(other.session).not.toBe(t.visitor.session);
  });

  it('replaces a malformed cookie with a new session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: QA_CALLS.state.path,
      headers: { cookie: `${SESSION_COOKIE}=../../etc` },
    });
    expect(res.cookies.find((candidate) => candidate.name === SESSION_COOKIE)?.value).toMatch(
      /^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{22}$/,
    );
  });
});

describe('GET /__qa/state', () => {
  it('starts anonymous, on the server clock, with an empty cart', async () => {
    expect(await state()).toEqual({
      identity: 'anonymous',
      clock: null,
      now: NOW.toISOString(),
      cartCount: 0,
      mailCatcher: null,
    });
  });
});

describe('POST /__qa/identity and users/self', () => {
  it('answers 401 rest_not_logged_in while anonymous', async () => {
    const res = await t.visitor.get(callUrl(getSelf));
    expect(res.statusCode).toBe(401);
    expect(v.parse(RestError, res.json())).toEqual({
      code: 'rest_not_logged_in',
      message: 'You are not currently logged in.',
      data: { status: 401 },
    });
  });

  it('answers the customer once the session is a customer, and 401 again when switched back', async () => {
    const switched = await t.visitor.postJson(QA_CALLS.identity.path, { customer: true });
    expect(v.parse(QaState, switched.json()).identity).toBe('customer');
    const self = await t.visitor.get(callUrl(getSelf));
    expect(self.statusCode).toBe(200);
    expect(v.parse(getSelf.response, self.json())).toEqual({
      id: 1042,
      email: 'sam.rivera@example.com',
      firstName: 'Sam',
    });
    await t.visitor.postJson(QA_CALLS.identity.path, { customer: false });
    expect((await t.visitor.get(callUrl(getSelf))).statusCode).toBe(401);
  });

  it.each([[{}], [{ customer: 'yes' }], [{ customer: true, extra: 1 }], [[]], [null]])(
    'refuses %j',
    async (body) => {
      const res = await t.visitor.postJson(QA_CALLS.identity.path, body);
      expect(res.statusCode).toBe(400);
      expect(v.parse(RestError, res.json()).code).toBe('rest_invalid_param');
    },
  );
});

describe('POST /__qa/clock', () => {
  it('sets and clears the session clock', async () => {
    const set = await t.visitor.postJson(QA_CALLS.clock.path, { now: '2021-07-07T20:00:00-04:00' });
    expect(v.parse(QaState, set.json())).toMatchObject({
      clock: '2021-07-08T00:00:00.000Z',
      now: '2021-07-08T00:00:00.000Z',
    });
    expect((await state()).clock).toBe('2021-07-08T00:00:00.000Z');
    const cleared = await t.visitor.postJson(QA_CALLS.clock.path, { now: null });
    expect(v.parse(QaState, cleared.json())).toMatchObject({ clock: null, now: NOW.toISOString() });
  });

  it.each([[{ now: 'tomorrow' }], [{ now: '2021-13-01T00:00:00Z' }], [{ now: 5 }], [{}]])(
    'refuses %j naming the field',
    async (body) => {
      const res = await t.visitor.postJson(QA_CALLS.clock.path, body);
      expect(res.statusCode).toBe(400);
      expect(v.parse(RestError, res.json()).message).toContain('now');
    },
  );
});

describe('POST /__qa/reset', () => {
  it("empties this session's cart and resets its switches, leaving other sessions alone", async () => {
    const other = await Visitor.arrive(t.app);
    for (const who of [t.visitor, other]) {
      await who.postForm(ADMIN_AJAX_PATH, {
        quantity: 1,
        'add-to-cart': 111,
        variation_id: 11101,
      });
      await who.postJson(QA_CALLS.identity.path, { customer: true });
    }
    await t.visitor.postJson(QA_CALLS.clock.path, { now: '2021-07-01T00:00:00Z' });
    expect(await state()).toMatchObject({ identity: 'customer', cartCount: 1 });

    const reset = await t.visitor.send({ method: 'POST', url: QA_CALLS.reset.path });
    expect(reset.statusCode).toBe(200);
    expect(v.parse(QaState, reset.json())).toEqual({
      identity: 'anonymous',
      clock: null,
      now: NOW.toISOString(),
      cartCount: 0,
      mailCatcher: null,
    });
    expect(v.parse(QaState, (await other.get(QA_CALLS.state.path)).json())).toMatchObject({
      identity: 'customer',
      cartCount: 1,
    });
  });

  it('takes an empty JSON object and refuses parameters', async () => {
    expect((await t.visitor.postJson(QA_CALLS.reset.path, {})).statusCode).toBe(200);
    expect((await t.visitor.postJson(QA_CALLS.reset.path, { all: true })).statusCode).toBe(400);
  });
});

import { connect } from 'node:net';
import { ADMIN_AJAX_PATH, RestError } from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// docs/decisions/0044: every error answer has the REST error shape (docs/architecture.md; spec §8):
// code, message, data.status and a displayMessage, the framework's own 400/404/408/413/415/431 too.

let visitor: Visitor;
let port: number;

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z'), requestTimeoutMs: 500 });

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  visitor = await Visitor.arrive(t.app);
});

/** Answered word for word as WordPress does (no displayMessage): the client acts on the code. */
const WORDPRESS_CODES = new Set(['rest_cookie_invalid_nonce', 'rest_no_route']);

const expectRestShape = (status: number, text: string, context: string) => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${context}: not JSON: ${text.slice(0, 200)}`);
  }
  const parsed = v.safeParse(RestError, body);
  expect(parsed.success, `${context}: ${text.slice(0, 300)}`).toBe(true);
  expect(body, context).toMatchObject({ data: { status } });
  const { code, displayMessage } = body as { code: string; displayMessage?: unknown };
  if (!WORDPRESS_CODES.has(code)) expect(typeof displayMessage, `${context}: displayMessage`).toBe('string');
};

/** Sends raw bytes and answers the status and body of the first response. */
const raw = (bytes: string, app: FastifyInstance = t.app): Promise<{ status: number; body: string }> => {
  void app;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    const done = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    };
    socket.on('close', done);
    socket.on('error', () => done());
    setTimeout(() => reject(new Error(`no answer to ${bytes.slice(0, 80)}`)), 10_000);
  });
};

describe('framework errors through inject', () => {
  const cases: [string, Parameters<Visitor['send']>[0], number][] = [
    [
      'malformed JSON',
      { method: 'POST', url: QA_CALLS.clock.path, payload: '{"now":', contentType: 'application/json' },
      400,
    ],
    [
      'empty JSON body',
      { method: 'POST', url: QA_CALLS.clock.path, payload: '', contentType: 'application/json' },
      400,
    ],
    [
      'unsupported media type',
      { method: 'POST', url: QA_CALLS.clock.path, payload: '<x/>', contentType: 'application/xml' },
      415,
    ],
    [
      'body too large',
      {
        method: 'POST',
        url: ADMIN_AJAX_PATH,
        payload: `action=${'x'.repeat(70_000)}`,
        contentType: 'application/x-www-form-urlencoded',
      },
      413,
    ],
    ['unknown REST path', { method: 'GET', url: '/wp-json/pc/v1/nope' }, 404],
    [
      'unknown REST write',
      { method: 'POST', url: '/wp-json/pc/v1/nope', payload: '{}', contentType: 'application/json' },
      404,
    ],
    ['malformed URL', { method: 'GET', url: '/wp-json/pc/v1/%E0%A4%A' }, 400],
    [
      'missing nonce',
      {
        method: 'POST',
        url: QA_CALLS.reset.path,
        payload: '{}',
        contentType: 'application/json',
        nonce: false,
      },
      403,
    ],
  ];
  it.each(cases)('%s', async (name, request, status) => {
    const res = await visitor.send(request);
    expect(res.statusCode, name).toBe(status);
    expectRestShape(status, res.body, name);
  });
});

describe('methods no route takes', () => {
  it.each([['DELETE'], ['PUT'], ['PATCH'], ['OPTIONS']] as const)('%s on an API path', async (method) => {
    const res = await t.app.inject({ method, url: ADMIN_AJAX_PATH });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectRestShape(res.statusCode, res.body, method);
  });
});

describe('errors Node answers before Fastify sees a request (raw socket)', () => {
  it('431 for headers over the limit', async () => {
    const { status, body } = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(status).toBe(431);
    expectRestShape(431, body, '431');
  });

  it('400 for bytes that are not HTTP', async () => {
    const { status, body } = await raw('HELLO THERE\r\n\r\n');
    expect(status).toBe(400);
    expectRestShape(400, body, '400');
  });

  it('408 for a body that never finishes', async () => {
    const { status, body } = await raw(
      'POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\naction=',
    );
    expect(status).toBe(408);
    expectRestShape(408, body, '408');
  });

  it('413 for a declared body over the limit', async () => {
    const { status, body } = await raw(
      'POST /wp-admin/admin-ajax.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\naction=x',
    );
    expect(status).toBe(413);
    expectRestShape(413, body, '413');
  });
});

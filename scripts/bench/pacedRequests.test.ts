import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { dueCount, pacedRequests, percentile } from './pacedRequests.ts';

// docs/decisions/0061: requests at a steady rate, latency from the moment each was due.

describe('dueCount', () => {
  it.each([
    ['the first at the start', 0, 300, 3000, 1],
    ['one more every 1000 / rate ms', 10, 300, 3000, 4],
    ['just before the next is due', 3.3, 300, 3000, 1],
    ['when the next is due', 3.34, 300, 3000, 2],
    ['a whole second', 1000, 100, 1000, 101],
    ['never more than the total', 60_000, 100, 1000, 1000],
    ['none before the start', -5, 100, 1000, 0],
  ])('%s', (_label, elapsed, rate, total, due) => {
    expect(dueCount(elapsed, rate, total)).toBe(due);
  });
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
  it.each([
    ['p50 of 1..100', hundred, 50, 50],
    ['p99 of 1..100', hundred, 99, 99],
    ['p100 is the max', hundred, 100, 100],
    ['one value', [7], 99, 7],
    ['p99 of ten: the largest', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99, 10],
    ['none', [], 50, Number.NaN],
  ])('%s', (_label, values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});

describe('pacedRequests', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const serve = (handler: http.RequestListener) =>
    new Promise<string>((resolve) => {
      server = http.createServer(handler);
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`),
      );
    });

  it('sends rate × seconds requests spread over the time, not in a burst', async () => {
    const arrivals: number[] = [];
    const url = await serve((_req, res) => {
      arrivals.push(performance.now());
      res.end('ok');
    });
    const result = await pacedRequests({
      url,
      rate: 50,
      seconds: 0.5,
      connections: 5,
      timeoutMs: 1000,
      request: (i) => ({ method: 'GET', path: `/?i=${i}`, headers: {} }),
    });
    expect(result.latencies).toHaveLength(25);
    expect(result.status).toEqual({ '200': 25 });
    expect(result.errors).toBe(0);
    // 25 requests 20 ms apart: the last arrives about 480 ms after the first (a burst would take a few ms).
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(400);
  });

  it('counts the wait behind a stalled server from the moment each request was due', async () => {
    let stalled = false;
    const url = await serve((_req, res) => {
      if (!stalled) {
        stalled = true;
        // The only connection is held 300 ms: every request due meanwhile waits for it.
        setTimeout(() => res.end('late'), 300);
      } else res.end('ok');
    });
    const result = await pacedRequests({
      url,
      rate: 100,
      seconds: 0.2,
      connections: 1,
      timeoutMs: 2000,
      request: () => ({ method: 'GET', path: '/', headers: {} }),
    });
    expect(result.latencies).toHaveLength(20);
    // Request 10 was due at 100 ms and could only be sent after 300 ms: about 200 ms late.
    expect(result.latencies[10]).toBeGreaterThan(150);
    expect(percentile(result.latencies, 50)).toBeGreaterThan(100);
  });

  it('counts a request with no answer as an error and still finishes', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/?i=1') return; // never answers
      res.end('ok');
    });
    const result = await pacedRequests({
      url,
      rate: 20,
      seconds: 0.15,
      connections: 3,
      timeoutMs: 200,
      request: (i) => ({ method: 'POST', path: `/?i=${i}`, headers: {}, body: 'x=1' }),
    });
    expect(result.errors).toBe(1);
    expect(result.latencies).toHaveLength(2);
  });
});

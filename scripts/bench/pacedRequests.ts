/**
 * Requests at a steady rate (docs/decisions/0061): request i is due at
 * `i × 1000 / rate` ms after the start, whether or not earlier answers are in (an open loop, as
 * shoppers arrive), over a keep-alive pool of one connection per shopper. Each latency runs from the
 * moment the request was due, so time spent waiting for a free connection or behind a stalled server
 * counts (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: each of its connections sends its share of the second back to
 * back from the second's start, then pauses until the next second (autocannon/lib/httpClient.js,
 * `reqsMadeThisSecond`), so 300 requests/s over 20 connections is 20 requests always in flight for
 * the first part of every second and none for the rest: a 20-deep queue, not a rate.
 */
import http from 'node:http';

export interface PacedRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface PacedResult {
  /** ms from the moment each answered request was due to its last byte, in sending order. */
  readonly latencies: readonly number[];
  /** Answers by status code. */
  readonly status: Record<string, number>;
  /** Requests that failed (connection error or no answer within the timeout). */
  readonly errors: number;
  /** Answers per second over the whole run. */
  readonly achieved: number;
}

/** How many requests are due `elapsedMs` after the start at `rate` per second (at most `total`). */
export const dueCount = (elapsedMs: number, rate: number, total: number): number =>
  Math.min(total, Math.max(0, Math.floor((elapsedMs * rate) / 1000) + 1));

/** The nearest-rank percentile `p` (0–100) of `values`; NaN for none. */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
};

/**
 * Sends `rate × seconds` requests to `url` at `rate` per second over `connections` keep-alive
 * connections; `request(i)` makes the i-th. Resolves when every request is answered or failed.
 */
export const pacedRequests = (options: {
  readonly url: string;
  readonly rate: number;
  readonly seconds: number;
  readonly connections: number;
  readonly timeoutMs: number;
  readonly request: (i: number) => PacedRequest;
}): Promise<PacedResult> =>
  new Promise((resolve) => {
    const { url, rate, seconds, connections, timeoutMs, request } = options;
    const target = new URL(url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const total = Math.round(rate * seconds);
    const latencies: number[] = new Array(total).fill(Number.NaN);
    const status: Record<string, number> = {};
    let errors = 0;
    let sent = 0;
    let settled = 0;
    const start = performance.now();

    const finish = () => {
      const elapsed = (performance.now() - start) / 1000;
      agent.destroy();
      resolve({
        latencies: latencies.filter((value) => !Number.isNaN(value)),
        status,
        errors,
        achieved: (total - errors) / elapsed,
      });
    };
    const settle = () => {
      settled += 1;
      if (settled === total) finish();
    };

    const send = (i: number) => {
      const due = start + (i * 1000) / rate;
      let done = false;
      const once = (record: () => void) => {
        if (done) return;
        done = true;
        record();
        settle();
      };
      const { method, path, headers, body } = request(i);
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          agent,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (res) => {
          const code = String(res.statusCode ?? 0);
          status[code] = (status[code] ?? 0) + 1;
          res.resume();
          res.once('end', () =>
            once(() => {
              latencies[i] = performance.now() - due;
            }),
          );
        },
      );
      req.once('timeout', () => req.destroy(new Error('timeout')));
      req.once('error', () =>
        once(() => {
          errors += 1;
        }),
      );
      req.end(body);
    };

    const tick = () => {
      const due = dueCount(performance.now() - start, rate, total);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    if (total === 0) finish();
    else tick();
  });

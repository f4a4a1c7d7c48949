import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_SIGNATURE_HEADER } from '@pc/shared/contract';
import { type AddressPolicy, endpointUrlProblem, guardedLookup } from './webhookAddress.ts';
import type { AttemptOutcome, ClaimedDelivery } from './webhookOutbox.ts';
import { signatureHeader } from './webhookSignature.ts';

// docs/decisions/0190: one attempt at a delivery. The URL is checked again (a literal address never
// reaches the `lookup`), the name is resolved by the guard and the socket connects to the checked
// address; the answer's status is all that is kept, a redirect is a failure (never followed).

/** Within the lease (webhooks/webhookOutbox.ts WEBHOOK_LEASE_MS). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export const postWebhook = (
  delivery: Pick<ClaimedDelivery, 'url' | 'secret' | 'body' | 'eventId' | 'eventType' | 'attempt'>,
  policy: AddressPolicy,
  now: Date,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<AttemptOutcome> => {
  const started = performance.now();
  const done = (status: number | null, error: string | null): AttemptOutcome => ({
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  const problem = endpointUrlProblem(delivery.url, policy);
  if (problem) return Promise.resolve(done(null, `the URL ${problem}`));
  const url = new URL(delivery.url);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(policy),
        // A pooled socket could skip the lookup; each attempt resolves anew.
        agent: false,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'pc-store-webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(delivery.secret, delivery.body, now),
          'PC-Event-Id': delivery.eventId,
          'PC-Event-Type': delivery.eventType,
          'PC-Delivery-Attempt': String(delivery.attempt),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The body is not kept: drain it so the socket ends.
        response.resume();
        response.on('end', () =>
          resolve(
            done(
              status,
              status >= 200 && status < 300
                ? null
                : status >= 300 && status < 400
                  ? 'a redirect, which is not followed'
                  : `answered ${status}`,
            ),
          ),
        );
        response.on('error', (error) => resolve(done(status, error.message)));
      },
    );
    // The socket's idle timeout, and a bound on the whole attempt: a receiver that drips its answer
    // cannot hold the row past its lease.
    const tooLong = () => request.destroy(new Error(`no answer within ${timeoutMs} ms`));
    const deadline = setTimeout(tooLong, timeoutMs);
    request.on('timeout', tooLong);
    request.on('error', (error) => resolve(done(null, error.message)));
    request.on('close', () => clearTimeout(deadline));
    request.end(delivery.body);
  });
};

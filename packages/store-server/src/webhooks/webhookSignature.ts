import { createHmac, timingSafeEqual } from 'node:crypto';

// docs/decisions/0190: a delivery is signed Stripe-style. The header `PC-Signature` carries
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under the endpoint's secret: the timestamp
// is signed with the body, so a receiver that refuses old timestamps refuses a replayed capture.

/** The `PC-Signature` value for `body` sent at `now`. */
export const signatureHeader = (secret: string, body: string, now: Date): string => {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
};

/** The receivers' default tolerance, as the documented snippet uses it. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * Whether `header` signs `body` under `secret` with a timestamp within `toleranceS` of `now`. The
 * same check as the README's snippet, which a test runs against a real delivery.
 */
export const isSignatureValid = (
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
  toleranceS = SIGNATURE_TOLERANCE_S,
): boolean => {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
};

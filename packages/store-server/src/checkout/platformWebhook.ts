import type { Db, Queryable } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';
import { sessionClock } from '../session/requestNow.ts';
import { applyPlatformOrder, type PlatformOrderOutcome } from './platformOrderApply.ts';
import { ORDER_TOPICS, PlatformPayloadError, readPlatformOrder } from './platformOrderEvent.ts';
import { DEMO_WEBHOOK_SECRET, type Platform, type PlatformSettings } from './platformSettings.ts';
import { isWebhookSignatureValid } from './platformSignature.ts';

// docs/decisions/0144: the platforms' order webhooks, each in its own format (README "Checkout
// platform"). The signature is checked on the raw body before anything is read; a body that is not
// an order of that platform is refused 400; anything signed but not an order topic is acknowledged
// (200), so the platform does not retry it.

/** Where each platform puts the body's signature and the event's topic. */
export const WEBHOOK_HEADERS: Readonly<Record<Platform, { signature: string; topic: string }>> = {
  woocommerce: { signature: 'x-wc-webhook-signature', topic: 'x-wc-webhook-topic' },
  shopify: { signature: 'x-shopify-hmac-sha256', topic: 'x-shopify-topic' },
};

/** The path each platform's webhooks are delivered to (README "Checkout platform"). */
export const webhookPath = (platform: Platform): string => `/wp-json/pc/v1/webhooks/${platform}`;

export const BAD_SIGNATURE_MESSAGE =
  "The webhook's signature does not match its body under the shop's shared secret.";

/**
 * The secret `platform`'s webhooks are checked with: the configured platform's; in demo mode the QA
 * panel's for a platform not configured; null (no such route) in production for any other platform.
 */
export const webhookSecretFor = (
  platform: Platform,
  settings: PlatformSettings | null,
  mode: 'demo' | 'production',
): string | null => {
  if (settings?.platform === platform) return settings.webhookSecret;
  return mode === 'demo' ? DEMO_WEBHOOK_SECRET : null;
};

/**
 * The time of the session a paid order names, read in the webhook's transaction: its QA clock in demo
 * mode (decision 0096), so its e-gifts fall due as if that session had placed the order.
 */
export const paidOrderSessionNow =
  ({ clock, mode }: { clock: () => Date; mode: 'demo' | 'production' }) =>
  async (tx: Queryable, sessionId: string): Promise<Date> =>
    (await sessionClock({ db: tx, mode }, sessionId, clock())).now;

/** WooCommerce's ping when a webhook is saved: `webhook_id=N`, form-encoded and unsigned. */
const isWooPing = (platform: Platform, rawBody: Buffer): boolean =>
  platform === 'woocommerce' && /^webhook_id=\d+$/.test(rawBody.toString('utf8'));

export type WebhookAnswer = { received: 'ping' } | { ignored: string } | PlatformOrderOutcome;

/** Verifies and applies one delivery; a RestHttpError (401, 400) for one that is not the platform's. */
export const receivePlatformWebhook = async (
  db: Db,
  {
    platform,
    secret,
    rawBody,
    headers,
    now,
    sessionNow,
    origin,
  }: {
    platform: Platform;
    secret: string;
    rawBody: Buffer;
    headers: Readonly<Record<string, string | string[] | undefined>>;
    now: Date;
    sessionNow: (tx: Queryable, sessionId: string) => Promise<Date>;
    /** The store's address as the webhook reached it: its subscriptions' emails link there. */
    origin: string | null;
  },
): Promise<WebhookAnswer> => {
  if (isWooPing(platform, rawBody)) return { received: 'ping' };
  const names = WEBHOOK_HEADERS[platform];
  if (!isWebhookSignatureValid(secret, rawBody, headers[names.signature])) {
    throw new RestHttpError(401, 'pc_webhook_signature', BAD_SIGNATURE_MESSAGE);
  }
  const topic = headers[names.topic];
  if (typeof topic !== 'string' || !ORDER_TOPICS[platform].has(topic)) {
    return { ignored: typeof topic === 'string' ? topic : '' };
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new RestHttpError(400, 'pc_webhook_payload', 'The webhook body is not JSON.');
  }
  try {
    return await applyPlatformOrder(db, platform, readPlatformOrder(platform, body), {
      now,
      sessionNow,
      origin,
    });
  } catch (error) {
    if (error instanceof PlatformPayloadError) {
      throw new RestHttpError(400, 'pc_webhook_payload', `Not a ${platform} order: ${error.message}.`);
    }
    throw error;
  }
};

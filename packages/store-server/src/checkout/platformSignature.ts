import { createHmac, timingSafeEqual } from 'node:crypto';

// docs/decisions/0144: both platforms sign a webhook as the base64 HMAC-SHA256 of its raw body with the
// shared secret (WooCommerce: X-WC-Webhook-Signature; Shopify: X-Shopify-Hmac-Sha256). The signature
// is checked on the bytes as they arrived, before any parsing, in constant time.

/** The base64 HMAC-SHA256 of `rawBody` under `secret`, as the platforms send it. */
export const signWebhookBody = (secret: string, rawBody: string | Buffer): string =>
  createHmac('sha256', secret).update(rawBody).digest('base64');

/** Whether `signature` (the header's value, possibly missing) is `rawBody`'s under `secret`. */
export const isWebhookSignatureValid = (
  secret: string,
  rawBody: string | Buffer,
  signature: string | string[] | undefined,
): boolean => {
  if (typeof signature !== 'string' || signature === '') return false;
  const expected = Buffer.from(signWebhookBody(secret, rawBody), 'utf8');
  const given = Buffer.from(signature.trim(), 'utf8');
  // timingSafeEqual needs equal lengths; a length says nothing of the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
};

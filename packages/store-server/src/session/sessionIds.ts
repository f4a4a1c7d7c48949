import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Server-made session ids (docs/decisions/0043): 24 random bytes and an HMAC of them
 * under the server's secret, `<32 chars>.<22 chars>`. A pc_session the server did not make (a guessed,
 * planted or malformed id) fails the check and is replaced by a fresh one, so a visitor can never
 * choose their id (no session fixation), and no database read is needed to tell. Servers that share
 * the secret (PC_NONCE_SECRET) accept each other's ids.
 */
export interface SessionIds {
  /** A new id the server vouches for. */
  issue(): string;
  /** True for an id this server (or one with the same secret) made. */
  isGenuine(value: unknown): value is string;
}

const RANDOM = /^[A-Za-z0-9_-]{32}$/;
const MAC = /^[A-Za-z0-9_-]{22}$/;

/** `secret` is read at each call: it is known once the app is ready (app.ts). */
export const createSessionIds = (secret: () => string): SessionIds => {
  const mac = (random: string) =>
    createHmac('sha256', secret()).update(`pc_session|${random}`).digest('base64url').slice(0, 22);
  return {
    issue() {
      const random = randomBytes(24).toString('base64url');
      return `${random}.${mac(random)}`;
    },
    isGenuine(value): value is string {
      if (typeof value !== 'string' || value.length !== 55) return false;
      const [random, given, ...rest] = value.split('.');
      if (rest.length > 0 || !random || !given || !RANDOM.test(random) || !MAC.test(given)) return false;
      return timingSafeEqual(Buffer.from(given), Buffer.from(mac(random)));
    },
  };
};

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.ts';

/**
 * WordPress-style nonces (spec §6 "Requests carry a site nonce header"): an HMAC of the session id and
 * a time tick. A nonce is valid during its own tick and the next one, so it lives 12 to 24 hours,
 * like wp_verify_nonce. The secret is PC_NONCE_SECRET, else one generated once and kept in the
 * database (session/serverSecret.ts), so a restart keeps open pages' nonces and servers sharing a
 * database agree.
 */
export const NONCE_TICK_MS = 12 * 60 * 60 * 1000;
const NONCE_LENGTH = 16;

export interface NonceService {
  /** The nonce for this session now. */
  issue(sessionId: string): string;
  /** True when `nonce` is this session's nonce of the current or the previous tick. */
  verify(sessionId: string, nonce: unknown): boolean;
}

export const newNonceSecret = (): string => randomBytes(32).toString('hex');

/** `secret` may be a getter: without PC_NONCE_SECRET it is read from the database once the app is ready. */
export const createNonceService = (secret: string | (() => string), clock: Clock): NonceService => {
  const key = typeof secret === 'string' ? () => secret : secret;
  const tick = () => Math.ceil(clock().getTime() / NONCE_TICK_MS);
  const sign = (sessionId: string, at: number) =>
    createHmac('sha256', key()).update(`${at}|${sessionId}`).digest('hex').slice(0, NONCE_LENGTH);
  // Compared as bytes: a string of 16 UTF-16 units may be more than 16 bytes.
  const same = (a: string, b: string) => {
    const [x, y] = [Buffer.from(a), Buffer.from(b)];
    return x.length === y.length && timingSafeEqual(x, y);
  };
  return {
    issue: (sessionId) => sign(sessionId, tick()),
    verify(sessionId, nonce) {
      if (typeof nonce !== 'string' || nonce.length !== NONCE_LENGTH) return false;
      const now = tick();
      return same(nonce, sign(sessionId, now)) || same(nonce, sign(sessionId, now - 1));
    },
  };
};

import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { CART_TOKEN_LIFETIME_S } from '@pc/shared/contract';
import type { Clock } from './clock.ts';
import type { NonceService } from './nonce.ts';

/**
 * Session tokens for pages of other origins (docs/decisions/0038, 0098): the session id and
 * an expiry, sealed with AES-256-GCM under a key derived by HMAC-SHA256 from the nonce secret. The
 * GCM tag signs the token (a changed byte is refused) and the session id stays unreadable, so a
 * leaked token gives the cart for its last minutes, never the 30-day session cookie.
 */
export interface CartTokenService {
  /** A token for `sessionId`, accepted for `lifetimeS` seconds (a host server's: CART_TOKEN_LIFETIME_S). */
  issue(sessionId: string, lifetimeS?: number): { token: string; expiresAt: Date };
  /** The session of a token that is well formed, untampered and unexpired, else null. */
  verify(token: unknown): string | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A session id (at most 64 characters), a separator and an expiry in seconds: far below this. */
const MAX_TOKEN_LENGTH = 256;

/** `secret` may be a function: it is then read at each call (the secret is known once the app is ready). */
export const createCartTokenService = (secret: string | (() => string), clock: Clock): CartTokenService => {
  const key = () =>
    createHmac('sha256', typeof secret === 'string' ? secret : secret())
      .update('pc cart token v1')
      .digest();
  return {
    issue(sessionId, lifetimeS = CART_TOKEN_LIFETIME_S) {
      const expires = Math.floor(clock().getTime() / 1000) + lifetimeS;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key(), iv);
      const sealed = Buffer.concat([cipher.update(`${expires}|${sessionId}`, 'utf8'), cipher.final()]);
      const token = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
      return { token, expiresAt: new Date(expires * 1000) };
    },
    verify(token) {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) {
        return null;
      }
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const match = /^(\d+)\|([A-Za-z0-9_.-]{32,64})$/.exec(plain);
        if (!match) return null;
        return Number(match[1]) * 1000 > clock().getTime() ? match[2]! : null;
      } catch {
        return null;
      }
    },
  };
};

/**
 * A token for the session with its nonce: the contract's getCartToken (a host's server, with the
 * store's cookie; 30 minutes) and startHostSession (a static host page's new session; as long as the
 * cookie), docs/decisions/0098.
 */
export const sessionTokenFor = (
  tokens: CartTokenService,
  nonces: NonceService,
  sessionId: string,
  currency: string,
  lifetimeS?: number,
) => {
  const { token, expiresAt } = tokens.issue(sessionId, lifetimeS);
  // The store's currency with the token (issue 43 item 4): a page of another origin prices in it.
  return { token, nonce: nonces.issue(sessionId), expiresAt: expiresAt.toISOString(), currency };
};

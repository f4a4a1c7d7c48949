import { createHmac, timingSafeEqual } from 'node:crypto';

// issue 40 item 2 (docs/decisions/0158): the link a Save Results (or 'Unlock Your Products') email
// carries: the survey log's id and an expiry 30 days after the save, signed with HMAC-SHA256 under a
// key derived from the store's secret (the nonce secret, docs/decisions/0043). Nothing is stored to
// check it, so a changed byte, another log's id or a later expiry is refused by the signature alone.

/** The page the link opens (results/routes.ts): it opens the results in the browser's own session. */
export const SAVED_RESULTS_PATH = '/results/saved';

/** How long a saved-results link opens the results: 30 days (the email-capture cookie's span, spec §9). */
export const SAVED_RESULTS_LINK_DAYS = 30;
export const SAVED_RESULTS_LINK_MS = SAVED_RESULTS_LINK_DAYS * 24 * 60 * 60 * 1000;

export type SavedResultsLinkCheck =
  | { ok: true; surveyLogId: string }
  | { ok: false; reason: 'invalid' | 'expired' };

export interface SavedResultsLinks {
  /** The token of a link to `surveyLogId` valid for 30 days from `now`. */
  sign(surveyLogId: string, now: Date): string;
  /** Whether `token` is one `sign` made, and still valid at `now`. */
  verify(token: unknown, now: Date): SavedResultsLinkCheck;
}

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.(\d{1,13})\.([A-Za-z0-9_-]{43})$/;

/** `secret` may be a function: it is then read at each call (the secret is known once the app is ready). */
export const createSavedResultsLinks = (secret: string | (() => string)): SavedResultsLinks => {
  const key = () =>
    createHmac('sha256', typeof secret === 'string' ? secret : secret())
      .update('pc saved results link v1')
      .digest();
  const mac = (surveyLogId: string, expiresS: string) =>
    createHmac('sha256', key()).update(`${surveyLogId}.${expiresS}`).digest();
  return {
    sign(surveyLogId, now) {
      const expiresS = String(Math.floor((now.getTime() + SAVED_RESULTS_LINK_MS) / 1000));
      return `${surveyLogId}.${expiresS}.${mac(surveyLogId, expiresS).toString('base64url')}`;
    },
    verify(token, now) {
      const match = typeof token === 'string' ? TOKEN.exec(token) : null;
      if (!match) return { ok: false, reason: 'invalid' };
      const [, surveyLogId, expiresS, signature] = match as unknown as [string, string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const wanted = mac(surveyLogId, expiresS);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
        return { ok: false, reason: 'invalid' };
      }
      if (Number(expiresS) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, surveyLogId };
    },
  };
};

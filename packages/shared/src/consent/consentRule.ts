// The consent categories and the one rule that combines what the page says, what the browser signals
// and what the shopper chose (issue 39; docs/decisions/0149). Pure: no DOM, no storage.

/** What the shopper allows beyond the strictly necessary (session, cart token, nonce, hand-off). */
export interface Consent {
  /** `track`, `page`, the `pc-analytics` event and the unload beacon. */
  analytics: boolean;
  /** `identify` with an email, the customer-email and user cookies, the email capture. */
  marketing: boolean;
}

export type ConsentCategory = keyof Consent;

/** Where the shopper's choice is kept, in the host origin's localStorage (strictly necessary). */
export const CONSENT_STORAGE_KEY = 'pc-consent';

/** `#pc-config` `consent`: `required` (nothing beyond the strictly necessary until a yes) or `granted`. */
export type ConsentMode = 'required' | 'granted';

/**
 * The page's consent: the mode's default, marketing off under Global Privacy Control, then whatever
 * the shopper chose through the host's consent tool (`pc.consent.update`), which wins over both.
 */
export const consentOf = (
  mode: ConsentMode | string | undefined,
  gpc: boolean,
  chosen: Partial<Consent>,
): Consent => {
  const granted = mode !== 'required';
  return { analytics: granted, marketing: granted && !gpc, ...chosen };
};

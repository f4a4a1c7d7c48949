import type { Consent } from '../consent/consentRule.ts';

/**
 * Dispatched on `window` when the page's consent changes (`pc.consent.update`; issue 39,
 * docs/decisions/0149): `detail` is the consent now, as `pc.consent.get()` answers. A type only: the
 * shared chunk dispatches a plain CustomEvent, a class of its own would cost every page its bytes.
 * @event pc-consent-change
 */
export type PcConsentChangeEvent = CustomEvent<Consent>;

declare global {
  interface GlobalEventHandlersEventMap {
    'pc-consent-change': PcConsentChangeEvent;
  }
}

import { readPageConfig } from '../config/pageConfig.ts';
import type { PcConsentChangeEvent } from '../events/PcConsentChangeEvent.ts';
import { CONSENT_STORAGE_KEY, type Consent, type ConsentCategory, consentOf } from './consentRule.ts';

// The page's one consent state (issue 39; docs/decisions/0149): every element script installs
// `window.pc.consent`, the first one's instance serves all (under a global symbol, as stores/registry.ts
// keeps the stores: not through it, which would move modules of the cross-sell's standalone bundle around
// and cost it bytes of its 64 KB). The mode and Global Privacy Control are read at each question, not
// when the script runs: a script in <head> may run before `#pc-config` is parsed. Written small: it is in the shared chunk every element loads, and
// pages sit a few bytes under their budget (docs/decisions/0136).

/** `window.pc.consent`: what a host's consent tool (CMP, banner) reads and sets. */
export interface ConsentApi {
  get(): Consent;
  /**
   * Sets the categories named (booleans); the others keep their value. Kept, then `pc-consent-change`
   * (a withdrawn marketing consent takes its cookies away: cookies.ts).
   */
  update(choice: Partial<Consent>): void;
}

declare global {
  /** `window.pc`: what the elements give a host page (an interface, so each part adds its own). */
  interface PcGlobal {
    consent?: ConsentApi;
  }
  interface Window {
    pc?: PcGlobal;
  }
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

const KEY = Symbol.for('pc.consent.v1');
const api = (): ConsentApi =>
  ((globalThis as { [KEY]?: ConsentApi })[KEY] ??= (() => {
    let chosen: Partial<Consent> = {};
    try {
      chosen = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) as string) ?? {};
    } catch {} // no storage (a sandboxed frame) or a malformed entry: nothing chosen yet
    const get = () => {
      const config = readPageConfig();
      return consentOf(
        config.consent,
        navigator.globalPrivacyControl === true || config.gpc === true,
        chosen,
      );
    };
    return {
      get,
      update(choice) {
        chosen = { ...chosen, ...choice };
        try {
          localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(chosen));
        } catch {} // not kept: the choice lasts for this page
        dispatchEvent(new CustomEvent('pc-consent-change', { detail: get() }) as PcConsentChangeEvent);
      },
    };
  })());

// Installed as the shared chunk every element loads runs: any element script gives the page
// `window.pc.consent`. Not on the server, and not in the cross-sell's standalone pop-up, which tracks
// nothing and so leaves this module out (docs/decisions/0149).
if (typeof window !== 'undefined') {
  window.pc ??= {};
  window.pc.consent ??= api();
}

/** Whether the page's consent allows `category` now. */
export const allowed = (category: ConsentCategory): boolean => api().get()[category];

/** Test-only: forget the page's consent state (simulates a fresh page; the kept choice stays in storage). */
export function resetConsentForTests(): void {
  delete (globalThis as { [KEY]?: ConsentApi })[KEY];
  delete window.pc;
}

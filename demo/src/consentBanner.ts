import type { Consent } from '@pc/shared';
import { CONSENT_STORAGE_KEY } from '@pc/shared/consent-rule';
import { pageConfig } from './pageConfig.ts';

// issue 39 item 1 on the store's own pages (docs/decisions/0166): with PC_CONSENT=required the page
// asks, once per origin, with the plain banner of docs/privacy.md: Accept or Reject, each a call to
// `window.pc.consent.update` (@pc/shared/consent, the same instance the elements use), kept
// in `pc-consent` so a reload does not ask again. The banner is the page's last box, sticky at the
// viewport's foot, shown once everything above it has (root-config.ts: after the first view and the
// QA panel): showing it moves nothing, and its own room at the page's end lets every control be
// scrolled clear of it. It never blocks anything (issue 39 item 4).

/** Whether the page asks: the store requires consent and no choice is kept for this origin. */
export const asksConsent = (mode: 'required' | undefined, kept: string | null): boolean =>
  mode === 'required' && kept === null;

/**
 * What an answer sets. Accept allows analytics and marketing, but not marketing under Global Privacy
 * Control (issue 39 item 3): a general "Accept" is not the shopper turning marketing on against their
 * browser's signal. Reject allows neither.
 */
export const bannerChoice = (accept: boolean, gpc: boolean): Consent => ({
  analytics: accept,
  marketing: accept && !gpc,
});

const keptChoice = (): string | null => {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null; // no storage: asked on each page, the choice lasting for the page
  }
};

/** Shows `banner` (demo/index.html's `#pc-consent`) when the page asks, and wires its two buttons. */
export const installConsentBanner = (banner: HTMLElement | null): void => {
  const { consent, gpc } = pageConfig();
  if (!banner || !asksConsent(consent, keptChoice())) return;
  const underGpc = gpc || navigator.globalPrivacyControl === true;
  const gpcNote = banner.querySelector<HTMLElement>('.consent-gpc');
  if (gpcNote) gpcNote.hidden = !underGpc;
  // The page's consent store (the same instance the elements use) and the config parser it reads are
  // fetched as the banner shows, not with every page: they are what an answer calls.
  const pageConsent = import('@pc/shared/consent');
  const root = document.documentElement;
  banner.hidden = false;
  // Keyboard focus never lands under the banner (WCAG 2.2 2.4.11): the page scrolls it clear.
  root.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
  for (const button of banner.querySelectorAll<HTMLButtonElement>('button[data-accept]')) {
    button.addEventListener('click', () => {
      const choice = bannerChoice(button.dataset.accept === 'true', underGpc);
      void pageConsent.then(() => window.pc?.consent?.update(choice));
      banner.hidden = true;
      root.style.scrollPaddingBottom = '';
      // Focus goes on to the page, not to the top of the document.
      document.getElementById('pc-main')?.focus({ preventScroll: true });
    });
  }
};

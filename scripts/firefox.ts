/**
 * Debian's Firefox ESR, as the browser tests drive it over WebDriver BiDi (Playwright's `moz-firefox`
 * channel; no browser download, design.md "Environment facts"). Playwright's BiDi driver needs a
 * three-line patch for this Firefox (patches/playwright-core+*.patch, applied by `npm ci`'s postinstall):
 * Firefox ESR rejects `emulation.setMediaFeaturesOverride`, and the stylesheet Playwright injects before
 * a screenshot breaks our Content-Security-Policy.
 */
export const FIREFOX = '/usr/bin/firefox-esr';

/** No background connections that this machine's closed network refuses. */
export const FIREFOX_PREFS: Record<string, string | number | boolean> = {
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'extensions.update.enabled': false,
};

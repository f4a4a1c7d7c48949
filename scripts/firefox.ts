/**
 * Debian's Firefox ESR, as the browser tests drive it over WebDriver BiDi (Playwright's `moz-firefox`
 * channel; no browser download, design.md "Environment facts"). Playwright's BiDi driver needs a
 * three-line patch for this Firefox (patches/playwright-core+*.patch, applied by `npm ci`'s postinstall):
 * Firefox ESR rejects `emulation.setMediaFeaturesOverride`, and the stylesheet Playwright injects before
 * a screenshot breaks our Content-Security-Policy.
 */
export const FIREFOX = '/usr/bin/firefox-esr';

/**
 * No background connections that this machine's closed network refuses; and no ARIA element reflection
 * (`element.ariaLabelledByElements`), whose getter crashes Firefox ESR 153's content process (signal 11)
 * once Playwright has read it in its utility world (a sandbox seeing the page through Xray wrappers) and
 * then reads it again in the page's own world: a role locator with a name (`getByRole('radiogroup',
 * { name })`) after `count()` or `isVisible()` is enough, which is how the quiz tests crashed midway
 * (docs/decisions/0110). Shoppers are not concerned (the page reads it in one world only, and our
 * elements never use it: they label with `aria-labelledby` inside their shadow root); without it
 * Playwright names elements from the `aria-labelledby` ids, the same names.
 */
export const FIREFOX_PREFS: Record<string, string | number | boolean> = {
  'accessibility.ARIAElementReflection.enabled': false,
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'extensions.update.enabled': false,
};

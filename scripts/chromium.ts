/**
 * Debian's Chromium, as the browser tests and the bench start it (design.md "Environment facts"):
 * no browser download, and no background connections that this machine's closed network refuses.
 */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, built from the same source and
 * version as `chromium`): what the Playwright browser tests drive, as Playwright itself does for
 * headless Chromium. The same Blink and V8 without the browser's own layer; a page opens in about a
 * third of the time, and the browser tests took 40 % less (docs/decisions/0196). The bench and
 * Lighthouse measure the full browser (`CHROMIUM`), as a shopper runs it.
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

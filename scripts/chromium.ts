/**
 * Debian's Chromium, as the browser tests and the bench start it (design.md "Environment facts"):
 * no browser download, and no background connections that this machine's closed network refuses.
 */
export const CHROMIUM = '/usr/bin/chromium';

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

import { test } from '@playwright/test';

/** The other-origin sites of specs that run in both projects (playwright.config.ts `FIREFOX_SPECS`). */
export type SharedHost = 'STATIC_HOST' | 'UNLISTED' | 'JOURNEY_HOST' | 'CONSENT_HOST' | 'LOCALE_HOST';

/**
 * A host origin of this run (playwright.config.ts), for the project running the test: the Firefox
 * project serves its host pages on ports of its own (`PC_E2E_<name>_ORIGIN_FIREFOX`), so the two
 * projects' servers never meet when their workers run the same spec at once. Call it in a hook or
 * a test.
 */
export const hostOrigin = (name: SharedHost): string => {
  const variable = `PC_E2E_${name}_ORIGIN${test.info().project.name === 'firefox' ? '_FIREFOX' : ''}`;
  const origin = process.env[variable];
  if (!origin) throw new Error(`${variable} is not set (playwright.config.ts)`);
  return origin;
};

import type { Page } from '@playwright/test';

/**
 * The URLs of the document loads from here on (an in-page route change makes none). It waits first
 * for the load of the document on screen: a page whose server render shows before its `load` event
 * (a followed link) would otherwise count its own load.
 */
export const pageLoads = async (page: Page): Promise<string[]> => {
  await page.waitForLoadState('load');
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  return loads;
};

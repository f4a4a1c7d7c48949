import { expect, type Locator, type Page } from '@playwright/test';
import { reactAt } from '../hydration.ts';

// The demo's /checkout and order-received pages and the two pop-ups over them (docs/decisions/0036), as a
// shopper or a screen reader finds them: by role and accessible name.

export const main = (page: Page): Locator => page.locator('#pc-main');

/** The cart's lines on /checkout, in order. */
export const checkoutLines = (page: Page): Locator =>
  main(page).getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');

/** The value of a row of the checkout's totals, by its exact term ('Total' is not 'Subtotal'). */
export const totalsRow = (page: Page, term: string): Locator =>
  main(page)
    .locator('.checkout-totals dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[()$]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The terms of the checkout's totals, in order ('Subtotal', 'Discount (…)', 'Shipping', 'Total'). */
export const totalsTerms = async (page: Page): Promise<string[]> =>
  (await main(page).locator('.checkout-totals dt').allTextContents()).map((text) => text.trim());

/** spec §2 Cross-sell pop-up: 'Complete Your Upgrade', 'Complete Their Upgrade' after a gift quiz. */
export const crossSellDialog = (page: Page, whose: 'Your' | 'Their' = 'Your'): Locator =>
  page.getByRole('dialog', { name: `Complete ${whose} Upgrade` });

export const SURVEY_TITLE = 'HOW DID YOU FIND OUT ABOUT US?';

/** spec §2 Post-purchase survey modal. */
export const surveyModal = (page: Page): Locator => page.getByRole('dialog', { name: SURVEY_TITLE });

/**
 * spec §2: the survey over the order page, closed with Escape as a keyboard user does, once the modal the
 * server drew is its element's: a key, unlike a press (decision 0126), is React's from then on, a moment
 * after its script has run (its hydration helpers' chunk, decision 0211).
 */
export const escapeSurvey = async (page: Page): Promise<void> => {
  await expect(surveyModal(page)).toBeVisible();
  await page.waitForFunction(reactAt, ['pc-post-purchase-survey', 'listening'] as const);
  await page.keyboard.press('Escape');
  await expect(surveyModal(page)).toHaveCount(0);
};

export const ORDER_RECEIVED = /\/checkout\/order-received\/(\d+)$/;

/** The order id of the order-received page the browser shows. */
export const orderIdOf = (page: Page): string => {
  const id = ORDER_RECEIVED.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`${page.url()} is not an order-received page`);
  return id;
};

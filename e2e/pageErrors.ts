import type { Page } from '@playwright/test';

/** Every console error and uncaught error of the page from now on, as text. */
export const pageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
};

import type { Browser, Page } from '@playwright/test';

/**
 * A shopper's page in a context of its own: never the tester's open QA panel, even in a spec that opens
 * it for the fixtures' `page` (`qaPanelOpen`, decision 0230); and the demo chunks it has requested by
 * name (`router`, `index`, `checkoutFrame`, …); docs/decisions/0058, 0063.
 */
export const shopperPage = async (
  browser: Browser,
): Promise<{ page: Page; chunks: () => string[]; forget: () => void }> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/demo/assets/') && pathname.endsWith('.js')) requested.push(pathname);
  });
  return {
    page,
    chunks: () => requested.map((path) => path.replace(/^\/demo\/assets\/|-[\w-]{8}\.js$/g, '')),
    /** Before a fresh load: the chunks an earlier page asked for are not this page's. */
    forget: () => {
      requested.length = 0;
    },
  };
};

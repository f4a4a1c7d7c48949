import { catalogMessages, defineCatalog } from '@pc/shared';
import { type RouteTitles, routeTitles } from '@pc/shared/route-titles';
import { pageLocale } from '../pageLocale.ts';
import messages from './en-US.ts';

// issue 43 item 1 (docs/decisions/0210): the words of the views the demo draws in the browser (not found,
// the index, the content and account pages), in the page's language. Its own catalog, not the server's
// page data: these views are drawn by the router, on a fresh load as after an in-page route change, and
// the not-found page and the titles have no page data to carry them. en-US is in the router's chunk
// (the spec's and the demo's words as they were), es-US a chunk the router fetches on a page in es-US
// (the store names it in the head of a page the router draws first: pages/preloads.ts). None of it is in
// the page's boot script: an element's route loads the router, and these words, on the shopper's way.

export type DemoMessages = typeof messages;

export const demoMessages = defineCatalog('demo', messages, { 'es-US': () => import('./es-US.ts') });

/** What the router's views say, and what the pages are called. */
export interface ViewTexts {
  readonly m: DemoMessages;
  readonly titles: RouteTitles;
}

/** The views' texts in the page's locale: at once in en-US, fetched once in another. */
export const viewTexts = (): ViewTexts | Promise<ViewTexts> => {
  const locale = pageLocale();
  const m = catalogMessages(demoMessages, locale);
  const titles = catalogMessages(routeTitles, locale);
  return m instanceof Promise || titles instanceof Promise
    ? Promise.all([m, titles]).then(([m, titles]) => ({ m, titles }))
    : { m, titles };
};

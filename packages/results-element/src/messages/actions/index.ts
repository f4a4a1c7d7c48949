import { catalogMessages, defineCatalog, type Locale } from '@pc/shared';
import { resultsMessages } from '../index.ts';
import messages from './en-US.ts';

/**
 * The texts the results screen shows only after the shopper acts (spec §2: the success banner's 'Item
 * added to cart.' and Checkout link, the 'Proceed To Checkout' banner): ids `results.<key>` like the
 * rest of its texts, in a catalog of their own that travels with the actions' chunk (behaviour/actions.ts,
 * behaviour/actionsChunk.ts), not with the page's first load.
 */
export const actionMessages = defineCatalog('results', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** These messages in one locale, as `useMessages(actionMessages)` gives them. */
export type ActionMessages = typeof messages;

/**
 * These texts in every locale the results screen's were asked in (its elements' locales), fetched
 * before the actions' chunk counts as arrived: a banner never waits for its words as it shows.
 */
export const actionTexts = (): Promise<unknown> =>
  Promise.all(
    Object.keys(resultsMessages.loaded).map((locale) => catalogMessages(actionMessages, locale as Locale)),
  );

import { catalogMessages, defineCatalog, type Locale } from '@pc/shared';
import { resultsMessages } from '../index.ts';
import messages from './en-US.ts';

/**
 * The results modals' texts (spec §2 'more info' sections, the email capture and the single-survey
 * overlay; spec §5): ids `results.<key>` like the rest of the results screen's, in a catalog of their
 * own that travels with the modals' chunk (components/dialogs.ts, docs/decisions/0074), not with the
 * page's first load, as their words did before the catalogs.
 */
export const dialogMessages = defineCatalog('results', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** The modals' messages in one locale, as `useMessages(dialogMessages)` gives them. */
export type DialogMessages = typeof messages;

/**
 * The modals' texts in every locale the results screen's were asked in (its elements' locales),
 * fetched before the modals' chunk counts as arrived (behaviour/dialogsChunk.ts): a modal never waits
 * for its words as it opens.
 */
export const dialogTexts = (): Promise<unknown> =>
  Promise.all(
    Object.keys(resultsMessages.loaded).map((locale) => catalogMessages(dialogMessages, locale as Locale)),
  );

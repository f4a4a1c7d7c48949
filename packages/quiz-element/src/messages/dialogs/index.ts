import { catalogMessages, defineCatalog, type Locale } from '@pc/shared';
import { quizMessages } from '../index.ts';
import messages from './en-US.ts';

/**
 * The quiz's modals' texts (spec §2 welcome-back and lose-progress overlays): ids `quiz.<key>` like the
 * rest of the quiz's, in a catalog part that travels with the modals' chunk (components/dialogs.ts,
 * behaviour/dialogsChunk.ts), not with the page's first load (issue 45 item 4, docs/decisions/0211).
 */
export const dialogMessages = defineCatalog('quiz', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** The modals' messages in one locale. */
export type DialogMessages = typeof messages;

/**
 * The modals' texts in every locale the quiz's were asked in (its elements' locales), fetched before
 * the modals' chunk counts as arrived: a modal never waits for its words as it opens.
 */
export const dialogTexts = (): Promise<unknown> =>
  Promise.all(
    Object.keys(quizMessages.loaded).map((locale) => catalogMessages(dialogMessages, locale as Locale)),
  );

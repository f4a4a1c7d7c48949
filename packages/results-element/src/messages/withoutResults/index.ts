import { catalogMessages, defineCatalog, type Locale } from '@pc/shared';
import { resultsMessages } from '../index.ts';
import messages from './en-US.ts';

/**
 * What the results element says when it has no results to show (decision 0184: 'Your results are not
 * available.' and the quiz's link): ids `results.<key>` like the rest of its texts, in a catalog of
 * their own that travels with the chunk that shows them (components/withoutResults.ts), not with the
 * page's first load.
 */
export const withoutResultsMessages = defineCatalog('results', messages, {
  'es-US': () => import('./es-US.ts'),
});

/**
 * These texts in every locale the results screen's were asked in (its elements' locales), fetched
 * before the chunk's view renders: it never waits for its words.
 */
export const withoutResultsTexts = (): Promise<unknown> =>
  Promise.all(
    Object.keys(resultsMessages.loaded).map((locale) =>
      catalogMessages(withoutResultsMessages, locale as Locale),
    ),
  );

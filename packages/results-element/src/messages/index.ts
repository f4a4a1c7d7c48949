import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/**
 * The results screen's texts (spec §2 Results screen, §4 Results, §5 Email capture, §8; decisions 0012,
 * 0016 and 0074 where the spec is silent): ids `results.<key>`.
 */
export const resultsMessages = defineCatalog('results', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** The results screen's messages in one locale, as `useMessages(resultsMessages)` gives them. */
export type ResultsMessages = typeof messages;

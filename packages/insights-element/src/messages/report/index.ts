import { catalogMessages, defineCatalog, type Locale } from '@pc/shared';
import { insightsMessages } from '../index.ts';
import messages from './en-US.ts';

/**
 * The report's texts (docs/decisions/0119-0122, 0190): its range, sections, tables, charts and
 * webhooks; ids `insights.<key>` like the first view's, in a catalog of their own that travels with
 * the report's chunk (behaviour/reportChunk.ts), shown only to a signed-in owner.
 */
export const reportMessages = defineCatalog('insights', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** These messages in one locale, as `useMessages(reportMessages)` gives them. */
export type ReportMessages = typeof messages;

/** These texts in every locale the element was asked in, fetched before the chunk counts as arrived. */
export const reportTexts = (): Promise<unknown> =>
  Promise.all(
    Object.keys(insightsMessages.loaded).map((locale) => catalogMessages(reportMessages, locale as Locale)),
  );

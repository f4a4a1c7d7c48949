import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/**
 * The owner's report's first view (docs/decisions/0119): its title, the sign-in check and form, and
 * what the sign-in says; ids `insights.<key>`. The report's own texts travel with its chunk
 * (messages/report).
 */
export const insightsMessages = defineCatalog('insights', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** These messages in one locale, as `useMessages(insightsMessages)` gives them. */
export type InsightsMessages = typeof messages;

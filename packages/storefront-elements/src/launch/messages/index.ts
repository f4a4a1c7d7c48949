import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/** The launch page's texts (spec §2 Launch page, §4 Stock and buy button; decision 0034): ids `launch.<key>`. */
export const launchMessages = defineCatalog('launch', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** The launch page's messages in one locale, as `useMessages(launchMessages)` gives them. */
export type LaunchMessages = typeof messages;

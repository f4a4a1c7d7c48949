import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/**
 * The gift card page's texts that only its later code shows (behaviour/later.ts: the physical view's
 * heading, the send time of a chosen date, the FAQ's answer in the shopper's time): ids
 * `gift-cards.<key>` like the rest, in a catalog part that travels with that chunk
 * (behaviour/laterChunk.ts), not with the page's first load (issue 45 item 4).
 */
export const laterMessages = defineCatalog('gift-cards', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** These messages in one locale. */
export type LaterMessages = typeof messages;

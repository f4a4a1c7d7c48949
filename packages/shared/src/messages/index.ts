import { defineCatalog } from '../i18n/catalog.ts';
import messages from './en-US.ts';

/**
 * The texts every kind of element may show (docs/decisions/0210, 0211), ids `shared.<key>`: spec §8's
 * words for a failure the store does not explain. The texts of the elements that sell are the `shop`
 * catalog's (shop/messages).
 */
export const sharedMessages = defineCatalog('shared', messages, { 'es-US': () => import('./es-US.ts') });

/** The shared texts in one locale, as views read them (`useMessages(sharedMessages)`). */
export type SharedMessages = typeof messages;

import { defineCatalog } from '../i18n/catalog.ts';
import messages from './en-US.ts';

/**
 * The texts shared by several elements (docs/decisions/0210), ids `shared.<key>`: spec §4 "Stock and buy
 * button" (the candle and launch pages' button and note), a cart line's controls (decision 0124: the
 * cart drawer and the checkout), and spec §8's words for a failure the store does not explain.
 */
export const sharedMessages = defineCatalog('shared', messages, { 'es-US': () => import('./es-US.ts') });

/** The shared texts in one locale, as views read them (`useMessages(sharedMessages)`). */
export type SharedMessages = typeof messages;

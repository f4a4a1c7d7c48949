import { defineCatalog } from '../../i18n/catalog.ts';
import messages from './en-US.ts';

/**
 * The texts of the elements that sell (docs/decisions/0210, 0211), ids `shop.<key>`: spec §4 "Stock and
 * buy button" (the candle and launch pages' button and note) and a cart line's controls (decision 0124:
 * the cart drawer and the checkout). In the shop chunk, which only those elements load.
 */
export const shopMessages = defineCatalog('shop', messages, { 'es-US': () => import('./es-US.ts') });

/** The shop's texts in one locale, as views read them (`useMessages(shopMessages)`). */
export type ShopMessages = typeof messages;

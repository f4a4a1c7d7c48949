import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/** The cart's texts (spec §2 route table, the header cart; §9 shipping): ids `cart.<key>` of en-US.json. */
export const cartMessages = defineCatalog('cart', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** The cart's texts in one locale. */
export type CartMessages = typeof messages;

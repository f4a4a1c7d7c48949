import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/** `<pc-gift-cards>`'s texts (spec §2 Gift card page, §4 Gift card page, §5, §8): ids `gift-cards.<key>` of en-US.json. */
export const giftCardsMessages = defineCatalog('gift-cards', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** The gift card page's messages in one locale. */
export type GiftCardsMessages = typeof messages;

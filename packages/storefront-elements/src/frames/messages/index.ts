import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/** The checkout and order frames' texts (spec §2 route table: checkout, order-received; §4; §9 gift cards, e-gift send time). */
export const framesMessages = defineCatalog('frames', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** The frames' texts in one locale, as views read them (`useMessages(framesMessages)`). */
export type FramesMessages = typeof messages;

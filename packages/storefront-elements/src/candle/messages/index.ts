import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/** `<pc-candle>`'s texts (spec §2 Candle landing page, §4 Candle page): ids `candle.<key>` of en-US.json. */
export const candleMessages = defineCatalog('candle', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** The candle's messages in one locale. */
export type CandleMessages = typeof messages;

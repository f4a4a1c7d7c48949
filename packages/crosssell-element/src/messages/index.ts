import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/**
 * The cross-sell pop-up's texts (spec §2 Cross-sell pop-up, §7 actions SUBSCRIBE and ONE_TIME; decision
 * 0039 for the prices' spoken words): ids `cross-sell.<key>` of en-US.json. None takes an argument: the
 * two headings are two messages, so an author's words for any of them need no formatter (a third-party
 * page's bundle has no room for one, decision 0041).
 */
export const crossSellMessages = defineCatalog('cross-sell', messages, {
  'es-US': () => import('./es-US.ts'),
});

import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/**
 * The contact page's texts (spec §2 Contact page, its FAQ answers from §9; Your Data: decision 0150): ids
 * `contact.<key>` of en-US.json.
 */
export const contactMessages = defineCatalog('contact', messages, {
  'es-US': () => import('./es-US.ts'),
});

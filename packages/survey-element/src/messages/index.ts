import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/**
 * The survey's texts (spec §2 Post-purchase survey modal; decisions 0128, 0159): ids
 * `post-purchase-survey.<key>` of en-US.json.
 */
export const surveyMessages = defineCatalog('post-purchase-survey', messages, {
  'es-US': () => import('./es-US.ts'),
});

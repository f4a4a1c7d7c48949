import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/** The survey's texts (spec §2 Post-purchase survey modal; decisions 0128, 0159), ids as in en-US.json. */
export const surveyMessages = defineCatalog(messages, { 'es-US': () => import('./es-US.ts') });

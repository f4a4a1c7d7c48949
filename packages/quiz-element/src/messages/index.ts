import { defineCatalog } from '@pc/shared';
import messages from './en-US.ts';

/** The quiz's texts (spec §2 Quiz screen, §4 Quiz, §5 quiz age): ids `quiz.<key>` of en-US.json. */
export const quizMessages = defineCatalog('quiz', messages, {
  'es-US': () => import('./es-US.ts'),
});

/** The quiz's texts in one locale. */
export type QuizMessages = typeof messages;

// The quiz's two modals, one chunk of their own (behaviour/dialogsChunk.ts, docs/decisions/0136).
export { dialogTexts } from '../messages/dialogs/index.ts';
export { QuizDialogs } from './QuizDialogs.tsx';

// The quiz's two modals, one chunk of their own (behaviour/dialogsChunk.ts, docs/decisions/0136).
export { QuizDialogs } from './QuizDialogs.tsx';

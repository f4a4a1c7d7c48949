// @pc/quiz-element: named exports only (docs/architecture.md "Element anatomy"). Importing this
// module registers nothing: <pc-quiz> is registered by element.ts, the build's entry.
export type { QuizMessages } from './messages/index.ts';
export { quizMessages } from './messages/index.ts';
export { meta } from './meta.ts';
export type { QuizProps } from './Quiz.tsx';
export { Quiz } from './Quiz.tsx';
export type { QuizElementProps } from './QuizRoot.tsx';
export { QuizRoot } from './QuizRoot.tsx';

// @pc/quiz-element: named exports only. Importing this module registers <pc-quiz>.
export { PcQuizElement } from './element.ts';
export { meta } from './meta.ts';
export type { QuizProps } from './Quiz.tsx';
export { Quiz } from './Quiz.tsx';
export type { QuizElementProps } from './QuizRoot.tsx';
export { QuizRoot } from './QuizRoot.tsx';

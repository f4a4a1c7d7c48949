import { lazyChunk } from '@pc/shared';
import type { Question } from '@pc/shared/contract';

// docs/decisions/0067, 0136: the cologne question's typeahead (spec §3, §5: the combobox with its
// suggestions, their call and contract) is a chunk of its own. The question is a follow-up (spec §4:
// shown once fragrance_knowledge is answered, and not 0), so a fresh quiz's first view never shows it.
// It starts loading as the shopper heads for the question that reveals it (a pointer or focus on it,
// Quiz.tsx) and at the latest as the question shows; meanwhile the question holds a plain text field
// in the same place (components/CologneQuestion.tsx). A first view that already shows it
// (restored progress, a continuation) waits for it instead: the server render loads it before
// rendering (the element's `firstViewLoads`), the browser's first render waits for it (QuizRoot.tsx),
// and a quiz loaded by the element waits for it before showing (state/quizState.ts).
export const cologneChunk = lazyChunk(() =>
  import('../components/CologneCombobox.tsx').then((module) => module.CologneCombobox),
);

export const preloadCologne = cologneChunk.preload;

/** Whether questions (visibility applied) show the cologne question. */
export const showsCologne = (questions: readonly Question[]): boolean =>
  questions.some((question) => question.type === 'cologne' && question.visible);

let ready: Promise<unknown> | undefined;

/**
 * The chunk for a first view that shows the question: one promise, which React's `use` waits for (the
 * element's `firstViewLoads`: the server render settles it before rendering). It never rejects: a chunk
 * that cannot be fetched leaves the question its plain field, which asks for it again as it renders.
 */
export const cologneReady = (): Promise<unknown> => (ready ??= cologneChunk.load().catch(() => null));

/** Unit tests: a page that has not loaded the chunk yet. */
export const resetCologneChunkForTests = (): void => {
  cologneChunk.resetForTests();
  ready = undefined;
};

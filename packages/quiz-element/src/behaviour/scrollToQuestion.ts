import type { QuestionCode } from '@pc/shared/contract';

/** Where the quiz can be asked to go: a question, or the COMPLETE button after the last one. */
export type QuizTarget = QuestionCode | 'complete';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * spec §4 Advance: smooth-scrolls to a question (instantly when the shopper prefers reduced motion)
 * and moves focus to its heading, so keyboard and screen-reader users land where the page went.
 * `moveFocus: false` only scrolls. The COMPLETE target focuses the button when it is enabled.
 */
export function scrollToQuestion(root: ParentNode | null, target: QuizTarget, moveFocus = true): void {
  const element =
    target === 'complete'
      ? root?.querySelector<HTMLElement>('.complete')
      : root?.querySelector<HTMLElement>(`[data-question="${target}"]`);
  if (!element) return;
  element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!moveFocus) return;
  const focusable =
    target === 'complete'
      ? element.querySelector<HTMLButtonElement>('button:not(:disabled)')
      : element.querySelector<HTMLElement>('.question__title');
  focusable?.focus({ preventScroll: true });
}

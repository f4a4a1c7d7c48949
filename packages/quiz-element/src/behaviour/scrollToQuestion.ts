import type { QuestionCode } from '@pc/shared/contract';

/** Where the quiz can be asked to go: a question, or the COMPLETE button after the last one. */
export type QuizTarget = QuestionCode | 'complete';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * spec §4 Advance: smooth-scrolls to a question (instantly when the shopper prefers reduced motion)
 * and moves focus to its heading, so keyboard and screen-reader users land where the page went.
 * Synchronous, with no frame or timer before it (docs/decisions/0026): focus moves and the scroll starts
 * in the task of the click. Only writes after the caller's DOM writes, so one layout serves both.
 * `moveFocus: false` only scrolls. The COMPLETE target focuses the button when it is enabled.
 */
export function scrollToQuestion(root: ParentNode | null, target: QuizTarget, moveFocus = true): void {
  const element =
    target === 'complete'
      ? root?.querySelector<HTMLElement>('.complete')
      : root?.querySelector<HTMLElement>(`[data-question="${target}"]`);
  if (!element) return;
  // 'instant', not 'auto' (docs/decisions/0026): 'auto' follows the page's CSS scroll-behavior, so
  // a host page with `scroll-behavior: smooth` would animate it for a shopper who asked for less motion.
  element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
  if (!moveFocus) return;
  const focusable =
    target === 'complete'
      ? element.querySelector<HTMLButtonElement>('button:not(:disabled)')
      : element.querySelector<HTMLElement>('.question__title');
  focusable?.focus({ preventScroll: true });
}

// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { scrollToQuestion } from './scrollToQuestion.ts';

/** A quiz root with two questions, each with its focusable title, and the COMPLETE form. */
function quizRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div data-question="deo_freq"><h2 class="question__title" tabindex="-1">A</h2></div>
    <div data-question="bs_bw"><h2 class="question__title" tabindex="-1">B</h2></div>
    <form class="complete"><button type="submit">COMPLETE</button></form>`;
  document.body.append(root);
  return root;
}

const prefersReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('scrollToQuestion (spec §4 Advance; docs/decisions/0026: honours prefers-reduced-motion)', () => {
  // 'instant', never 'auto': 'auto' takes the page's CSS scroll-behavior, which may be smooth.
  const rows = [
    { motion: 'prefers-reduced-motion: reduce', reduce: true, behavior: 'instant' },
    { motion: 'no preference', reduce: false, behavior: 'smooth' },
  ];
  test.each(rows)(
    '$motion → $behavior scroll to the question, focus on its title',
    ({ reduce, behavior }) => {
      prefersReducedMotion(reduce);
      const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
      const root = quizRoot();
      scrollToQuestion(root, 'bs_bw');
      const question = root.querySelector('[data-question="bs_bw"]');
      expect(scrolled.mock.contexts).toEqual([question]);
      expect(scrolled.mock.calls[0]).toEqual([{ behavior, block: 'start' }]);
      expect(document.activeElement).toBe(question?.querySelector('h2'));
    },
  );

  test('the COMPLETE target focuses its enabled button', () => {
    prefersReducedMotion(false);
    const root = quizRoot();
    scrollToQuestion(root, 'complete');
    expect(document.activeElement?.textContent).toBe('COMPLETE');
  });

  test('moveFocus false only scrolls', () => {
    prefersReducedMotion(true);
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const root = quizRoot();
    scrollToQuestion(root, 'deo_freq', false);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.body);
  });
});

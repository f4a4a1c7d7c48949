import { h } from '../dom.ts';
import { postJson } from '../storeFetch.ts';
import type { Announce } from './controls.ts';

/** The self quiz, where a continuation is served (spec §2 route table). */
export const CONTINUATION_QUIZ_PATH = '/quiz';

/**
 * 'Continuation quiz': makes this session's self quiz a continuation (spec §4: a quiz with a
 * surveyLogId that is not complete, asking the questions added since) with `POST /__qa/continuation`,
 * then opens the quiz. Completing it there ends the continuation.
 */
export const continuationSection = (
  announce: Announce,
  navigate: (path: string) => void = (path) => window.location.assign(path),
): HTMLElement => {
  const start = h('button', { type: 'button' }, 'Start a continuation quiz');
  start.addEventListener('click', async () => {
    start.disabled = true;
    try {
      await postJson('/__qa/continuation', {});
      announce('Continuation created: opening the quiz…');
      navigate(CONTINUATION_QUIZ_PATH);
    } catch (error) {
      announce(`/__qa/continuation failed: ${error instanceof Error ? error.message : String(error)}`);
      start.disabled = false;
    }
  });
  return h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-continuation-title' },
    h('h3', { id: 'qa-continuation-title' }, 'Continuation quiz'),
    h(
      'p',
      { class: 'qa-detail' },
      'Turns this session’s self quiz into a continuation that asks only the new hair and cologne questions.',
    ),
    start,
  );
};

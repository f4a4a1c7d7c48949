import { SCROLL_THROTTLE_MS } from '@pc/shared/constants';
import type { Question, QuestionGroup } from '@pc/shared/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { activeQuestionIndex, scrollProgress } from '../model/scrollProgress.ts';
import { throttle } from './throttle.ts';

export interface TrackerPosition {
  /** 0..100: how far the quiz is scrolled. */
  percent: number;
  /** The group of the question being read. */
  activeGroup: QuestionGroup | null;
}

/** The reading line, as a share of the viewport height: a question whose top passed it is current. */
const READING_LINE = 0.35;

/**
 * spec §2 tracker bar: the scroll progress and the current group, measured on scroll and resize,
 * throttled at 200 ms (spec §4 / §9 SCROLL_THROTTLE_MS), and again whenever the questions change.
 * The listeners stay for the element's life; a change of questions (an answer) goes through the same
 * throttle, so the advance's smooth scroll that follows an answer is measured once per 200 ms, not
 * once more for the answer and again at its first frame (docs/decisions/0026).
 */
export function useScrollTracker(
  rootRef: RefObject<HTMLElement | null>,
  questions: readonly Question[],
): TrackerPosition {
  const [position, setPosition] = useState<TrackerPosition>({ percent: 0, activeGroup: null });
  const groupOf = useRef(new Map<string, QuestionGroup>());
  const scheduled = useRef<ReturnType<typeof throttle> | null>(null);

  // Declared first, so on mount the map is there before the first measure below.
  useEffect(() => {
    groupOf.current = new Map(questions.map((question) => [question.code as string, question.group]));
    scheduled.current?.run();
  }, [questions]);

  useEffect(() => {
    const measure = () => {
      const root = rootRef.current;
      if (!root) return;
      const box = root.getBoundingClientRect();
      const percent = scrollProgress(box.top, box.height, window.innerHeight);
      const nodes = [...root.querySelectorAll<HTMLElement>('[data-question]')];
      const index = activeQuestionIndex(
        nodes.map((node) => node.getBoundingClientRect().top),
        window.innerHeight * READING_LINE,
      );
      const activeGroup = groupOf.current.get(nodes[index]?.dataset.question ?? '') ?? null;
      setPosition((previous) =>
        previous.percent === percent && previous.activeGroup === activeGroup
          ? previous
          : { percent, activeGroup },
      );
    };
    const onScroll = throttle(measure, SCROLL_THROTTLE_MS);
    scheduled.current = onScroll;
    onScroll.run();
    window.addEventListener('scroll', onScroll.run, { passive: true });
    window.addEventListener('resize', onScroll.run);
    return () => {
      window.removeEventListener('scroll', onScroll.run);
      window.removeEventListener('resize', onScroll.run);
      onScroll.cancel();
      scheduled.current = null;
    };
  }, [rootRef]);

  return position;
}

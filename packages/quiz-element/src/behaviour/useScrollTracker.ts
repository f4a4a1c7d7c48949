import { SCROLL_THROTTLE_MS } from '@pc/shared/constants';
import type { Question, QuestionGroup } from '@pc/shared/contract';
import { type RefObject, useEffect, useState } from 'react';
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
 */
export function useScrollTracker(
  rootRef: RefObject<HTMLElement | null>,
  questions: readonly Question[],
): TrackerPosition {
  const [position, setPosition] = useState<TrackerPosition>({ percent: 0, activeGroup: null });

  useEffect(() => {
    const groupOf = new Map(questions.map((question) => [question.code as string, question.group]));
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
      const activeGroup = groupOf.get(nodes[index]?.dataset.question ?? '') ?? null;
      setPosition((previous) =>
        previous.percent === percent && previous.activeGroup === activeGroup
          ? previous
          : { percent, activeGroup },
      );
    };
    const onScroll = throttle(measure, SCROLL_THROTTLE_MS);
    measure();
    window.addEventListener('scroll', onScroll.run, { passive: true });
    window.addEventListener('resize', onScroll.run);
    return () => {
      window.removeEventListener('scroll', onScroll.run);
      window.removeEventListener('resize', onScroll.run);
      onScroll.cancel();
    };
  }, [rootRef, questions]);

  return position;
}

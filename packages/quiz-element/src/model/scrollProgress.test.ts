import { describe, expect, test } from 'vitest';
import { activeQuestionIndex, scrollProgress } from './scrollProgress.ts';

describe('scrollProgress (spec §2: the tracker bar shows the scroll progress)', () => {
  const rows: { rule: string; top: number; height: number; viewport: number; expected: number }[] = [
    {
      rule: 'quiz top below the viewport top: nothing scrolled',
      top: 120,
      height: 3000,
      viewport: 800,
      expected: 0,
    },
    { rule: 'quiz top at the viewport top: 0', top: 0, height: 3000, viewport: 800, expected: 0 },
    { rule: 'half of the scrollable length: 50', top: -1100, height: 3000, viewport: 800, expected: 50 },
    {
      rule: 'bottom reached the viewport bottom: 100',
      top: -2200,
      height: 3000,
      viewport: 800,
      expected: 100,
    },
    { rule: 'scrolled past the quiz: still 100', top: -5000, height: 3000, viewport: 800, expected: 100 },
    {
      rule: 'a quiz shorter than the viewport, scrolled past its top: 100',
      top: -10,
      height: 500,
      viewport: 800,
      expected: 100,
    },
    { rule: 'rounded to whole percent', top: -1, height: 3000, viewport: 800, expected: 0 },
  ];
  test.each(rows)('$rule', ({ top, height, viewport, expected }) => {
    expect(scrollProgress(top, height, viewport)).toBe(expected);
  });
});

describe('activeQuestionIndex (spec §2: the tracker highlights the group being read)', () => {
  const rows: { rule: string; tops: number[]; line: number; expected: number }[] = [
    { rule: 'no questions', tops: [], line: 100, expected: -1 },
    { rule: 'none has passed the line yet: the first', tops: [300, 900], line: 100, expected: 0 },
    { rule: 'the last one that passed the line', tops: [-500, 40, 600], line: 100, expected: 1 },
    { rule: 'exactly on the line counts as passed', tops: [-500, 100, 600], line: 100, expected: 1 },
    { rule: 'all passed: the last', tops: [-900, -500, -20], line: 100, expected: 2 },
  ];
  test.each(rows)('$rule', ({ tops, line, expected }) => {
    expect(activeQuestionIndex(tops, line)).toBe(expected);
  });
});

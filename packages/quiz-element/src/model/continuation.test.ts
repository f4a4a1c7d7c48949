import { describe, expect, test } from 'vitest';
import { answeredQuiz } from '../test/quizFixture.ts';
import { isContinuation, startsStarted } from './continuation.ts';

describe('isContinuation (spec §4: a quiz with a surveyLogId that is not complete)', () => {
  const rows = [
    {
      rule: 'surveyLogId and not complete: a continuation',
      surveyLogId: 'abc',
      complete: false,
      expected: true,
    },
    {
      rule: 'surveyLogId but complete: not a continuation',
      surveyLogId: 'abc',
      complete: true,
      expected: false,
    },
    { rule: 'no surveyLogId: not a continuation', surveyLogId: null, complete: false, expected: false },
    { rule: 'an empty surveyLogId counts as none', surveyLogId: '', complete: false, expected: false },
  ];
  test.each(rows)('$rule', ({ surveyLogId, complete, expected }) => {
    expect(isContinuation({ surveyLogId, complete })).toBe(expected);
  });
});

describe('startsStarted (spec §4 Leaving, restored progress)', () => {
  const rows = [
    { rule: 'no answer: not started', answers: {}, complete: false, expected: false },
    {
      rule: 'a visible answer from saved progress: started',
      answers: { deo_freq: '1' },
      complete: false,
      expected: true,
    },
    {
      // spec §4: cologne is visible only when fragrance_knowledge is not 0 (unanswered keeps it hidden).
      rule: 'only an answer kept on a hidden question (cologne without fragrance_knowledge): not started',
      answers: { cologne: 'Cedar Noir' },
      complete: false,
      expected: false,
    },
    { rule: 'a complete quiz is not started', answers: { deo_freq: '1' }, complete: true, expected: false },
  ];
  test.each(rows)('$rule', ({ answers, complete, expected }) => {
    expect(startsStarted({ complete }, answeredQuiz(answers, { quizType: 'self' }))).toBe(expected);
  });
});

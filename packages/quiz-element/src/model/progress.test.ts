import { describe, expect, test } from 'vitest';
import { question } from '../test/quizFixture.ts';
import { progressAnswers } from './progress.ts';

describe('progressAnswers (saved progress restores every answer on reload)', () => {
  test('sends every question, answered or not, hidden or not', () => {
    const questions = [
      question('deo_freq', { selected: '1' }),
      question('bo_level', { selected: 'a', visible: false }),
      question('sweat_pref'),
    ];
    expect(progressAnswers(questions)).toEqual([
      { questionCode: 'deo_freq', value: '1' },
      { questionCode: 'bo_level', value: 'a' },
      { questionCode: 'sweat_pref', value: null },
    ]);
  });

  test("sends the typed 'other' text of option questions (docs/decisions/0004)", () => {
    const questions = [question('work', { selected: 'other', otherText: 'Lighthouse keeper' })];
    expect(progressAnswers(questions)).toEqual([
      { questionCode: 'work', value: 'other', otherText: 'Lighthouse keeper' },
    ]);
  });

  test('cuts values to the contract limit of 500 characters', () => {
    const [answer] = progressAnswers([
      question('cologne', { type: 'cologne', options: [], selected: 'x'.repeat(600) }),
    ]);
    expect(answer?.value).toHaveLength(500);
  });
});

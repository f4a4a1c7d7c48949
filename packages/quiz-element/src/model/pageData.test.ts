import { describe, expect, it } from 'vitest';
import { servedQuiz } from '../test/quizServer.ts';
import { readQuizPageData } from './pageData.ts';

describe('readQuizPageData (page data {quiz, hideHair, hideScent}, design.md "First paint")', () => {
  const self = { quiz: servedQuiz('self'), hideHair: true, hideScent: false };
  it.each([
    ['the self quiz for a self quiz', self, 'self', true],
    ['the gift quiz for a gift quiz', { ...self, quiz: servedQuiz('gift') }, 'gift', true],
    ['the self quiz for a gift quiz (another type: load it)', self, 'gift', false],
    ['no page data', undefined, 'self', false],
    ['null ("this page has none")', null, 'self', false],
    ['results page data', { results: {} }, 'self', false],
    ['a malformed quiz', { ...self, quiz: { ...servedQuiz('self'), questions: 'x' } }, 'self', false],
    ['no query switches', { quiz: servedQuiz('self') }, 'self', false],
  ] as const)('%s → %s', (_, pageData, type, read) => {
    expect(readQuizPageData(pageData, type) !== null).toBe(read);
  });

  it('keeps the query switches the server read', () => {
    expect(readQuizPageData(self, 'self')).toMatchObject({ hideHair: true, hideScent: false });
  });
});

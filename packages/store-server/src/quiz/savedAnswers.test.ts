import type { ProgressAnswer } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { GIFT_ANSWERS, SELF_ANSWERS, summaryOf } from '../../test/quizSummaries.ts';
import { questionsFor } from './catalogue.ts';
import {
  answersTo,
  hasAnswers,
  mergeAnswers,
  restoreSelections,
  savedFromSummary,
  savedName,
  summaryAnswersFromSaved,
} from './savedAnswers.ts';
import { summaryProblems } from './summaryRules.ts';

// Saved progress ↔ spec §3 Quiz summary answers (docs/decisions/0004: otherText is the typed text).

const saved = (questionCode: ProgressAnswer['questionCode'], value: string | null, otherText?: string) =>
  ({ questionCode, value, ...(otherText === undefined ? {} : { otherText }) }) as ProgressAnswer;

describe('restoreSelections', () => {
  it('fills selected and otherText from saved answers and leaves the rest as served', () => {
    const questions = restoreSelections(questionsFor('self', 'en-US'), [
      saved('hair_type', 'curly'),
      saved('work', 'other', 'Night shifts'),
      saved('age', null),
    ]);
    const byCode = new Map(questions.map((question) => [question.code, question]));
    expect(byCode.get('hair_type')).toMatchObject({ selected: 'curly' });
    expect(byCode.get('hair_type')).not.toHaveProperty('otherText');
    expect(byCode.get('work')).toMatchObject({ selected: 'other', otherText: 'Night shifts' });
    expect(byCode.get('age')?.selected).toBeNull();
    expect(byCode.get('drink')?.selected).toBeNull();
  });

  it('takes the later of two answers to one code', () => {
    const [name] = restoreSelections(questionsFor('self', 'en-US'), [saved('name', 'A'), saved('name', 'B')]);
    expect(name?.selected).toBe('B');
  });
});

describe('answers', () => {
  it('merge: later answers replace earlier ones by code, new codes are added', () => {
    expect(
      mergeAnswers(
        [saved('age', '30'), saved('drink', 'tea')],
        [saved('drink', 'wine'), saved('work', 'home')],
      ),
    ).toEqual([saved('age', '30'), saved('drink', 'wine'), saved('work', 'home')]);
  });

  it('answersTo keeps the codes a quiz asks', () => {
    expect(answersTo([saved('relationship', '1'), saved('age', '3')], ['age'])).toEqual([saved('age', '3')]);
  });

  it.each([
    [[], false],
    [[saved('age', null), saved('name', '  ')], false],
    [[saved('age', null), saved('drink', 'tea')], true],
  ])('hasAnswers(%j) is %s (RETAKE SURVEY saves nulls)', (answers, expected) => {
    expect(hasAnswers(answers)).toBe(expected);
  });

  it.each([
    [[saved('name', '  Jo  ')], 'Jo'],
    [[saved('name', '   ')], null],
    [[saved('name', null)], null],
    [[], null],
  ])('savedName(%j) is %j (spec §5: trimmed, empty allowed)', (answers, expected) => {
    expect(savedName(answers)).toBe(expected);
  });
});

describe('summary answers', () => {
  it('builds answers the catalogue accepts for complete self and gift quizzes', () => {
    expect(summaryProblems(summaryOf('self', SELF_ANSWERS))).toEqual([]);
    expect(summaryProblems(summaryOf('gift', GIFT_ANSWERS))).toEqual([]);
  });

  it('gives texts as the quiz showed them, in quiz order (spec §4: bs_bw soap titles ideal_bw "Bar Soap")', () => {
    const answers = summaryAnswersFromSaved('self', [
      saved('bs_bw', 'soap'),
      saved('ideal_bw', 'gentle'),
      saved('work', 'other', ' Night shifts '),
      saved('age', '29'),
    ]);
    expect(answers).toEqual([
      {
        questionCode: 'age',
        questionText: 'How old are you?',
        answerValue: '29',
        answerCode: 'age',
        answerText: '29',
      },
      expect.objectContaining({ questionCode: 'bs_bw', answerCode: 'bs_bw_soap' }),
      expect.objectContaining({
        questionCode: 'ideal_bw',
        questionText: 'What should your ideal Bar Soap do?',
        answerCode: 'ideal_bw_gentle',
        answerText: 'Be gentle on sensitive skin',
      }),
      expect.objectContaining({ questionCode: 'work', answerCode: 'other', answerText: 'Night shifts' }),
    ]);
  });

  // issue 43: in es-US the title is the server catalog's Spanish word (quiz/questions/messages).
  it.each([
    ['soap', '¿Qué debería hacer tu jabón en barra ideal?'],
    ['both', '¿Qué debería hacer tu jabón ideal?'],
    ['body_wash', '¿Qué debería hacer tu gel de baño ideal?'],
  ])('es-US: bs_bw %s titles ideal_bw %j', (bsBw, expected) => {
    const answers = summaryAnswersFromSaved(
      'self',
      [saved('bs_bw', bsBw), saved('ideal_bw', 'gentle')],
      'es-US',
    );
    expect(answers.find((answer) => answer.questionCode === 'ideal_bw')?.questionText).toBe(expected);
  });

  it('leaves out unanswered answers, unknown options and questions of the other quiz', () => {
    expect(
      summaryAnswersFromSaved('self', [
        saved('age', null),
        saved('drink', 'mead'),
        saved('relationship', '1'),
      ]),
    ).toEqual([]);
  });

  it('turns summary answers back into saved answers, with the typed text of an other option', () => {
    const summary = summaryOf('self', { work: 'other', age: '30' });
    const work = summary.answers.find((answer) => answer.questionCode === 'work');
    if (work) work.answerText = 'Night shifts';
    expect(savedFromSummary(summary.answers)).toEqual([
      saved('age', '30'),
      saved('work', 'other', 'Night shifts'),
    ]);
  });
});

import { Quiz } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QUIZ_VERSION } from './catalogue.ts';
import { CONTINUATION_QUESTIONS } from './continuation.ts';
import { completedQuiz, QUIZ_IDS, sessionQuiz } from './sessionQuiz.ts';
import type { SessionQuizLogs, SurveyLog } from './surveyLogRepository.ts';

// spec §3 Quiz for a session: complete flag, restored selections, continuation (spec §4).

const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 12, minute));

const log = (fields: Partial<SurveyLog>): SurveyLog => ({
  id: 'log0000001',
  sessionId: 's',
  quizType: 'self',
  version: QUIZ_VERSION,
  status: 'draft',
  continuation: false,
  continuationQuestions: [],
  answers: [],
  progress: 0,
  startedAt: null,
  summary: null,
  recommendation: null,
  email: null,
  createdAt: at(0),
  updatedAt: at(0),
  completedAt: null,
  ...fields,
});

const complete = log({
  id: 'complete01',
  status: 'complete',
  completedAt: at(10),
  answers: [
    { questionCode: 'name', value: 'Riley' },
    { questionCode: 'drink', value: 'tea' },
  ],
});
const draftAt = (minute: number, value: string | null) =>
  log({ id: 'draft00001', updatedAt: at(minute), answers: [{ questionCode: 'drink', value }] });
const logs = (fields: Partial<SessionQuizLogs>): SessionQuizLogs => ({
  continuation: null,
  draft: null,
  latestComplete: null,
  ...fields,
});

describe('completedQuiz (decision 0008)', () => {
  it.each([
    ['nothing', 'self', logs({}), null],
    ['a draft only', 'self', logs({ draft: draftAt(5, 'tea') }), null],
    ['a complete self quiz', 'self', logs({ latestComplete: complete }), 'complete01'],
    ['an older draft', 'self', logs({ latestComplete: complete, draft: draftAt(5, 'wine') }), 'complete01'],
    [
      'a newer draft of nulls (RETAKE)',
      'self',
      logs({ latestComplete: complete, draft: draftAt(20, null) }),
      'complete01',
    ],
    [
      'a newer draft with answers',
      'self',
      logs({ latestComplete: complete, draft: draftAt(20, 'wine') }),
      null,
    ],
    ['a complete gift quiz', 'gift', logs({ latestComplete: { ...complete, quizType: 'gift' } }), null],
  ] as const)('%s: %s quiz → %s', (_name, type, state, expected) => {
    expect(completedQuiz(type, state)?.id ?? null).toBe(expected);
  });
});

describe('sessionQuiz', () => {
  it.each(['self', 'gift'] as const)('answers a fresh %s quiz that parses through the contract', (type) => {
    const quiz = v.parse(Quiz, sessionQuiz(type, logs({}), 'en-US'));
    expect(quiz).toMatchObject({ id: QUIZ_IDS[type], type, version: QUIZ_VERSION, complete: false });
    expect(quiz.surveyLogId).toBeNull();
    expect(quiz.name).toBeNull();
    expect(quiz.questions.every((question) => question.selected === null)).toBe(true);
  });

  it('restores a complete quiz from its log, without a surveyLogId', () => {
    const quiz = sessionQuiz('self', logs({ latestComplete: complete }), 'en-US');
    expect(quiz).toMatchObject({ complete: true, surveyLogId: null, name: 'Riley' });
    expect(quiz.questions.find((question) => question.code === 'drink')?.selected).toBe('tea');
  });

  it('restores newer progress over a complete quiz', () => {
    const quiz = sessionQuiz('self', logs({ latestComplete: complete, draft: draftAt(20, 'wine') }), 'en-US');
    expect(quiz).toMatchObject({ complete: false, name: null });
    expect(quiz.questions.find((question) => question.code === 'drink')?.selected).toBe('wine');
  });

  it('serves an open continuation: its id, not complete, only its new questions, its name', () => {
    const continuation = log({
      id: 'continue01',
      continuation: true,
      continuationQuestions: [...CONTINUATION_QUESTIONS],
      answers: [
        { questionCode: 'name', value: 'Jordan' },
        { questionCode: 'hair_type', value: 'wavy' },
      ],
    });
    const quiz = v.parse(
      Quiz,
      sessionQuiz('self', logs({ continuation, latestComplete: complete }), 'en-US'),
    );
    expect(quiz).toMatchObject({ surveyLogId: 'continue01', complete: false, name: 'Jordan' });
    expect(quiz.questions.map((question) => question.code)).toEqual(CONTINUATION_QUESTIONS);
    expect(quiz.questions[0]?.selected).toBe('wavy');
    // The gift quiz is never a continuation.
    expect(sessionQuiz('gift', logs({ continuation }), 'en-US').surveyLogId).toBeNull();
  });

  // decision 0210: the store's locale gives the words; the saved answers are values, restored alike.
  it.each([
    ['en-US', 'Pick a drink.', 'Tea'],
    ['es-US', 'Elige una bebida.', 'Té'],
  ] as const)('in %s: the questions in its words, the same selections', (locale, title, tea) => {
    const quiz = v.parse(Quiz, sessionQuiz('self', logs({ latestComplete: complete }), locale));
    const drink = quiz.questions.find((question) => question.code === 'drink')!;
    expect(drink.text.default).toBe(title);
    expect(drink.selected).toBe('tea');
    expect(drink.options.find((option) => option.value === drink.selected)?.text.default).toBe(tea);
    expect(quiz).toMatchObject({ complete: true, name: 'Riley' });
  });
});

// spec §4 "The first selection starts the … timer": the draft's start comes back with its progress, so
// a reload keeps counting from it (decision 0165); a complete quiz starts afresh.
describe('sessionQuiz startedAt', () => {
  const started = at(3);
  const draft = log({
    answers: [{ questionCode: 'age', value: '30' }],
    startedAt: started,
    updatedAt: at(5),
  });
  it.each([
    ['no log', { continuation: null, draft: null, latestComplete: null }, null],
    ['a draft with its start', { continuation: null, draft, latestComplete: null }, started.getTime()],
    [
      'a continuation with its start',
      {
        continuation: log({ continuation: true, continuationQuestions: ['age'], startedAt: started }),
        draft: null,
        latestComplete: null,
      },
      started.getTime(),
    ],
    [
      'a complete self quiz',
      {
        continuation: null,
        draft: null,
        latestComplete: log({ status: 'complete', completedAt: at(9), startedAt: started }),
      },
      null,
    ],
  ] as [string, SessionQuizLogs, number | null][])('%s', (_, logs, startedAt) => {
    expect(sessionQuiz('self', logs, 'en-US').startedAt).toBe(startedAt);
  });
});

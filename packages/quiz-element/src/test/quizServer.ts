// Test-only: the store server's quiz calls, answered at the fetch boundary (@pc/shared's stubFetch).
import type { Question, Quiz, QuizType } from '@pc/shared/contract';
import { type SentRequest, stubFetch } from '@pc/shared/test';
import { type Answers, quizQuestions, withAnswers } from './quizFixture.ts';

export function servedQuiz(type: QuizType, extra: Partial<Quiz> = {}): Quiz {
  return {
    id: type === 'self' ? 1 : 2,
    type,
    version: 3,
    questions: quizQuestions(type),
    complete: false,
    surveyLogId: null,
    name: null,
    ...extra,
  };
}

/**
 * The quiz with its cologne question a follow-up of fragrance_knowledge, as the server's catalogue
 * authors it (store-server quiz/questions/scent.ts), and `answers` saved (restored progress).
 */
export function cologneQuiz(type: QuizType, answers: Answers = {}): Quiz {
  const questions = withAnswers(quizQuestions(type), answers).map((question) =>
    question.code === 'cologne'
      ? { ...question, parentCode: 'fragrance_knowledge' as const, collapse: true }
      : question,
  );
  return servedQuiz(type, { questions });
}

export interface PerfumeAnswer {
  id: string;
  name: string;
  brand: string;
}

export interface QuizServerOptions {
  quiz?: Quiz | ((type: QuizType) => Quiz);
  /** How many quiz loads fail (network) before one succeeds. */
  failLoads?: number;
  /** users/self: a customer, or null (401: anonymous). */
  user?: { id: number; email: string; firstName: string } | null;
  /** The typeahead's answer for a query. */
  perfumes?: (query: string) => PerfumeAnswer[];
  /** Hold the typeahead's answers until released (to see aborts). */
  holdPerfumes?: boolean;
}

const json = (body: unknown, status = 200) => ({ status, body });

/** Answers getQuiz, saveQuizProgress, users/self and query_perfume; records every request. */
export function stubQuizServer(options: QuizServerOptions = {}) {
  let failures = options.failLoads ?? 0;
  const held: (() => void)[] = [];
  const { sent, fetchMock } = stubFetch((request: SentRequest) => {
    const url = new URL(request.url, 'http://store.test');
    const quizMatch = url.pathname.match(/^\/wp-json\/pc\/v1\/quizzes\/(self|gift)$/);
    if (quizMatch && request.method === 'GET') {
      if (failures > 0) {
        failures -= 1;
        return new TypeError('Failed to fetch');
      }
      const type = quizMatch[1] as QuizType;
      const quiz =
        typeof options.quiz === 'function' ? options.quiz(type) : (options.quiz ?? servedQuiz(type));
      return json(quiz);
    }
    if (/^\/wp-json\/pc\/v1\/quizzes\/(self|gift)\/progress$/.test(url.pathname))
      return json({ success: true });
    if (url.pathname === '/wp-json/pc/v1/users/self') {
      return options.user
        ? json(options.user)
        : json({ code: 'rest_not_logged_in', message: 'Not logged in', data: { status: 401 } }, 401);
    }
    if (url.pathname === '/wp-admin/admin-ajax.php' && url.searchParams.get('action') === 'query_perfume') {
      const query = url.searchParams.get('query_perfume') ?? '';
      const answer = json({ success: true, data: options.perfumes?.(query) ?? [] });
      if (!options.holdPerfumes) return answer;
      return new Promise((resolve) => held.push(() => resolve(answer)));
    }
    return json({ code: 'rest_no_route', message: 'No route', data: { status: 404 } }, 404);
  });
  return {
    sent,
    fetchMock,
    /** Lets every held typeahead answer through. */
    releasePerfumes: () => {
      for (const release of held.splice(0)) release();
    },
    progressSaves: () =>
      sent
        .filter((request) => request.url.endsWith('/progress'))
        .map((request) => JSON.parse(request.body ?? '{}')),
  };
}

/** A small quiz with one question of each kind the completion tests need. */
export function smallQuiz(type: QuizType = 'self', extra: Partial<Quiz> = {}): Quiz {
  const option = (value: string, text: string) => ({
    id: `opt_${value}`,
    text: { default: text },
    value,
    type: 'standard' as const,
    hidden: false,
    unsupported: [],
  });
  const base = { selected: null, visible: true, collapse: false, parentCode: null } as const;
  const questions: Question[] = [
    {
      ...base,
      code: 'name',
      text: { default: "What's your first name?" },
      group: 'you',
      type: 'text',
      options: [],
    },
    {
      ...base,
      code: 'age',
      text: { default: 'How old are you?' },
      group: 'you',
      type: 'number',
      options: [],
    },
    {
      ...base,
      code: 'deo_freq',
      text: { default: 'How often do you use deodorant?' },
      group: 'body',
      type: 'options',
      options: [option('0', 'Every day'), option('4', 'Never')],
    },
    {
      ...base,
      code: 'shower_freq',
      text: { default: 'How often do you shower?' },
      group: 'body',
      type: 'options',
      options: [option('daily', 'Once a day'), option('twice', 'Twice a day')],
    },
  ];
  return { ...servedQuiz(type), questions, ...extra };
}

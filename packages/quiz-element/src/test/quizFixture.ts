// Test data only: a question catalogue shaped like the server's, using the authored option values
// of the contract's quizValues.ts. Imported by the *.test.ts files beside it, never by the element.
import type { Question, QuestionCode, QuestionOption, QuizType } from '@pc/shared/contract';
import { applyVisibility, type VisibilityContext } from '../model/visibility.ts';

export function option(value: string, extra: Partial<QuestionOption> = {}): QuestionOption {
  return {
    id: `opt_${value}`,
    text: { default: `Text ${value}` },
    value,
    type: 'standard',
    hidden: false,
    unsupported: [],
    ...extra,
  };
}

export function question(code: QuestionCode, extra: Partial<Question> = {}): Question {
  return {
    code,
    text: { default: `Question ${code}` },
    group: 'you',
    selected: null,
    visible: true,
    type: 'options',
    options: [option('a'), option('b')],
    collapse: false,
    parentCode: null,
    ...extra,
  };
}

const values = (...list: string[]) => list.map((value) => option(value));

/** Every question of spec §3's code list that a rule of spec §4 touches, in quiz order. */
export function catalogue(): Question[] {
  return [
    question('name', { type: 'options', options: [], text: { default: 'Your name?', gift: 'Their name?' } }),
    question('relationship', { group: 'them', options: values('0', '1', '2', '3', '4') }),
    question('age', { type: 'number', options: [] }),
    question('deo_freq', { group: 'body', options: values('0', '1', '2', '3', '4') }),
    question('sweat_level', { group: 'body' }),
    question('bo_level', { group: 'body' }),
    question('sweat_pref', { group: 'body' }),
    question('deo_care', { group: 'body' }),
    question('bs_bw', { group: 'body', options: values('soap', 'both', 'body_wash') }),
    question('ideal_bw', {
      group: 'body',
      text: { default: 'Your ideal {product}?', gift: 'Their ideal {product}?' },
    }),
    question('fragrance_knowledge', { group: 'scent', options: values('0', '1', '2') }),
    question('cologne', { group: 'scent', type: 'cologne', options: [] }),
    question('cologne_approval', { group: 'scent' }),
    question('face_type', { group: 'face', options: values('0', '1', '2', '3') }),
    question('face_need', { group: 'face', options: values('oily', 'dry', 'sensitive', 'acne') }),
    question('hair_type', {
      group: 'hair',
      options: values('straight', 'wavy', 'curly', 'coily', 'bald'),
    }),
    question('hair_freq', { group: 'hair', options: values('daily', 'weekly', 'never') }),
    question('hair_need', {
      group: 'hair',
      options: [
        ...values('anti_frizz', 'curly_safe', 'volume'),
        option('other', { id: 'opt_hair_other', type: 'other' }),
      ],
    }),
    question('hair_length', {
      group: 'hair',
      options: [
        option('short', { type: 'icon', icon: 'hair_length_short.svg' }),
        option('long', { type: 'icon', icon: '/assets/hair_length_long.svg' }),
      ],
    }),
    question('hair_foaming', { group: 'hair' }),
    question('personality', {
      group: 'you',
      options: [option('bold'), option('calm', { unsupported: ['gift'] })],
    }),
    question('night_out', {
      group: 'you',
      type: 'slider',
      image: 'night.png',
      options: values('1', '2', '3'),
    }),
  ];
}

/** The catalogue as a quiz type serves it: the gift quiz has relationship, the self quiz does not. */
export function quizQuestions(quizType: QuizType): Question[] {
  const all = catalogue();
  return quizType === 'gift' ? all : all.filter((item) => item.code !== 'relationship');
}

export type Answers = Partial<Record<QuestionCode, string>>;

/** Sets the given selections (no toggling) on a question list. */
export function withAnswers(questions: readonly Question[], answers: Answers): Question[] {
  return questions.map((item) => {
    const selected = answers[item.code];
    return selected === undefined ? item : { ...item, selected };
  });
}

/** A quiz of the given type with these answers, visibility applied. */
export function answeredQuiz(
  answers: Answers,
  context: Partial<VisibilityContext> & { quizType: QuizType },
  questions: readonly Question[] = quizQuestions(context.quizType),
): Question[] {
  return applyVisibility(withAnswers(questions, answers), { hideHair: false, hideScent: false, ...context });
}

export function find(questions: readonly Question[], code: QuestionCode): Question {
  const found = questions.find((item) => item.code === code);
  if (!found) throw new Error(`no question ${code}`);
  return found;
}

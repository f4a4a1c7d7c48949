// Checks a posted quiz summary (spec §3 Quiz summary, spec §4 Completion) beyond what the
// contract's schema checks: the answers must fit the questions this quiz type asked. spec §5 leaves
// server-side rules "not shown"; these follow the quiz's own limits (spec §5, §9).
import {
  AGE_MAX,
  AGE_MIN,
  COLOGNE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTHER_TEXT_MAX_LENGTH,
} from '@pc/shared/constants';
import type { Question, QuestionCode, QuizAnswer, QuizSummary, QuizType } from '@pc/shared/contract';
import { catalogueQuestion, QUESTIONS_BY_TYPE } from './catalogue.ts';
import { type CraftingMessages, craftingMessages } from './messages/index.ts';

const quote = (value: string): string => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

function typedAnswerProblem(question: Question, answer: QuizAnswer, m: CraftingMessages): string | null {
  const value = answer.answerValue;
  if (question.code === 'name') {
    // spec §5: trimmed, empty allowed; spec §9: 25 characters.
    return value.trim().length > NAME_MAX_LENGTH
      ? m.nameTooLong({ max: NAME_MAX_LENGTH, length: value.trim().length })
      : null;
  }
  if (question.type === 'number') {
    // spec §5/§9: age is a whole number from 0 to 120 (the element clamps before posting).
    const inRange = /^\d{1,3}$/.test(value) && Number(value) >= AGE_MIN && Number(value) <= AGE_MAX;
    return inRange
      ? null
      : m.numberRange({ code: question.code, min: AGE_MIN, max: AGE_MAX, value: quote(value) });
  }
  if (value.trim() === '') return m.answerEmpty({ code: question.code });
  return value.length > COLOGNE_MAX_LENGTH
    ? m.textTooLong({ code: question.code, max: COLOGNE_MAX_LENGTH, length: value.length })
    : null;
}

function optionAnswerProblem(
  question: Question,
  answer: QuizAnswer,
  type: QuizType,
  m: CraftingMessages,
): string | null {
  const option = question.options.find((candidate) => candidate.value === answer.answerValue);
  if (!option) {
    const allowed = question.options.map((candidate) => candidate.value).join(', ');
    return m.notAnOption({ code: question.code, value: quote(answer.answerValue), allowed });
  }
  if (option.unsupported.includes(type)) {
    return m.notOffered({ code: question.code, value: quote(answer.answerValue), type });
  }
  if (option.type !== 'other') return null;
  const text = answer.answerText.trim();
  if (text === '') return m.otherNeedsText({ code: question.code });
  return text.length > OTHER_TEXT_MAX_LENGTH
    ? m.otherTooLong({ code: question.code, max: OTHER_TEXT_MAX_LENGTH, length: text.length })
    : null;
}

/** Questions answered by typing rather than by choosing an option. */
const isTyped = (question: Question): boolean =>
  question.type === 'number' || question.type === 'cologne' || question.options.length === 0;

/**
 * The problems of a summary, in answer order, as sentences a developer or QA can act on; an empty
 * list means valid. Checks: each answered code is a question of the summary's quiz type, no code
 * is answered twice, option answers name an option of the question offered in that quiz type
 * (with the text of an 'other' option), typed answers fit their limits (age 0..120 in digits,
 * name ≤ 25, cologne ≤ 100, 'other' text ≤ 100). In `m`'s words: en-US's unless the crafting page's
 * locale says otherwise (issue 43).
 */
export function summaryProblems(
  summary: Pick<QuizSummary, 'type' | 'answers'>,
  m: CraftingMessages = craftingMessages['en-US'],
): string[] {
  const problems: string[] = [];
  const asked = QUESTIONS_BY_TYPE[summary.type];
  const seen = new Set<QuestionCode>();
  for (const answer of summary.answers) {
    const code = answer.questionCode;
    if (seen.has(code)) {
      problems.push(m.answeredTwice({ code }));
      continue;
    }
    seen.add(code);
    if (!asked.includes(code)) {
      problems.push(m.notAsked({ code, type: summary.type }));
      continue;
    }
    const question = catalogueQuestion(code);
    const problem = isTyped(question)
      ? typedAnswerProblem(question, answer, m)
      : optionAnswerProblem(question, answer, summary.type, m);
    if (problem !== null) problems.push(problem);
  }
  return problems;
}

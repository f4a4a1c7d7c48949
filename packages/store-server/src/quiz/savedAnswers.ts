// Saved progress (contract ProgressAnswer: {questionCode, value, otherText?}) and the spec §3 Quiz
// summary's answers, in both directions: progress restores a quiz's selections on reload, a posted
// summary becomes the completed log's saved answers, and a continuation's earlier answers join its
// summary. Pure: no database, no HTTP.
import type { ProgressAnswer, Question, QuestionCode, QuizAnswer, QuizType } from '@pc/shared/contract';
import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import { idealBwTitle, OTHER_ANSWER_CODE, PRODUCT_PLACEHOLDER } from '@pc/shared/quiz-values';
import { catalogueQuestion, QUESTIONS_BY_TYPE } from './catalogue.ts';
import { questionMessages } from './questions/messages/index.ts';

/** One saved answer per code, the later one winning, in the order given. */
export function dedupeAnswers(answers: readonly ProgressAnswer[]): ProgressAnswer[] {
  const byCode = new Map<QuestionCode, ProgressAnswer>();
  for (const answer of answers) {
    byCode.delete(answer.questionCode);
    byCode.set(answer.questionCode, answer);
  }
  return [...byCode.values()];
}

/** Keeps the answers to `codes` only (a quiz saves answers to its own questions, nothing else). */
export const answersTo = (
  answers: readonly ProgressAnswer[],
  codes: readonly QuestionCode[],
): ProgressAnswer[] => dedupeAnswers(answers).filter((answer) => codes.includes(answer.questionCode));

/** `earlier` with every code of `later` replaced by the later answer; new codes are appended. */
export function mergeAnswers(
  earlier: readonly ProgressAnswer[],
  later: readonly ProgressAnswer[],
): ProgressAnswer[] {
  return dedupeAnswers([...earlier, ...later]);
}

/** Whether any saved answer holds a value: a draft of nulls (RETAKE SURVEY) is no progress. */
export const hasAnswers = (answers: readonly ProgressAnswer[]): boolean =>
  answers.some((answer) => answer.value !== null && answer.value.trim() !== '');

/**
 * The questions with `selected` and `otherText` restored from saved answers (docs/decisions/0004:
 * otherText is the shopper's typed text). Questions without a saved answer stay as served.
 */
export function restoreSelections(
  questions: readonly Question[],
  saved: readonly ProgressAnswer[],
): Question[] {
  const byCode = new Map(dedupeAnswers(saved).map((answer) => [answer.questionCode, answer]));
  return questions.map((question) => {
    const answer = byCode.get(question.code);
    if (!answer) return question;
    return {
      ...question,
      selected: answer.value,
      ...(answer.otherText === undefined ? {} : { otherText: answer.otherText }),
    };
  });
}

/** spec §5 Quiz name: trimmed, empty allowed; null when there is no saved name. */
export function savedName(saved: readonly ProgressAnswer[]): string | null {
  const name = dedupeAnswers(saved)
    .find((answer) => answer.questionCode === 'name')
    ?.value?.trim();
  return name ? name : null;
}

const isOtherOption = (code: QuestionCode, value: string): boolean =>
  catalogueQuestion(code).options.some((option) => option.value === value && option.type === 'other');

/** A summary's answers as saved answers: the value, and for an 'other' option the typed text. */
export function savedFromSummary(answers: readonly QuizAnswer[]): ProgressAnswer[] {
  return answers.map((answer) => ({
    questionCode: answer.questionCode,
    value: answer.answerValue,
    ...(isOtherOption(answer.questionCode, answer.answerValue) ? { otherText: answer.answerText } : {}),
  }));
}

/**
 * Saved answers as summary answers (spec §3 Quiz summary), with the texts the quiz showed for them
 * (in `locale`, the store's: the posted answers beside them carry the texts the shopper read): used
 * for a continuation's earlier answers, which were given before its summary was posted. The answers
 * themselves are their codes and values, the same in every locale.
 * In quiz order. Unanswered (null or blank) answers, codes outside the quiz type and values that are no longer an
 * option are left out, so the result always describes answers the catalogue knows.
 */
export function summaryAnswersFromSaved(
  type: QuizType,
  saved: readonly ProgressAnswer[],
  locale: Locale = DEFAULT_LOCALE,
): QuizAnswer[] {
  const asked = QUESTIONS_BY_TYPE[type];
  const answers = dedupeAnswers(saved).sort(
    (a, b) => asked.indexOf(a.questionCode) - asked.indexOf(b.questionCode),
  );
  const bsBw = answers.find((answer) => answer.questionCode === 'bs_bw')?.value ?? null;
  const result: QuizAnswer[] = [];
  for (const { questionCode, value, otherText } of answers) {
    if (value === null || value.trim() === '' || !asked.includes(questionCode)) continue;
    const question = catalogueQuestion(questionCode, locale);
    const textOf = (text: Question['text']) => (type === 'gift' ? (text.gift ?? text.default) : text.default);
    const questionText = textOf(question.text).replaceAll(
      PRODUCT_PLACEHOLDER,
      idealBwTitle(bsBw, questionMessages[locale]),
    );
    const base = { questionCode, questionText, answerValue: value };
    if (question.options.length === 0) {
      result.push({ ...base, answerCode: questionCode, answerText: value });
      continue;
    }
    const option = question.options.find((candidate) => candidate.value === value);
    if (!option) continue;
    result.push(
      option.type === 'other'
        ? { ...base, answerCode: OTHER_ANSWER_CODE, answerText: (otherText ?? '').trim() }
        : { ...base, answerCode: option.id, answerText: textOf(option.text) },
    );
  }
  return result;
}

// POST /crafting's form (spec §7: "hidden form field with the quiz summary JSON"; spec §4
// Completion): the `quiz_summary` field read as JSON, checked by the contract's QuizSummary, by the
// catalogue's summaryProblems() and by what only this call knows (the quiz id, at least one answer).
import { CRAFTING_FIELD, defineCall, QuizSummary, type QuizType } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import * as v from 'valibot';
import { RestHttpError, shownIn } from '../http/errors.ts';
import { isRecord } from '../http/isRecord.ts';
import { validate } from '../http/validate.ts';
import { QUIZ_VERSION } from './catalogue.ts';
import { type CraftingMessages, craftingMessages } from './messages/index.ts';
import { QUIZ_IDS } from './sessionQuiz.ts';
import { summaryProblems } from './summaryRules.ts';

/** The summary JSON is far below the 64 KiB body limit: 60 answers of at most ~1,600 characters. */
const SUMMARY_MAX_LENGTH = 60_000;

const CraftingForm = v.object({
  [CRAFTING_FIELD]: v.pipe(v.string(), v.maxLength(SUMMARY_MAX_LENGTH)),
});

const LABELS = { [CRAFTING_FIELD]: 'your quiz answers' };

/**
 * spec §7 POST /crafting, spec §4 Completion: the quiz's COMPLETE form posts the summary JSON in the
 * `quiz_summary` field with the page nonce in `_wpnonce`. A plain form post of the store's own, so not
 * in the contract: its form is read by readCraftingForm, whose rejections a browser sees as a page.
 */
export const completeQuizForm = defineCall({
  name: 'completeQuizForm',
  method: 'POST',
  path: '/crafting',
  encoding: 'form',
  // Read by readCraftingForm (contractRoute's `read`), not by this schema.
  request: v.custom<QuizSummary>(() => true),
  response: v.unknown(),
});

/** A rejected summary's problems in a locale's words (`m` its catalog): the crafting page's (issue 43). */
export type CraftingProblems = (m: CraftingMessages, locale: Locale) => readonly string[];

/**
 * A summary that cannot be stored: 400 with the problems listed. Sent as an HTML page to a browser
 * (quiz/routes.ts), in the form's locale, as the REST error body otherwise (its message en-US's).
 * Nothing is stored.
 */
export class CraftingRejected extends RestHttpError {
  constructor(
    readonly problemsIn: CraftingProblems,
    /** The quiz the summary came from, when it says: the error page links back to it. */
    readonly quizType: QuizType | null,
  ) {
    super(
      400,
      'rest_invalid_param',
      `Invalid quiz summary: ${problemsIn(craftingMessages['en-US'], 'en-US').join(' ')}`,
      'We could not read your quiz answers. Please go back to the quiz and press COMPLETE again.',
    );
    this.name = 'CraftingRejected';
  }

  /** The problems in en-US (the spec's language; the REST body's message lists them). */
  get problems(): readonly string[] {
    return this.problemsIn(craftingMessages['en-US'], 'en-US');
  }
}

/** The quiz type a (possibly malformed) summary names, for the error page's link back. */
export function summaryTypeOf(body: unknown): QuizType | null {
  if (!isRecord(body) || typeof body[CRAFTING_FIELD] !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(body[CRAFTING_FIELD]);
    return isRecord(parsed) && (parsed.type === 'self' || parsed.type === 'gift') ? parsed.type : null;
  } catch {
    return null;
  }
}

/**
 * The validate helper's 400 as one problem sentence: its message in en-US (as it always read), its
 * displayMessage in another locale (the developer's message is English, decision 0216).
 */
const checked = <S extends v.GenericSchema>(schema: S, input: unknown, type: QuizType | null) => {
  try {
    return validate(schema, input, { labels: LABELS });
  } catch (error) {
    if (error instanceof RestHttpError) {
      const { message, shown } = error;
      throw new CraftingRejected(
        (_m, locale) => [(locale === 'en-US' ? undefined : shownIn(shown, locale)) ?? `${message}.`],
        type,
      );
    }
    throw error;
  }
};

/** The posted summary, or CraftingRejected listing why it cannot be used. */
export function readCraftingForm(body: unknown): QuizSummary {
  const type = summaryTypeOf(body);
  const form = checked(CraftingForm, body ?? {}, type);
  let json: unknown;
  try {
    json = JSON.parse(form[CRAFTING_FIELD]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CraftingRejected((m) => [m.notJson({ field: CRAFTING_FIELD, reason })], type);
  }
  const summary = checked(QuizSummary, json, type);
  // docs/decisions/0044: a version the log's integer column cannot hold (too large, a fraction, negative)
  // was a 500; it is the quiz's version or a 400 (a page loaded before the quiz changed: reload).
  if (!Number.isSafeInteger(summary.version) || summary.version < 0) {
    throw new CraftingRejected((m) => [m.versionInvalid({ version: String(summary.version) })], summary.type);
  }
  if (summary.version !== QUIZ_VERSION) {
    throw new CraftingRejected(
      (m) => [m.versionStale({ version: summary.version, current: QUIZ_VERSION })],
      summary.type,
    );
  }
  const problemsIn: CraftingProblems = (m) => [
    ...(summary.quizId === QUIZ_IDS[summary.type]
      ? []
      : [m.quizIdWrong({ quizId: summary.quizId, type: summary.type, expected: QUIZ_IDS[summary.type] })]),
    ...(summary.answers.length === 0 ? [m.noAnswers] : []),
    ...summaryProblems(summary, m),
  ];
  if (problemsIn(craftingMessages['en-US'], 'en-US').length > 0)
    throw new CraftingRejected(problemsIn, summary.type);
  return summary;
}

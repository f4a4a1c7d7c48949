// Small constructors for the authored question catalogue (spec §3 Question, Option). They fill the
// fields every served question starts with (selected null, visible true, options not hidden), so
// the content files read as content.
import type { Question, QuestionCode, QuestionGroup, QuestionOption, QuizType } from '@pc/shared/contract';

export type Text = Question['text'];

/** A text the same in both quizzes, or `{default, gift}` when the gift quiz speaks about "them". */
export type TextInput = string | Text;

const toText = (input: TextInput): Text => (typeof input === 'string' ? { default: input } : { ...input });

/** Where the store server serves the quiz's icons and images (architecture.md: `/assets/*`). */
export const QUIZ_ASSET_ROOT = '/assets/quiz/';

/** `/assets/quiz/{name}.svg`. */
export const quizAsset = (name: string): string => `${QUIZ_ASSET_ROOT}${name}.svg`;

export interface OptionInput {
  value: string;
  text: TextInput;
  /** Defaults to the question's option type (see defineOptions). */
  type?: QuestionOption['type'];
  icon?: string;
  /** spec §4: options marked unsupported for a quiz type are hidden in that quiz. */
  unsupported?: QuizType[];
}

/**
 * Options of one question. Ids are `{code}_{value}`: unique across the catalogue and stable while
 * the value is (the client sends the id as the summary's answerCode).
 */
export function defineOptions(
  code: QuestionCode,
  inputs: readonly OptionInput[],
  type: QuestionOption['type'] = 'standard',
): QuestionOption[] {
  return inputs.map((input) => ({
    id: `${code}_${input.value}`,
    text: toText(input.text),
    value: input.value,
    type: input.type ?? type,
    ...(input.icon === undefined ? {} : { icon: input.icon }),
    hidden: false,
    unsupported: [...(input.unsupported ?? [])],
  }));
}

export interface QuestionInput {
  code: QuestionCode;
  text: TextInput;
  subtext?: string;
  group: QuestionGroup;
  type?: Question['type'];
  image?: string;
  options?: QuestionOption[];
  collapse?: boolean;
  otherText?: string;
  parentCode?: QuestionCode | null;
}

/** A question as served before any answer: selected null, visible true (spec §3 Question). */
export function defineQuestion(input: QuestionInput): Question {
  return {
    code: input.code,
    text: toText(input.text),
    ...(input.subtext === undefined ? {} : { subtext: input.subtext }),
    group: input.group,
    selected: null,
    visible: true,
    type: input.type ?? 'options',
    ...(input.image === undefined ? {} : { image: input.image }),
    options: input.options ?? [],
    collapse: input.collapse ?? false,
    ...(input.otherText === undefined ? {} : { otherText: input.otherText }),
    parentCode: input.parentCode ?? null,
  };
}

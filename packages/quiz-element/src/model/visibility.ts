// spec §4 Quiz "Dependencies between questions", plus the hide_hair / hide_scent switches and the
// optional name question of spec §2. `visible` and options' `hidden` are derived state: they are
// recomputed from the answers on every call (the incoming flags are ignored), so the function is
// idempotent and a question hidden by one answer comes back when the answer changes.
//
// Decisions where the spec is silent:
// - A rule whose driving question is not in the quiz does not apply (the self quiz has no
//   relationship question, so sweat_level, bo_level and cologne stay visible there).
// - A driving question that is in the quiz but unanswered, hidden, or answered with a now-hidden
//   option counts as unanswered: "makes visible" rules then hide (relationship, fragrance_knowledge,
//   hair_type), "hides" rules do not (deo_freq, face_type), and "hidden unless" option rules hide
//   (anti_frizz, curly_safe).
// - Removed questions (hide_hair, hide_scent, name) stay in the list with visible = false, so the
//   order and length of the list never change.
import type { Question, QuestionCode, QuestionOption, QuizType } from '@pc/shared/contract';
import {
  CLOSE_RELATIONSHIPS,
  DEO_FREQ,
  FACE_NEED,
  FACE_TYPE,
  FRAGRANCE_KNOWLEDGE,
  HAIR_FREQ,
  HAIR_NEED,
  HAIR_TYPE,
} from '@pc/shared/quiz-values';
import { answeredValue } from './answers.ts';
import { hairLengthIcon } from './hairLengthIcon.ts';

// The values each rule names, from the contract's one vocabulary (contract/quizValues.ts).
/** spec §4: the oily face_need option is hidden for face_type 0. */
const FACE_TYPES_HIDING_OILY: readonly string[] = [FACE_TYPE.dry];
/** spec §4: the dry and sensitive face_need options are hidden for face_type 2 and 3. */
const FACE_TYPES_HIDING_DRY_AND_SENSITIVE: readonly string[] = [FACE_TYPE.oily, FACE_TYPE.combination];
/** spec §4: the anti_frizz option is hidden unless hair type is straight or bald. */
const HAIR_TYPES_ALLOWING_ANTI_FRIZZ: readonly string[] = [HAIR_TYPE.straight, HAIR_TYPE.bald];
/** spec §4: curly_safe is hidden unless hair type is straight, wavy or bald. */
const HAIR_TYPES_ALLOWING_CURLY_SAFE: readonly string[] = [
  HAIR_TYPE.straight,
  HAIR_TYPE.wavy,
  HAIR_TYPE.bald,
];
/** spec §4: hair_foaming is visible when hair_need is anti_frizz or curly_safe. */
const HAIR_NEEDS_REVEALING_FOAMING: readonly string[] = [HAIR_NEED.antiFrizz, HAIR_NEED.curlySafe];

export interface VisibilityContext {
  quizType: QuizType;
  /** Query parameter hide_hair=y (spec §4); applies to the self quiz only. */
  hideHair: boolean;
  /** Query parameter hide_scent=y (spec §4); applies to the self quiz only. */
  hideScent: boolean;
  /** spec §2: the name question is hidden on quizq1 paths and for continuations. */
  hideName?: boolean;
}

/** What a rule may ask: whether a question is in the quiz, and its effective answer. */
interface Answers {
  readonly quizType: QuizType;
  has(code: QuestionCode): boolean;
  /** The answer of a visible question, null when unanswered, hidden or pointing at a hidden option. */
  value(code: QuestionCode): string | null;
}

type Rule = (answers: Answers) => boolean;

/** spec §4: relationship 0 or 2 makes sweat_level, bo_level and cologne visible; other values hide them. */
const relationshipReveals: Rule = (a) =>
  !a.has('relationship') || CLOSE_RELATIONSHIPS.includes(a.value('relationship') ?? '');

/** spec §4: deo_freq 'never' (value 4) hides bo_level, sweat_pref and deo_care. */
const deoNotNever: Rule = (a) => a.value('deo_freq') !== DEO_FREQ.never;

/** Rules that decide whether a question is visible; questions without a rule are visible. */
const QUESTION_RULES: Partial<Record<QuestionCode, Rule>> = {
  // spec §4: cologne is visible only when fragrance_knowledge is not 0. Decision: unanswered
  // fragrance_knowledge keeps cologne hidden, so the cologne field appears only once it applies.
  cologne: (a) =>
    relationshipReveals(a) &&
    (!a.has('fragrance_knowledge') ||
      (a.value('fragrance_knowledge') ?? FRAGRANCE_KNOWLEDGE.none) !== FRAGRANCE_KNOWLEDGE.none),
  // spec §4: cologne_approval is visible only when a cologne value is non-empty.
  cologne_approval: (a) => !a.has('cologne') || a.value('cologne') !== null,
  sweat_level: relationshipReveals,
  bo_level: (a) => relationshipReveals(a) && deoNotNever(a),
  sweat_pref: deoNotNever,
  deo_care: deoNotNever,
  // spec §4: hair_type answered makes hair_freq visible.
  hair_freq: (a) => !a.has('hair_type') || a.value('hair_type') !== null,
  // spec §4: hair_need is hidden when bald and (hair_freq is never, or the quiz is a gift).
  hair_need: (a) =>
    !(
      a.value('hair_type') === HAIR_TYPE.bald &&
      (a.value('hair_freq') === HAIR_FREQ.never || a.quizType === 'gift')
    ),
  // spec §4: hair_length is visible when not bald and a hair type is chosen.
  hair_length: (a) => {
    if (!a.has('hair_type')) return true;
    const hairType = a.value('hair_type');
    return hairType !== null && hairType !== HAIR_TYPE.bald;
  },
  // spec §4: hair_foaming is visible when hair_need is anti_frizz or curly_safe, or the hair type is coily.
  hair_foaming: (a) => {
    if (!a.has('hair_need') && !a.has('hair_type')) return true;
    return (
      HAIR_NEEDS_REVEALING_FOAMING.includes(a.value('hair_need') ?? '') ||
      a.value('hair_type') === HAIR_TYPE.coily
    );
  },
};

type OptionRule = (option: QuestionOption, answers: Answers) => boolean;

/** Rules that hide single options, by question; true means hidden. */
const OPTION_RULES: Partial<Record<QuestionCode, OptionRule>> = {
  // spec §4: the oily face_need option is hidden for face_type 0; dry and sensitive for 2 and 3.
  face_need: (option, a) => {
    const faceType = a.value('face_type') ?? '';
    if (option.value === FACE_NEED.oily) return FACE_TYPES_HIDING_OILY.includes(faceType);
    if (option.value === FACE_NEED.dry || option.value === FACE_NEED.sensitive) {
      return FACE_TYPES_HIDING_DRY_AND_SENSITIVE.includes(faceType);
    }
    return false;
  },
  // spec §4: anti_frizz is hidden unless hair type is straight or bald; curly_safe unless
  // straight, wavy or bald.
  hair_need: (option, a) => {
    if (!a.has('hair_type')) return false;
    const hairType = a.value('hair_type') ?? '';
    if (option.value === HAIR_NEED.antiFrizz) return !HAIR_TYPES_ALLOWING_ANTI_FRIZZ.includes(hairType);
    if (option.value === HAIR_NEED.curlySafe) return !HAIR_TYPES_ALLOWING_CURLY_SAFE.includes(hairType);
    return false;
  },
};

/** spec §4: hide_hair removes hair questions; hide_scent removes scent questions and age; self quiz only. */
function removedBySwitches(question: Question, context: VisibilityContext): boolean {
  if (question.code === 'name' && context.hideName) return true;
  if (context.quizType !== 'self') return false;
  if (context.hideHair && question.group === 'hair') return true;
  if (context.hideScent && (question.group === 'scent' || question.code === 'age')) return true;
  return false;
}

/**
 * Returns new questions with `visible` and options' `hidden` set from the answers (spec §4).
 * Options whose `unsupported` lists the quiz type are hidden; a question whose parent question is
 * not visible is not visible (a parent the quiz does not contain does not constrain).
 */
export function applyVisibility(questions: readonly Question[], context: VisibilityContext): Question[] {
  const byCode = new Map(questions.map((question) => [question.code, question]));
  const resolved = new Map<QuestionCode, Question>();
  const resolving = new Set<QuestionCode>();

  const answers: Answers = {
    quizType: context.quizType,
    has: (code) => byCode.has(code),
    value: (code) => {
      const question = resolve(code);
      return question?.visible ? answeredValue(question) : null;
    },
  };

  function resolve(code: QuestionCode): Question | undefined {
    const done = resolved.get(code);
    if (done) return done;
    const question = byCode.get(code);
    if (!question) return undefined;
    // A dependency cycle (only possible through badly authored parentCodes) resolves as hidden.
    if (resolving.has(code)) return { ...question, visible: false };
    resolving.add(code);
    const result = { ...question, options: resolveOptions(question), visible: isVisible(question) };
    resolving.delete(code);
    resolved.set(code, result);
    return result;
  }

  function resolveOptions(question: Question): QuestionOption[] {
    const optionRule = OPTION_RULES[question.code];
    const hairType = question.code === 'hair_length' ? answers.value('hair_type') : null;
    return question.options.map((option) => {
      const hidden =
        option.unsupported.includes(context.quizType) || (optionRule ? optionRule(option, answers) : false);
      const icon =
        question.code === 'hair_length' && option.icon !== undefined
          ? hairLengthIcon(option.icon, hairType)
          : option.icon;
      return icon === option.icon ? { ...option, hidden } : { ...option, hidden, icon };
    });
  }

  function isVisible(question: Question): boolean {
    if (removedBySwitches(question, context)) return false;
    if (question.parentCode !== null && byCode.has(question.parentCode)) {
      if (!resolve(question.parentCode)?.visible) return false;
    }
    const rule = QUESTION_RULES[question.code];
    return rule ? rule(answers) : true;
  }

  return questions.map((question) => resolve(question.code) ?? question);
}

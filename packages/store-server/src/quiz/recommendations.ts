// From quiz answers to the product sets of spec §3, priced and timed per spec §9. Two readable
// tables: RECOMMENDATION_RULES picks what to show (in results order), CADENCE_RULES (@pc/shared/cadence,
// decision 0016) adjusts a recommended item's subscription cadence. recommend() gives the results page what it needs to
// build ResultsState.allProducts (spec §3 Results product).
//
// Decisions where the spec is silent:
// - A set is recommended when its questions were answered; a group removed from the quiz
//   (hide_hair, hide_scent) or hidden by spec §4 recommends nothing.
// - Self quiz: a product starts on subscription wherever one is offered (the tailored routine
//   is meant to be replenished); the shopper can switch to once.
// - Gift quiz: subscriptions stay on offer (spec §2's cross-sell offers SUBSCRIBE for "Their
//   Upgrade"), but each product starts on "buy once": a giver rarely signs someone else up.
//   Deodorant is chosen for someone else only by a partner or housemate (relationship 0 or 2,
//   the people spec §4 lets answer about sweat and odor); the Hand Set is always suggested, as a
//   gift that needs no personal knowledge.
import { ruledCadence, setCadence } from '@pc/shared/cadence';
import type { QuestionCode, QuizSummary, QuizType } from '@pc/shared/contract';
import { CLOSE_RELATIONSHIPS, DEO_FREQ, HAIR_TYPE, SKIN_TYPE } from '@pc/shared/quiz-values';
import {
  type BundleType,
  ITEMS,
  type ItemKey,
  type Price,
  SETS,
  type SetKey,
  sumPrice,
} from '../catalogue/productSets.ts';

/** The answers of one summary, read by the rules. */
export interface QuizAnswers {
  readonly quizType: QuizType;
  /** The answer value, or null when the question was not answered (or not asked). */
  value(code: QuestionCode): string | null;
  answered(code: QuestionCode): boolean;
}

/** Reads a summary's answers; a code answered twice keeps its first answer (summaryRules flags it). */
export function answersOf(summary: Pick<QuizSummary, 'type' | 'answers'>): QuizAnswers {
  const values = new Map<QuestionCode, string>();
  for (const answer of summary.answers) {
    if (!values.has(answer.questionCode)) values.set(answer.questionCode, answer.answerValue);
  }
  return {
    quizType: summary.type,
    value: (code) => values.get(code) ?? null,
    answered: (code) => (values.get(code) ?? '').trim() !== '',
  };
}

interface Condition {
  /** The rule in words, as the results page and QA read it. */
  description: string;
  test: (answers: QuizAnswers) => boolean;
}

/** A whole set (sold as a bundle), a set without some items (synthetic), or one item alone. */
export type Choice =
  | { kind: 'set'; set: SetKey }
  | { kind: 'set_without'; set: SetKey; without: readonly ItemKey[] }
  | { kind: 'item'; item: ItemKey; navigation: SetKey };

export interface RecommendationRule {
  id: string;
  when: Condition;
  recommend: Choice;
}

const gift = (a: QuizAnswers) => a.quizType === 'gift';
const close = (a: QuizAnswers) => CLOSE_RELATIONSHIPS.includes(a.value('relationship') ?? '');
const bald = (a: QuizAnswers) => a.value('hair_type') === HAIR_TYPE.bald;
const deoNever = (a: QuizAnswers) => a.value('deo_freq') === DEO_FREQ.never;

/** In results order; the first row that recommends a set or item wins over later ones. */
export const RECOMMENDATION_RULES: readonly RecommendationRule[] = [
  {
    id: 'face',
    when: { description: 'face_type answered', test: (a) => a.answered('face_type') },
    recommend: { kind: 'set', set: 'face' },
  },
  {
    id: 'hair',
    when: { description: 'hair_type answered, not bald', test: (a) => a.answered('hair_type') && !bald(a) },
    recommend: { kind: 'set', set: 'hair' },
  },
  {
    // spec §4 shows hair_need to a bald person only in the self quiz and only if they wash their
    // scalp (hair_freq not never): shampoo, with no hair to condition. Bald with hair_need hidden
    // gets no hair product.
    id: 'hair_bald_shampoo',
    when: {
      description: 'bald, and hair_need answered (a self quiz where the scalp is washed)',
      test: (a) => bald(a) && a.answered('hair_need'),
    },
    recommend: { kind: 'item', item: 'shampoo', navigation: 'hair' },
  },
  {
    id: 'body',
    when: {
      description: 'deo_freq answered and not never; in the gift quiz, for relationship 0 or 2',
      test: (a) => a.answered('deo_freq') && !deoNever(a) && (!gift(a) || close(a)),
    },
    recommend: { kind: 'set', set: 'body' },
  },
  {
    id: 'body_without_deodorant',
    when: {
      description: 'deo_freq never (4), or a gift for relationship 1, 3 or 4',
      test: (a) => a.answered('deo_freq') && (deoNever(a) || (gift(a) && !close(a))),
    },
    recommend: { kind: 'set_without', set: 'body', without: ['deodorant'] },
  },
  {
    id: 'hand_gift',
    when: { description: 'gift quiz', test: gift },
    recommend: { kind: 'set', set: 'hand' },
  },
  {
    id: 'hand_dry_skin',
    when: {
      description: 'self quiz with dry or tight body skin (skin_type dry or tight)',
      test: (a) =>
        !gift(a) && ([SKIN_TYPE.dry, SKIN_TYPE.tight] as string[]).includes(a.value('skin_type') ?? ''),
    },
    recommend: { kind: 'set', set: 'hand' },
  },
  {
    id: 'cologne',
    when: { description: 'fragrance_knowledge answered', test: (a) => a.answered('fragrance_knowledge') },
    recommend: { kind: 'set', set: 'cologne' },
  },
];

export interface RecommendedItem {
  key: ItemKey;
  name: string;
  price: Price;
  isPromo: boolean;
  hasSubscription: boolean;
  /** spec §9 default, in weeks; 0 = bought once only. */
  defaultCadence: number;
  /** After CADENCE_RULES; the cadence the results page preselects. */
  recommendedCadence: number;
}

export interface RecommendedProduct extends Omit<RecommendedItem, 'key' | 'isPromo'> {
  /** The set key (face, hair, body, hand, cologne) or, for a single item, the item key. */
  key: SetKey | ItemKey;
  /** spec §3: bundle = a set sold as one bundle; synthetic = composed here; none = a single item. */
  bundleType: BundleType;
  /** The set whose results navigation button shows it (spec §2), worded in the page's language (decision 0219). */
  navigation: SetKey;
  /** The radio's starting state: subscription in the self quiz when offered, once in the gift quiz. */
  isSubscription: boolean;
  /** The set's items; empty for a single item. */
  items: RecommendedItem[];
  /** The RECOMMENDATION_RULES row that chose it. */
  ruleId: string;
}

export interface Recommendation {
  quizType: QuizType;
  products: RecommendedProduct[];
}

function recommendedItem(key: ItemKey, answers: QuizAnswers): RecommendedItem {
  const definition = ITEMS[key];
  const hasSubscription = definition.price.subscription !== null;
  const ruled = ruledCadence(key, answers);
  return {
    key,
    name: definition.name,
    price: { ...definition.price },
    isPromo: definition.isPromo,
    hasSubscription,
    defaultCadence: definition.defaultCadence,
    recommendedCadence: hasSubscription && ruled !== undefined ? ruled : definition.defaultCadence,
  };
}

function product(rule: RecommendationRule, answers: QuizAnswers): RecommendedProduct {
  const choice = rule.recommend;
  if (choice.kind === 'item') {
    const { key, isPromo: _promo, ...single } = recommendedItem(choice.item, answers);
    return {
      ...single,
      key,
      bundleType: 'none',
      navigation: choice.navigation,
      isSubscription: answers.quizType === 'self' && single.hasSubscription,
      items: [],
      ruleId: rule.id,
    };
  }
  const set = SETS[choice.set];
  const without = choice.kind === 'set_without' ? choice.without : [];
  const keys = set.items.filter((key) => !without.includes(key));
  const items = keys.map((key) => recommendedItem(key, answers));
  const price = choice.kind === 'set' ? { ...set.price } : sumPrice(keys);
  const hasSubscription = price.subscription !== null;
  return {
    key: set.key,
    name: set.name,
    price,
    hasSubscription,
    defaultCadence: hasSubscription ? setCadence(items.map((entry) => entry.defaultCadence)) : 0,
    recommendedCadence: hasSubscription ? setCadence(items.map((entry) => entry.recommendedCadence)) : 0,
    bundleType: choice.kind === 'set' ? 'bundle' : 'synthetic',
    navigation: set.key,
    isSubscription: answers.quizType === 'self' && hasSubscription,
    items,
    ruleId: rule.id,
  };
}

/** spec §3/§9: the products a completed quiz recommends, in results order, one per set. */
export function recommend(summary: Pick<QuizSummary, 'type' | 'answers'>): Recommendation {
  const answers = answersOf(summary);
  const products: RecommendedProduct[] = [];
  const taken = new Set<string>();
  for (const rule of RECOMMENDATION_RULES) {
    const choice = rule.recommend;
    const slot = choice.kind === 'item' ? choice.navigation : choice.set;
    if (taken.has(slot) || !rule.when.test(answers)) continue;
    taken.add(slot);
    products.push(product(rule, answers));
  }
  return { quizType: summary.type, products };
}

import type { DEFAULT_CADENCE_WEEKS } from '../constants.ts';
import type { QuestionCode } from '../contract/quiz.ts';
import { SHOWER_FREQ } from '../contract/quizValues.ts';

// The quiz's adjustments to spec §9's default cadences, as one table (docs/decisions/0016 "Recorded
// difference"): the store server's recommendations and its bathroom module read it through
// `ruledCadence`; results/resultsCadences.test.ts fails on any recommended cadence that differs
// from §9 without a row here.

/** An item spec §9 gives a subscription cadence. */
export type CadencedItem = keyof typeof DEFAULT_CADENCE_WEEKS;

/** What a cadence rule reads of the quiz answers (the store server's `QuizAnswers` is one). */
export interface CadenceAnswers {
  /** The answer value, or null when the question was not answered (or not asked). */
  value(code: QuestionCode): string | null;
}

export interface CadenceRule {
  id: string;
  when: {
    /** The rule in words, as the results page and QA read it. */
    description: string;
    test: (answers: CadenceAnswers) => boolean;
  };
  /** The recommended cadence, in weeks, of this item wherever it is recommended. */
  cadence: { item: CadencedItem; weeks: number };
}

/**
 * spec §9's 4 weeks for body wash is a bottle at one shower a day; more or fewer showers empty it
 * proportionally sooner or later. Other cadences keep their spec §9 default.
 */
export const CADENCE_RULES: readonly CadenceRule[] = [
  {
    id: 'body_wash_twice_daily',
    when: {
      description: 'showers twice a day or more (shower_freq 3)',
      test: (a) => a.value('shower_freq') === SHOWER_FREQ.twiceDaily,
    },
    cadence: { item: 'body_wash', weeks: 2 },
  },
  {
    id: 'body_wash_every_few_days',
    when: {
      description: 'showers every few days (shower_freq 0)',
      test: (a) => a.value('shower_freq') === SHOWER_FREQ.everyFewDays,
    },
    cadence: { item: 'body_wash', weeks: 8 },
  },
];

/** The weeks the first rule for `item` that these answers meet gives it; undefined: keep §9's default. */
export const ruledCadence = (item: string, answers: CadenceAnswers): number | undefined =>
  CADENCE_RULES.find((rule) => rule.cadence.item === item && rule.when.test(answers))?.cadence.weeks;

import type { PostPurchaseOption } from '@pc/shared/contract';

// issue 40 item 3 (docs/decisions/0159): the order the survey's options are shown in. The store's order
// by default; with PC_SURVEY_ORDER=shuffled, an order of each shopper's own (against first-option bias,
// as Fairing shuffles), the same on every visit of theirs, with "Other" always last.

export const SURVEY_ORDERS = ['store', 'shuffled'] as const;
export type SurveyOrder = (typeof SURVEY_ORDERS)[number];

/** The option that stays last when the options are shuffled. */
export const OTHER_OPTION_ID = 'other';

/** A number from 0 (inclusive) to 1 (exclusive), the next each call: Math.random's shape. */
export type Random = () => number;

/** Pure: a generator seeded by a string (FNV-1a, then mulberry32), the same sequence for the same seed. */
export const seededRandom = (seed: string): Random => {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * Pure: the top-level options in the order to show. `store`: as given. `shuffled`: a Fisher–Yates
 * shuffle by `random`, then "Other" moved last. Their follow-ups are searched, so they keep their order.
 */
export const surveyOptionOrder = (
  options: readonly PostPurchaseOption[],
  order: SurveyOrder,
  random: Random,
): PostPurchaseOption[] => {
  const shown = [...options];
  if (order === 'store') return shown;
  for (let i = shown.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shown[i], shown[j]] = [shown[j]!, shown[i]!];
  }
  const other = shown.findIndex((option) => option.id === OTHER_OPTION_ID);
  if (other >= 0) shown.push(...shown.splice(other, 1));
  return shown;
};

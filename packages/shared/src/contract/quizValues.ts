// The quiz's option values (spec §3 Option.value), named by meaning: the one vocabulary the quiz
// element's rules (spec §4 "Dependencies between questions") and the store server's catalogue,
// summary checks and recommendations share. The contract carries values as strings; spec §4 names
// some by meaning ('never', 'bald', 'oily'), some by number (relationship 0 or 2, deo_freq 4).
// Each map below lists every value of its question; the catalogue authors its options from them.
// Questions whose values no rule reads (drink, sweat_level, …) keep their values in the catalogue.
// Imported as `@pc/shared/contract/quizValues.ts`, not through contract/index.ts: only the quiz
// reads these in the browser, so they travel in its chunk, not in shared.js (docs/decisions/0018).

/** relationship (gift quiz only), '0'..'4'. */
export const RELATIONSHIP = {
  partner: '0',
  parent: '1',
  livesWith: '2',
  friend: '3',
  someoneElse: '4',
} as const;

/**
 * spec §4: relationship 0 or 2 makes sweat_level, bo_level and cologne visible: the people a giver
 * lives close to (a partner, someone at home). The server's gift recommendations use the same set.
 */
export const CLOSE_RELATIONSHIPS: readonly string[] = [RELATIONSHIP.partner, RELATIONSHIP.livesWith];

/** deo_freq, most often first; spec §4: 'never' is value 4. */
export const DEO_FREQ = {
  moreThanDaily: '0',
  daily: '1',
  mostDays: '2',
  nowAndThen: '3',
  never: '4',
} as const;

/** face_type: how the face feels by midday. */
export const FACE_TYPE = { dry: '0', normal: '1', oily: '2', combination: '3' } as const;

/** face_need; spec §4 hides oily for face_type 0, dry and sensitive for face_type 2 and 3. */
export const FACE_NEED = {
  oily: 'oily',
  dry: 'dry',
  sensitive: 'sensitive',
  breakouts: 'breakouts',
  aging: 'aging',
  simple: 'simple',
} as const;

export const HAIR_TYPE = {
  straight: 'straight',
  wavy: 'wavy',
  curly: 'curly',
  coily: 'coily',
  bald: 'bald',
} as const;

/**
 * spec §4: hair_length's icons follow the hair type; these are the types with an icon variant
 * (`hair_length_short.svg` → `hair_length_short_curly.svg`). Bald has none: hair_length is hidden.
 */
export const HAIR_TYPES_WITH_LENGTH_ICONS: readonly string[] = [
  HAIR_TYPE.straight,
  HAIR_TYPE.wavy,
  HAIR_TYPE.curly,
  HAIR_TYPE.coily,
];

/** hair_freq; spec §4: bald and hair_freq never hides hair_need. */
export const HAIR_FREQ = {
  daily: 'daily',
  everyOtherDay: 'every_other_day',
  twiceWeek: 'twice_week',
  weekly: 'weekly',
  never: 'never',
  notSure: 'not_sure',
} as const;

/** The value of every option of type 'other' (spec §3 Option type). */
export const OTHER_VALUE = 'other';

/**
 * The summary's answerCode for a chosen 'other' option (spec §3 Quiz summary): the element sends
 * it, the server restores a continuation's earlier answers with it.
 */
export const OTHER_ANSWER_CODE = 'other';

/** hair_need; spec §4 names anti_frizz and curly_safe. */
export const HAIR_NEED = {
  volume: 'volume',
  hydration: 'hydration',
  dandruff: 'dandruff',
  antiFrizz: 'anti_frizz',
  curlySafe: 'curly_safe',
  itchyScalp: 'itchy_scalp',
  other: OTHER_VALUE,
} as const;

/** fragrance_knowledge; spec §4: cologne is visible only when it is not 0. */
export const FRAGRANCE_KNOWLEDGE = {
  none: '0',
  knowsWhatTheyLike: '1',
  wearsDaily: '2',
  collects: '3',
} as const;

/** bs_bw; spec §4 derives the ideal_bw title from it. */
export const BS_BW = { soap: 'soap', both: 'both', bodyWash: 'body_wash' } as const;

/** The placeholder in ideal_bw's text that spec §4's title fills. */
export const PRODUCT_PLACEHOLDER = '{product}';

/**
 * The words of spec §4's ideal_bw titles, in the shop's language: the quiz element's catalog and the
 * server's question catalog each hold them (en-US 'Bar Soap', 'Soap', 'Body Wash').
 */
export interface IdealBwWords {
  idealBwBarSoap: string;
  idealBwSoap: string;
  idealBwBodyWash: string;
}

/** spec §4: bs_bw 'soap' gives 'Bar Soap', 'both' gives 'Soap', otherwise (unanswered too) 'Body Wash'. */
export function idealBwTitle(bsBw: string | null, m: IdealBwWords): string {
  if (bsBw === BS_BW.soap) return m.idealBwBarSoap;
  if (bsBw === BS_BW.both) return m.idealBwSoap;
  return m.idealBwBodyWash;
}

/** ideal_bw: what the soap or body wash should do. */
export const IDEAL_BW = {
  hydrating: 'hydrating',
  gentle: 'gentle',
  deepClean: 'deep_clean',
  exfoliating: 'exfoliating',
} as const;

/** shower_freq, a slider from fewest to most showers. */
export const SHOWER_FREQ = { everyFewDays: '0', everyOtherDay: '1', daily: '2', twiceDaily: '3' } as const;

/** skin_type: the skin on the body. */
export const SKIN_TYPE = {
  dry: 'dry',
  normal: 'normal',
  oily: 'oily',
  sensitive: 'sensitive',
  tight: 'tight',
  notSure: 'not_sure',
} as const;

/** deo_care: underarm concerns. */
export const DEO_CARE = {
  none: 'none',
  irritation: 'irritation',
  stains: 'stains',
  whiteMarks: 'white_marks',
} as const;

/** work: where the day is spent. */
export const WORK = {
  office: 'office',
  home: 'home',
  onTheirFeet: 'on_my_feet',
  outdoors: 'outdoors',
  studio: 'studio',
  school: 'school',
  other: OTHER_VALUE,
} as const;

/** night_out: an ideal night out. */
export const NIGHT_OUT = {
  dinner: 'dinner',
  bar: 'bar',
  dancing: 'dancing',
  liveMusic: 'live_music',
  stayingIn: 'home',
} as const;

/** personality. */
export const PERSONALITY = {
  classic: 'classic',
  adventurous: 'adventurous',
  laidBack: 'laid_back',
  bold: 'bold',
  thoughtful: 'thoughtful',
} as const;

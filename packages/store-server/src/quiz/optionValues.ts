// The authored option values that spec §4 "Dependencies between questions" names by meaning
// ('never', 'bald', 'oily', relationship 0 or 2). The catalogue and the recommendation rules use
// these literals; the quiz element's model/optionValues.ts holds the same ones for its rules.

/**
 * relationship (gift quiz only). spec §4: 0 or 2 reveal sweat_level, bo_level and cologne, so 0
 * and 2 are the people a giver lives close to: a partner and a roommate or family member at home.
 */
export const RELATIONSHIP = {
  partner: '0',
  parent: '1',
  livesWith: '2',
  friend: '3',
  someoneElse: '4',
} as const;
export const RELATIONSHIPS_CLOSE: readonly string[] = [RELATIONSHIP.partner, RELATIONSHIP.livesWith];

/** deo_freq '0'..'4', most often first; spec §4: 'never' is value 4. */
export const DEO_FREQ_NEVER = '4';

/** face_type '0' dry, '1' normal, '2' oily, '3' combination. */
export const FACE_TYPE = { dry: '0', normal: '1', oily: '2', combination: '3' } as const;
export const FACE_NEED = { oily: 'oily', dry: 'dry', sensitive: 'sensitive' } as const;

export const HAIR_TYPE = {
  straight: 'straight',
  wavy: 'wavy',
  curly: 'curly',
  coily: 'coily',
  bald: 'bald',
} as const;
/** Hair types whose hair_length icons have a variant (spec §4: the icons follow the hair type). */
export const HAIR_TYPES_WITH_LENGTH: readonly string[] = [
  HAIR_TYPE.straight,
  HAIR_TYPE.wavy,
  HAIR_TYPE.curly,
  HAIR_TYPE.coily,
];
export const HAIR_FREQ_NEVER = 'never';
export const HAIR_NEED = { antiFrizz: 'anti_frizz', curlySafe: 'curly_safe' } as const;

/** spec §4: cologne is visible only when fragrance_knowledge is not 0 (0 = knows nothing). */
export const FRAGRANCE_KNOWLEDGE_NONE = '0';

/** bs_bw; spec §4 fills ideal_bw's `{product}` from it. */
export const BS_BW = { soap: 'soap', both: 'both', bodyWash: 'body_wash' } as const;
export const PRODUCT_PLACEHOLDER = '{product}';

/** shower_freq '0' every few days … '3' twice a day or more (a slider). */
export const SHOWER_FREQ = { everyFewDays: '0', everyOtherDay: '1', daily: '2', twiceDaily: '3' } as const;

/** The value of every option of type 'other'. */
export const OTHER_VALUE = 'other';

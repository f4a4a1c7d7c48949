// spec §4 Quiz "Dependencies between questions" names answers by meaning ('never', 'bald', 'oily');
// the contract carries option values as strings. These are the authored values the rules compare
// against, and the server's catalogue follows them. Keep every literal the rules use here.

/** relationship (gift quiz): values '0'..'4'. */
export const RELATIONSHIP_VALUES = ['0', '1', '2', '3', '4'] as const;
/** spec §4: relationship value 0 or 2 makes sweat_level, bo_level and cologne visible. */
export const RELATIONSHIP_REVEALING_VALUES: readonly string[] = ['0', '2'];

/** spec §4: deo_freq 'never' is value 4. */
export const DEO_FREQ_NEVER = '4';

/** face_type: values '0'..'3'. */
export const FACE_TYPE_VALUES = ['0', '1', '2', '3'] as const;
/** spec §4: the oily face_need option is hidden for face_type 0. */
export const FACE_TYPES_HIDING_OILY: readonly string[] = ['0'];
/** spec §4: the dry and sensitive face_need options are hidden for face_type 2 and 3. */
export const FACE_TYPES_HIDING_DRY_AND_SENSITIVE: readonly string[] = ['2', '3'];

export const FACE_NEED = { oily: 'oily', dry: 'dry', sensitive: 'sensitive' } as const;

export const HAIR_TYPE = {
  straight: 'straight',
  wavy: 'wavy',
  curly: 'curly',
  coily: 'coily',
  bald: 'bald',
} as const;
export const HAIR_TYPE_VALUES: readonly string[] = Object.values(HAIR_TYPE);

export const HAIR_FREQ_NEVER = 'never';

export const HAIR_NEED = { antiFrizz: 'anti_frizz', curlySafe: 'curly_safe' } as const;
/** spec §4: the anti_frizz option is hidden unless hair type is straight or bald. */
export const HAIR_TYPES_ALLOWING_ANTI_FRIZZ: readonly string[] = [HAIR_TYPE.straight, HAIR_TYPE.bald];
/** spec §4: curly_safe is hidden unless hair type is straight, wavy or bald. */
export const HAIR_TYPES_ALLOWING_CURLY_SAFE: readonly string[] = [
  HAIR_TYPE.straight,
  HAIR_TYPE.wavy,
  HAIR_TYPE.bald,
];
/** spec §4: hair_foaming is visible when hair_need is anti_frizz or curly_safe. */
export const HAIR_NEEDS_REVEALING_FOAMING: readonly string[] = [HAIR_NEED.antiFrizz, HAIR_NEED.curlySafe];

/** spec §4: cologne is visible only when fragrance_knowledge is not 0 (0 = no knowledge). */
export const FRAGRANCE_KNOWLEDGE_NONE = '0';

/** bs_bw values; spec §4 derives the ideal_bw title from them. */
export const BS_BW = { soap: 'soap', both: 'both', bodyWash: 'body_wash' } as const;

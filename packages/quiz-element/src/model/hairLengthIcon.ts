// spec §4 Quiz: hair_length "is visible when not bald and a hair type is chosen, and its icons
// follow the hair type". applyVisibility() sets the icons; views use them as given.
import { HAIR_TYPE, HAIR_TYPES_WITH_LENGTH_ICONS } from '@pc/shared/quiz-values';

const HAIR_TYPE_SUFFIX = new RegExp(`_(${Object.values(HAIR_TYPE).join('|')})(?=\\.[^./]+$|$)`);

/**
 * spec §4: hair_length's icons follow the hair type. `hair_length_short.svg` with hair type curly
 * gives `hair_length_short_curly.svg`. Any earlier hair-type suffix is replaced, so applying it
 * again is harmless; no hair type (or bald, where hair_length is hidden) gives the plain icon.
 */
export function hairLengthIcon(icon: string, hairType: string | null): string {
  const base = icon.replace(HAIR_TYPE_SUFFIX, '');
  if (hairType === null || !HAIR_TYPES_WITH_LENGTH_ICONS.includes(hairType)) return base;
  const dot = base.lastIndexOf('.');
  const slash = base.lastIndexOf('/');
  return dot > slash ? `${base.slice(0, dot)}_${hairType}${base.slice(dot)}` : `${base}_${hairType}`;
}

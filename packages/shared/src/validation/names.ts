import { NAME_MAX_LENGTH } from '../constants.ts';
import { truncate } from './truncate.ts';

// A name a shopper types: the quiz's first name (spec §2 Quiz screen) and the gift card's recipient and
// sender (spec §5). In the shared chunk, since the quiz and the gift cards both read it before their
// first view (docs/decisions/0211).

/** spec §5 recipient and sender names: trimmed, at most 25 characters (required: check for ''). */
export function cleanName(value: string): string {
  return truncate(value.trim(), NAME_MAX_LENGTH).trimEnd();
}

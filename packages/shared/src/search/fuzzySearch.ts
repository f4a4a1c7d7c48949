import Fuse, { type FuseOptionKey } from 'fuse.js/basic';
import { FUZZY_THRESHOLD, TYPEAHEAD_MAX_RESULTS, TYPEAHEAD_MIN_CHARS } from '../constants.ts';

/**
 * spec §5 Cologne typeahead / spec §9: fuzzy threshold 0.4, at least 3 characters, at most 50 results,
 * accent-insensitive on both sides ('eau de creme' finds 'Eau de Crème'). Used by the store server's
 * typeahead and by the survey's follow-up search. Build it once per list; search as often as needed.
 */
export function createFuzzySearch<T>(
  items: readonly T[],
  keys: FuseOptionKey<T>[] = [],
): (query: string) => T[] {
  const fuse = new Fuse(items, {
    keys,
    threshold: FUZZY_THRESHOLD,
    // Fuse strips combining marks after NFD normalisation on both the query and the text.
    ignoreDiacritics: true,
  });
  return (query) => {
    const trimmed = query.trim().normalize('NFC');
    if ([...trimmed].length < TYPEAHEAD_MIN_CHARS) return [];
    return fuse.search(trimmed, { limit: TYPEAHEAD_MAX_RESULTS }).map((result) => result.item);
  };
}

/** A one-off search; prefer `createFuzzySearch` when searching the same list repeatedly. */
export function fuzzySearch<T>(items: readonly T[], query: string, keys: FuseOptionKey<T>[] = []): T[] {
  return createFuzzySearch(items, keys)(query);
}

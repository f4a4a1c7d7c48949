// spec §5 cologne typeahead (spec §7: GET admin-ajax with query_perfume): @pc/shared's fuzzy search
// (threshold 0.4, at least 3 characters, at most 50 results, accent-insensitive) over the authored
// fragrances, by name and brand. The index is built once, on first use.
import { createFuzzySearch } from '@pc/shared/search';
import { createLru } from '../static/lru.ts';
import { FRAGRANCES, type Fragrance } from './fragrances.ts';

let search: ((query: string) => Fragrance[]) | null = null;
/**
 * docs/decisions/0045: the fragrances never change while the server runs, so a query's matches are found
 * once and kept (shoppers type the same prefixes); the search ignores case, so the key does too.
 */
const answers = createLru<Fragrance[]>(2000);

/** The fragrances matching `query`, best first, as the contract's queryPerfume data. */
export function searchPerfumes(query: string): Fragrance[] {
  search ??= createFuzzySearch(FRAGRANCES, ['name', 'brand']);
  const find = search;
  return answers.get(query.trim().normalize('NFC').toLowerCase(), () =>
    find(query).map(({ id, name, brand }) => ({ id, name, brand })),
  );
}

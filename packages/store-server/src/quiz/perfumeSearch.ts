// spec §5 cologne typeahead (spec §7: GET admin-ajax with query_perfume): @pc/shared's fuzzy search
// (threshold 0.4, at least 3 characters, at most 50 results, accent-insensitive) over the authored
// fragrances, by name and brand. The index is built once, on first use.
import { createFuzzySearch } from '@pc/shared/search';
import { FRAGRANCES, type Fragrance } from './fragrances.ts';

let search: ((query: string) => Fragrance[]) | null = null;

/** The fragrances matching `query`, best first, as the contract's queryPerfume data. */
export function searchPerfumes(query: string): Fragrance[] {
  search ??= createFuzzySearch(FRAGRANCES, ['name', 'brand']);
  return search(query).map(({ id, name, brand }) => ({ id, name, brand }));
}

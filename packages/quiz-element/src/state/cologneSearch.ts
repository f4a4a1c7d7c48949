// spec §5 / §9 cologne typeahead: minimum 3 characters, up to 50 suggestions, query parameter
// query_perfume (spec §7: GET to the admin-ajax path).
import { callApi } from '@pc/shared';
import { COLOGNE_MAX_LENGTH, TYPEAHEAD_MAX_RESULTS, TYPEAHEAD_MIN_CHARS } from '@pc/shared/constants';
import { queryPerfume } from '@pc/shared/contract';
import type { QuizMessages } from '../messages/index.ts';

export interface CologneSuggestion {
  id: string;
  name: string;
  brand: string;
}

/** Whether a typed text is long enough to ask the server (spec §5: at least 3 characters). */
export const isSearchable = (text: string): boolean => text.trim().length >= TYPEAHEAD_MIN_CHARS;

/**
 * The answer a picked suggestion gives the cologne question: "Name by Brand" in the quiz's words
 * (`cologneAnswer`, docs/decisions/0219), within spec §9's cologne length.
 */
export const suggestionAnswer = (
  suggestion: CologneSuggestion,
  m: Pick<QuizMessages, 'cologneAnswer'>,
): string => m.cologneAnswer(suggestion).slice(0, COLOGNE_MAX_LENGTH);

/**
 * Asks the typeahead for `text`; resolves with at most 50 suggestions. Each keystroke passes its
 * own signal and aborts the previous one. Rejects with ApiError (the caller ignores failures).
 */
export async function searchColognes(text: string, signal: AbortSignal): Promise<CologneSuggestion[]> {
  if (!isSearchable(text)) return [];
  const answer = await callApi(queryPerfume, { query_perfume: text.trim() }, { signal });
  return answer.data.slice(0, TYPEAHEAD_MAX_RESULTS);
}

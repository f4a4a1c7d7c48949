import { ResultsState } from '@pc/shared/contract';
import * as v from 'valibot';

/**
 * The results state the host injects as page data `{"results": ResultsState}` (docs/architecture.md
 * "Page configuration and data"), checked against the contract: anything else reads as none.
 */
export function readResultsState(pageData: unknown): ResultsState | null {
  if (typeof pageData !== 'object' || pageData === null) return null;
  const parsed = v.safeParse(ResultsState, (pageData as { results?: unknown }).results);
  return parsed.success ? parsed.output : null;
}

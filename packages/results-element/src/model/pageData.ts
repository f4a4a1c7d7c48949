import { BathroomModule, ResultsState } from '@pc/shared/contract';
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

/**
 * The bathroom module the page data carries beside the results (`bathroomModule`, design.md "First
 * paint": in the first view, so it moves nothing as it arrives), checked against the contract; null: none given, the
 * element loads it (spec §7 GET bathroom_module).
 */
export function readBathroomModule(pageData: unknown): BathroomModule | null {
  if (typeof pageData !== 'object' || pageData === null) return null;
  const parsed = v.safeParse(BathroomModule, (pageData as { bathroomModule?: unknown }).bathroomModule);
  return parsed.success && parsed.output.products.length > 0 ? parsed.output : null;
}

import type { PageData } from '@pc/shared/contract';
import type { RouteMatch } from '@pc/shared/routes';
import type { AppDeps } from '../appDeps.ts';

/**
 * The page a visitor asks data for: the route it matched (spec §2 route table, @pc/shared/routes),
 * its path with the query (`?survey_log_id=` names a shared results link) and the visitor's session.
 */
export interface PageRequest {
  readonly match: RouteMatch;
  readonly url: string;
  readonly sessionId: string;
}

/** Computes one kind of page data; undefined when this page has none (an order id that is not one). */
export type PageDataResolver = (page: PageRequest, deps: AppDeps) => Promise<PageData | undefined>;

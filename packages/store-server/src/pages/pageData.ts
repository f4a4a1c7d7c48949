import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { resultsPageData } from '../results/resultsPageData.ts';

/**
 * Page data by path (docs/architecture.md: results state, survey data with the order id, …). Each
 * resolver answers the data for paths it knows, or undefined; the first answer wins. `deps` gives
 * resolvers the database and the clock.
 */
export type PageDataResolver = (
  path: string,
  request: FastifyRequest,
  deps: AppDeps,
) => Promise<unknown> | unknown;

/** spec §2 /checkout/order-received/{id}: the post-purchase survey takes the order id from page data. */
export const orderReceivedData: PageDataResolver = (path) => {
  const match = /^\/checkout\/order-received\/(\d{1,12})\/?$/.exec(path);
  return match ? { survey: { orderId: match[1] } } : undefined;
};

/** spec §2 results routes: `{results: ResultsState}` (src/results/resultsPageData.ts). */
export const PAGE_DATA: readonly PageDataResolver[] = [orderReceivedData, resultsPageData];

export const pageDataFor = async (path: string, request: FastifyRequest, deps: AppDeps): Promise<unknown> => {
  for (const resolve of PAGE_DATA) {
    const data = await resolve(path, request, deps);
    if (data !== undefined) return data;
  }
  return undefined;
};

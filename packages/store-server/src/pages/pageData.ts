import type { FastifyRequest } from 'fastify';

/**
 * Page data by path (docs/architecture.md: results state, survey data with the order id, …). Each
 * resolver answers the data for paths it knows, or undefined; the first answer wins. Later issues add
 * theirs to PAGE_DATA (results state).
 */
export type PageDataResolver = (path: string, request: FastifyRequest) => Promise<unknown> | unknown;

/** spec §2 /checkout/order-received/{id}: the post-purchase survey takes the order id from page data. */
export const orderReceivedData: PageDataResolver = (path) => {
  const match = /^\/checkout\/order-received\/(\d{1,12})\/?$/.exec(path);
  return match ? { survey: { orderId: match[1] } } : undefined;
};

export const PAGE_DATA: readonly PageDataResolver[] = [orderReceivedData];

export const pageDataFor = async (path: string, request: FastifyRequest): Promise<unknown> => {
  for (const resolve of PAGE_DATA) {
    const data = await resolve(path, request);
    if (data !== undefined) return data;
  }
  return undefined;
};

import {
  isLaunchCode,
  type LaunchPageData,
  type LaunchProduct,
  type LaunchVariationRequest,
  launchStockStatus,
  launchVariationRequest,
} from '@pc/shared/contract';
import { findProductBySlug, toLaunchProduct } from '../catalogue/productRepository.ts';
import type { Queryable } from '../db/db.ts';
import type { PageDataResolver } from '../http/pageRequest.ts';
import { sessionNow } from '../session/sessionRepository.ts';

/**
 * spec §7 GET products/{slug}/variations/{code}: the launch product as the call answers it (stock by
 * `now`), or null when the catalogue has no such variation. The route and the page data both ask here.
 */
export const findLaunchProduct = async (
  db: Queryable,
  slug: LaunchVariationRequest['slug'],
  code: string,
  now: Date,
): Promise<LaunchProduct | null> => {
  const product = await findProductBySlug(db, slug);
  const variation = product?.variations.find((candidate) => candidate.code === code);
  return product && variation ? toLaunchProduct(product, variation, now) : null;
};

/**
 * Page data `{launch}` for the six launch routes (issue 9, docs/decisions/0033): the product of the
 * route's `code` attribute as its spec §7 call answers it, and the spec §4 stock status the page shows
 * (the collaboration edition sold out from 8 July 2021 00:00 Eastern), both by the session's clock, so
 * a QA clock override shows either side of the date in the first view.
 */
export const launchPageData: PageDataResolver = async ({ match, sessionId }, { db, clock }) => {
  const code = match.attributes.code;
  if (!isLaunchCode(code)) return undefined;
  const now = await sessionNow(db, sessionId, clock);
  const { slug, code: variationCode } = launchVariationRequest(code);
  const product = await findLaunchProduct(db, slug, variationCode, now);
  if (!product) return undefined;
  const data: LaunchPageData = {
    launch: { code, product, stockStatus: launchStockStatus(code, product.variation.stock_status, now) },
  };
  return data;
};

import {
  isLaunchCode,
  type LaunchPageData,
  launchStockStatus,
  launchVariationRequest,
} from '@pc/shared/contract';
import type { PageDataResolver } from '../pages/pageRequest.ts';
import { findLaunchProduct } from './launchProduct.ts';

/**
 * Page data `{launch}` for the six launch routes (docs/decisions/0033): the product of the
 * route's `code` attribute as its spec §7 call answers it, and the spec §4 stock status the page shows
 * (the collaboration edition sold out from 8 July 2021 00:00 Eastern), both by the session's clock, so
 * a QA clock override shows either side of the date in the first view.
 */
export const launchPageData: PageDataResolver = async ({ match, now }, deps) => {
  const code = match.attributes.code;
  if (!isLaunchCode(code)) return undefined;
  const { slug, code: variationCode } = launchVariationRequest(code);
  const product = await findLaunchProduct(deps.db, slug, variationCode, now);
  if (!product) return undefined;
  const data: LaunchPageData = {
    launch: { code, product, stockStatus: launchStockStatus(code, product.variation.stock_status, now) },
  };
  return data;
};

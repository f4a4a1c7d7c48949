import type { CandlePageData } from '@pc/shared/contract';
import { findProductBySlug, toContractProduct } from '../catalogue/productRepository.ts';
import type { PageDataResolver } from '../pages/pageRequest.ts';

/**
 * Page data `{candle}` for /candle and /candle/{path} (docs/decisions/0024): the candle product exactly as spec §7
 * GET products/candle answers it for this session (stock by the session's clock), so the candle the
 * path names is in the first view. The element picks the candle from the path itself.
 */
export const candlePageData: PageDataResolver = async ({ now }, deps) => {
  const product = await findProductBySlug(deps.db, 'candle');
  if (!product) return undefined;
  const data: CandlePageData = {
    candle: toContractProduct(product, now),
  };
  return data;
};

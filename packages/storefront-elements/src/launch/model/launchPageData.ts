import { type LaunchCode, LaunchPageData, type LaunchProduct, type StockStatus } from '@pc/shared/contract';
import * as v from 'valibot';

/** What a launch page shows: the product as spec §7's call answers it and the stock status of spec §4. */
export interface LaunchData {
  readonly product: LaunchProduct;
  readonly stockStatus: StockStatus;
}

/**
 * The launch the host printed as page data `{launch}` (docs/decisions/0033), checked against the
 * contract and against the element's own code: data of another launch, or anything else, reads as none.
 */
export function readLaunchPageData(pageData: unknown, code: LaunchCode): LaunchData | null {
  const parsed = v.safeParse(LaunchPageData, pageData);
  if (!parsed.success || parsed.output.launch.code !== code) return null;
  const { product, stockStatus } = parsed.output.launch;
  return { product, stockStatus };
}

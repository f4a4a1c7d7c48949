import { CandlePageData, type Product } from '@pc/shared/contract';
import * as v from 'valibot';

/**
 * The candle product the host hands over as page data `{candle}` (design.md "First paint": in the first view), checked
 * against the contract; null when there is none, and the element loads it (spec §7 GET products/candle).
 */
export function readCandleProduct(pageData: unknown): Product | null {
  const parsed = v.safeParse(CandlePageData, pageData);
  return parsed.success ? parsed.output.candle : null;
}

import { GiftCardsPageData } from '@pc/shared/contract';
import * as v from 'valibot';

export type GiftCardsData = GiftCardsPageData['giftCards'];

/**
 * The gift card products the host injects as page data `{"giftCards": {eGift, physical, today}}`
 * (docs/architecture.md "Page configuration and data"), checked against the contract; anything else
 * reads as none, and the element loads the products itself.
 */
export function readGiftCardsData(pageData: unknown): GiftCardsData | null {
  const parsed = v.safeParse(GiftCardsPageData, pageData);
  return parsed.success ? parsed.output.giftCards : null;
}

import { GiftCardsPageData } from '@pc/shared/contract';
import * as v from 'valibot';

export type GiftCardsData = GiftCardsPageData['giftCards'];

/** The store's words of the page (spec §2 "a legal footer; a gift card FAQ"), in the page's language. */
export type GiftCardsTexts = Pick<GiftCardsData, 'legal' | 'faq'>;

/**
 * The gift card page data the host injects, `{"giftCards": {eGift, physical, today, legal, faq}}`
 * (docs/architecture.md "Page configuration and data"), checked against the contract; anything else
 * reads as none, and the element asks the store for it itself.
 */
export function readGiftCardsData(pageData: unknown): GiftCardsData | null {
  const parsed = v.safeParse(GiftCardsPageData, pageData);
  return parsed.success ? parsed.output.giftCards : null;
}

import * as v from 'valibot';
import { defineCall } from './call.ts';
import { GiftCardsPageData } from './pageData.ts';

/**
 * `getPageData` (pageDataCall.ts, decision 0011) as `<pc-gift-cards>` asks it where no page data was
 * printed (a page of another origin without a fragment): the same call for the gift card page only, in
 * the language the element reads there (`locale`, its `#pc-config` `locale`, else the `lang` around it),
 * so the store's legal footer and FAQ come in it. A module of its own, so no other page's schema
 * reaches the element's chunk (docs/decisions/0136); its answer is checked as printed page data is.
 */
export const getGiftCardsPageData = defineCall({
  name: 'getGiftCardsPageData',
  method: 'GET',
  path: '/wp-json/{ns}/v1/page_data',
  encoding: 'query',
  request: v.object({ path: v.literal('/gift-cards'), locale: v.string() }),
  response: v.object({ data: GiftCardsPageData }),
});

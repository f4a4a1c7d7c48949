import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';
import { CrossSell, CrossSellAction } from './checkout.ts';

// spec §7 cart/cross_sell's calls (spec §3 Cross-sell): only the cross-sell element makes them, so they
// go with it, not with the shop's chunk that the results, gift card and candle pages load (issue 45
// item 4). The offer's schema stays in checkout.ts: the page data reads it too (contract/pageData.ts).

export const getCrossSell = defineCall({
  name: 'getCrossSell',
  method: 'GET',
  path: '/wp-json/{ns}/v1/cart/cross_sell',
  encoding: 'query',
  request: NoParams,
  response: CrossSell,
});

export const postCrossSell = defineCall({
  name: 'postCrossSell',
  method: 'POST',
  path: '/wp-json/{ns}/v1/cart/cross_sell',
  encoding: 'json',
  request: v.object({
    products: v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(20)),
    action: CrossSellAction,
    surveyLogId: v.nullable(v.pipe(v.string(), v.maxLength(64))),
    couponCode: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  }),
  response: v.object({ success: v.boolean() }),
});

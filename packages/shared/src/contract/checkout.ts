import * as v from 'valibot';
import { QuizType } from './quizType.ts';

// spec §3 Cross-sell's offer and Post-purchase option, which the page data reads too (pageData.ts);
// the calls are crossSell.ts and postPurchase.ts, each with the one element that makes them.

// spec §2 "The checkout route is /checkout": where every buy and Go To Checkout goes, written once
// beside the route table (routes/checkoutPath.ts).
export { CHECKOUT_PATH } from '../routes/checkoutPath.ts';

export const CrossSellAction = v.picklist(['SUBSCRIBE', 'ONE_TIME']);

export const CrossSell = v.object({
  products: v.array(
    v.object({
      name: v.string(),
      image: v.string(),
      prices: v.object({ subscription: v.number(), once: v.number() }),
    }),
  ),
  actions: v.array(CrossSellAction),
  quizType: QuizType,
  surveyLogId: v.nullable(v.string()),
  discounts: v.record(v.string(), v.object({ code: v.string(), amount: v.number() })),
});
export type CrossSell = v.InferOutput<typeof CrossSell>;

/** spec §3 Post-purchase option: id, children (a tree). */
export interface PostPurchaseOption {
  id: string;
  name: string;
  children: PostPurchaseOption[];
}
export const PostPurchaseOption: v.GenericSchema<PostPurchaseOption> = v.object({
  id: v.string(),
  name: v.string(),
  children: v.array(v.lazy(() => PostPurchaseOption)),
});

import * as v from 'valibot';
import { CrossSell, PostPurchaseOption } from './checkout.ts';
import { CheckoutSummary, OrderDetails } from './order.ts';
import { Product } from './products.ts';

// Page data (docs/architecture.md "page configuration"): what the host prints into `#pc-config`'s
// `data` on a fresh load, and what `getPageData` answers for a page the shopper reached without a
// load (an in-page route change, back/forward). One shape for both, so an element cannot tell how
// its page was reached. Decision 0011.

/**
 * spec §2 /checkout page data: the summary, so the demo checkout's first view needs no request; and the
 * cross-sell offer for the cart as GET cart/cross_sell answers it, so the pop-up is in the first view
 * (spec §4 "Shown only if products are returned": returned with the page; docs/decisions/0141).
 */
export const CheckoutPageData = v.object({
  checkout: CheckoutSummary,
  crossSell: v.optional(CrossSell),
  /**
   * The shop's checkout platform when one is set (PC_PLATFORM; docs/decisions/0144): the hand-off
   * link's words and address. `placeOrder` false: the store's own PLACE ORDER is off (production).
   */
  platformCheckout: v.optional(v.object({ label: v.string(), href: v.string() })),
  placeOrder: v.optional(v.boolean()),
});
export type CheckoutPageData = v.InferOutput<typeof CheckoutPageData>;

/**
 * spec §2 /checkout/order-received/{id}: the survey's order id comes from data the page supplies; the
 * order itself, for the page around the survey (docs/decisions/0117). The store adds the options as
 * spec §7 GET post_purchase/options answers them, so the modal is in the first view (spec §4 "Appears
 * when options load": they load with the page; docs/decisions/0141). Without them the element asks.
 */
export const SurveyPageData = v.object({
  survey: v.object({ orderId: v.string(), options: v.optional(v.array(PostPurchaseOption)) }),
  order: v.optional(OrderDetails),
});
export type SurveyPageData = v.InferOutput<typeof SurveyPageData>;

// QuizPageData lives beside the quiz (quiz.ts), LaunchPageData beside the launch (launch.ts): each
// page's scripts read their own without the other routes' (docs/decisions/0065). The union of them
// all and the call answering it are pageDataCall.ts, which only the store and the demo read
// (docs/decisions/0136).

/**
 * spec §2 /gift-cards: the e-gift and physical gift card products as spec §7 GET products/e-gift-card
 * and GET products/gift-card answer them (stock by the session's clock), so the amounts and their stock
 * states are in the first view (design.md "First paint"), and `today`, the first day a delivery date may name (spec §5,
 * the shop's day by the session's clock, QA override included: docs/decisions/0030). Without them the
 * element asks the store for this page data itself (`getGiftCardsPageData`) and reads today from the
 * browser's clock.
 *
 * spec §2 "a legal footer; a gift card FAQ": their words are the store's (design.md "content comes from
 * the server, not the bundle"), in the language the page's first view is rendered in (the store's
 * `PC_LOCALE`, or the host page's for a fragment or the element's own call): `legal`, and the FAQ's
 * `title` and `entries`, each a question and its answer in plain text, by `id` (`send-time`,
 * `subscriptions`, `tax-shipping`, `refunds`, `physical`). The send-time answer is the one that says
 * Eastern time alone: the element says the shopper's own time in its place once it knows their zone.
 */
export const GiftCardsPageData = v.object({
  giftCards: v.object({
    eGift: Product,
    physical: Product,
    today: v.pipe(v.string(), v.isoDate()),
    legal: v.string(),
    faq: v.object({
      title: v.string(),
      entries: v.array(v.object({ id: v.string(), question: v.string(), answer: v.string() })),
    }),
  }),
});
export type GiftCardsPageData = v.InferOutput<typeof GiftCardsPageData>;

/**
 * spec §2 /candle and /candle/{path}: the candle product as GET products/candle answers it, so the
 * candle the path names is in the first view (design.md "First paint"); without it the element loads the product.
 */
export const CandlePageData = v.object({ candle: Product });
export type CandlePageData = v.InferOutput<typeof CandlePageData>;

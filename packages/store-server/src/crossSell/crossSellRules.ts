import type { CrossSell, QuizType } from '@pc/shared/contract';
import { answerMessages } from '../http/messages/index.ts';

// spec §3 Cross-sell and §7 cart/cross_sell: what the store offers a cart, and whether a POST takes
// what was offered. The spec leaves the offers open; decisions 0037 and 0127 set them. Every offer is
// products to add, with SUBSCRIBE (each as a subscription) and ONE_TIME (BUY ONCE: each once), each
// action with its coupon (spec §2: "SUBSCRIBE and BUY ONCE buttons with prices"):
// 1. the rest of the shopper's tailored recommendations: the cart's survey log's recommended products
//    of a category the cart lacks, not in it, that have a subscription price;
// 2. otherwise a complementary set (spec §3 sample sets) of a category the cart lacks, only to a cart
//    that holds personal care (CARE_CATEGORIES), never to one of only gift cards or candles;
// 3. otherwise, and for an empty cart, nothing (the pop-up then signals completion, spec §4);
// and an offer the shopper declined (NO THANKS) for this cart is nothing too (decision 0127).

export type CrossSellAction = CrossSell['actions'][number];

/** A cart line as the offer rules see it. */
export interface OfferLine {
  productId: number;
  category: string;
  surveyLogId: string | null;
}

/** A product the offer may add: a recommended product or a set (spec §3), with a subscription price. */
export interface OfferProduct {
  productId: number;
  name: string;
  image: string;
  category: string;
  once: number;
  subscription: number;
  /** weeks between deliveries as a subscription (a set's: its shortest item's default, spec §9) */
  cadence: number;
}

export interface OfferContext {
  lines: readonly OfferLine[];
  /** the quiz type of the cart's tailored lines' survey log; self when there is none */
  quizType: QuizType;
  /** the sets the store cross-sells, in the order it prefers them */
  sets: readonly OfferProduct[];
  /** the products the cart's survey log recommended, in results order (none without one) */
  recommended?: readonly OfferProduct[];
  /** offerKey() of the offers the shopper declined (NO THANKS) for this cart, decision 0127 */
  declined?: ReadonlySet<string>;
}

/**
 * The categories of the personal-care products (spec §1, §3 sample sets) a set offer completes
 * (decision 0127): a cart of only other lines (gift cards, candles) is offered nothing.
 */
export const CARE_CATEGORIES: ReadonlySet<string> = new Set(['face', 'hair', 'body', 'hand', 'cologne']);

/** Coupons of each action: dollars off the cart (decision 0037). */
export const OFFER_COUPONS = {
  SUBSCRIBE: { code: 'SETSUB5', amount: 5 },
  ONE_TIME: { code: 'SETONCE3', amount: 3 },
} as const;

export type CrossSellOffer =
  | { kind: 'none'; answer: CrossSell }
  | { kind: 'add'; products: OfferProduct[]; answer: CrossSell };

/** The cart's tailored order: the survey log of its first quiz line. */
const tailoredLog = (lines: readonly OfferLine[]): string | null =>
  lines.find((line) => line.surveyLogId !== null)?.surveyLogId ?? null;

/** What makes two offers the same to the shopper: the products offered, by name (spec §3). */
export const offerKey = (answer: Pick<CrossSell, 'products'>): string =>
  JSON.stringify(answer.products.map((product) => product.name).sort());

export const crossSellOffer = (context: OfferContext): CrossSellOffer => {
  const offer = offerFor(context);
  return offer.kind !== 'none' && context.declined?.has(offerKey(offer.answer))
    ? { kind: 'none', answer: { ...offer.answer, products: [], actions: [], discounts: {} } }
    : offer;
};

const offerFor = ({ lines, quizType, sets, recommended = [] }: OfferContext): CrossSellOffer => {
  const surveyLogId = tailoredLog(lines);
  const none: CrossSellOffer = {
    kind: 'none',
    answer: { products: [], actions: [], quizType, surveyLogId, discounts: {} },
  };
  const categories = new Set(lines.map((line) => line.category));
  if (![...categories].some((category) => CARE_CATEGORIES.has(category))) return none;
  const held = new Set(lines.map((line) => line.productId));
  const lacking = (product: OfferProduct) =>
    !categories.has(product.category) && !held.has(product.productId);
  const rest = recommended.filter(lacking);
  const set = sets.find(lacking);
  const products = rest.length > 0 ? rest : set ? [set] : [];
  if (products.length === 0) return none;
  return {
    kind: 'add',
    products,
    answer: {
      products: products.map(({ name, image, subscription, once }) => ({
        name,
        image,
        prices: { subscription, once },
      })),
      actions: ['SUBSCRIBE', 'ONE_TIME'],
      quizType,
      surveyLogId,
      discounts: { ...OFFER_COUPONS },
    },
  };
};

export interface CrossSellRequest {
  products: readonly string[];
  action: CrossSellAction;
  surveyLogId: string | null;
  couponCode: string | null;
}

export const OFFER_GONE = answerMessages['en-US'].offerGone;
export const COUPON_REFUSED = answerMessages['en-US'].couponRefused;

/**
 * Why a POST does not take what GET offered this cart (an error for the shopper), or null when it
 * does: the action, the products (by name, as GET listed them, in any order), the survey log, and
 * the coupon (none, or the one offered with that action). `display`: what the shopper is shown, its id
 * in the store's answers catalog (http/messages: OFFER_GONE, COUPON_REFUSED in en-US).
 */
export const refuseCrossSell = (
  offer: CrossSellOffer,
  request: CrossSellRequest,
): { message: string; display: 'offerGone' | 'couponRefused' } | null => {
  const { answer } = offer;
  if (offer.kind === 'none')
    return { message: 'No cross-sell is offered to this cart', display: 'offerGone' };
  if (!answer.actions.includes(request.action)) {
    return {
      message: `The action ${request.action} is not offered to this cart`,
      display: 'offerGone',
    };
  }
  const offered = answer.products.map((product) => product.name).sort();
  const asked = [...request.products].sort();
  if (offered.length !== asked.length || offered.some((name, index) => name !== asked[index])) {
    return { message: 'The products are not the ones offered to this cart', display: 'offerGone' };
  }
  if (request.surveyLogId !== null && request.surveyLogId !== answer.surveyLogId) {
    return { message: 'The survey log is not the cart’s', display: 'offerGone' };
  }
  if (request.couponCode !== null && request.couponCode !== answer.discounts[request.action]?.code) {
    return {
      message: `The coupon ${request.couponCode} is not offered with ${request.action}`,
      display: 'couponRefused',
    };
  }
  return null;
};

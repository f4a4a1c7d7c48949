// spec §2 Cross-sell pop-up, §3 Cross-sell (products: name, image, prices.subscription, prices.once;
// actions; quizType; surveyLogId; discounts per action: code, amount), §4 Cross-sell. Pure: the
// transformer from the store's offer to what the pop-up renders, and the POST it sends.
import type { CrossSell } from '@pc/shared/contract';
import type en from '../messages/en-US.ts';

/** The pop-up's texts in the element's locale (messages/, decision 0210). */
export type CrossSellMessages = typeof en;

/** spec §7: SUBSCRIBE or ONE_TIME. */
export type CrossSellAction = CrossSell['actions'][number];

/** spec §2: 'Complete Your/Their Upgrade': 'Their' when the offer follows a gift quiz (quizType). */
export const crossSellHeading = (quizType: CrossSell['quizType'], m: CrossSellMessages): string =>
  quizType === 'gift' ? m.giftTitle : m.title;

/** spec §2: the SUBSCRIBE and BUY ONCE buttons (spec §7 actions SUBSCRIBE and ONE_TIME). */
export const actionLabel = (action: CrossSellAction, m: CrossSellMessages): string =>
  action === 'SUBSCRIBE' ? m.subscribe : m.buyOnce;

export interface OfferAction {
  readonly action: CrossSellAction;
  /** what the shopper pays for the offer's products with this action, its coupon applied */
  readonly price: number;
  /** the price before the coupon, shown struck through; null without a coupon */
  readonly original: number | null;
  readonly couponCode: string | null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * One button per offered action, in the order the store lists them, each once. Decision 0039: an
 * action's price is the sum of its products' prices (prices.subscription for SUBSCRIBE, prices.once
 * for ONE_TIME); the action's coupon (`discounts[action]`) takes `amount` dollars off that sum, never
 * below zero, and the sum before it is shown struck through.
 */
export function offerActions(offer: Pick<CrossSell, 'products' | 'actions' | 'discounts'>): OfferAction[] {
  const actions = [...new Set(offer.actions)];
  return actions.map((action) => {
    const total = cents(
      offer.products.reduce(
        (sum, product) => sum + (action === 'SUBSCRIBE' ? product.prices.subscription : product.prices.once),
        0,
      ),
    );
    const discount = offer.discounts[action];
    const amount = discount && Number.isFinite(discount.amount) ? Math.max(0, discount.amount) : 0;
    return {
      action,
      price: cents(Math.max(0, total - amount)),
      original: amount > 0 ? total : null,
      couponCode: discount?.code ?? null,
    };
  });
}

/**
 * spec §4: "Shown only if products are returned". Decision 0039: an offer with products but no
 * action the pop-up could take is nothing to show either.
 */
export const isShowable = (offer: Pick<CrossSell, 'products' | 'actions'>): boolean =>
  offer.products.length > 0 && offer.actions.length > 0;

/** spec §7 POST cart/cross_sell: {products, action, surveyLogId, couponCode}; products by name (§3 gives no id). */
export const crossSellRequest = (
  offer: Pick<CrossSell, 'products' | 'surveyLogId' | 'discounts'>,
  action: CrossSellAction,
) => ({
  products: offer.products.map((product) => product.name),
  action,
  surveyLogId: offer.surveyLogId,
  couponCode: offer.discounts[action]?.code ?? null,
});

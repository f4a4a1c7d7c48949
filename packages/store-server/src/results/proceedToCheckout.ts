import type { CartItem } from '@pc/shared/contract';
import { listCart } from '../cart/cartRepository.ts';
import type { Queryable } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';

// spec §7 `{product}_show_proceed_to_checkout` (data boolean): whether a page shows its bottom
// 'Proceed To Checkout' banner (spec §2 Results). The spec does not say when; the rule per product:

type CartLine = Pick<CartItem, 'category' | 'quantity'>;

/**
 * The `{product}` each results page asks about, filled into its results state (`proceedProduct`):
 * quiz and reorder results ask about the quiz's products, the candle routes about candles.
 */
export const PROCEED_PRODUCTS = { quiz: 'quiz', candle: 'candle' } as const;

export const PROCEED_RULES: Readonly<
  Record<string, { description: string; test: (items: readonly CartLine[]) => boolean }>
> = {
  // The results page (spec §4: re-checked on cart change and add-to-cart): anything to check out.
  quiz: { description: 'the cart holds at least one line', test: (items) => items.length > 0 },
  // The candle pages: a candle in the cart.
  candle: {
    description: 'the cart holds a candle',
    test: (items) => items.some((item) => item.category === 'candle'),
  },
};

/** The answer for `product`; an unknown product is a bad action name (400 pc_unknown_action). */
export const showProceedToCheckout = (product: string, items: readonly CartLine[]): boolean => {
  const rule = Object.hasOwn(PROCEED_RULES, product) ? PROCEED_RULES[product] : undefined;
  if (!rule) {
    throw new RestHttpError(
      400,
      'pc_unknown_action',
      `No admin-ajax action "${product}_show_proceed_to_checkout".`,
      (m) => m.notHandled,
    );
  }
  return rule.test(items);
};

/** spec §7 {product}_show_proceed_to_checkout for the session's cart. */
export const showProceedToCheckoutOfCart = async (db: Queryable, sessionId: string, product: string) =>
  showProceedToCheckout(product, (await listCart(db, sessionId)).items);

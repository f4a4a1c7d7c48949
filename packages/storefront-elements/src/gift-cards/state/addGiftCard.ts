import { addToCart, type GiftCardSelection } from '@pc/shared';
import { checkoutRequest, productAddedFields } from '../model/checkoutRequest.ts';
import type { CheckoutFailure } from './giftCardsState.ts';

/**
 * spec §4 "Buying: add to cart": the selection's add, announced as the element's (`pc-cart-change`);
 * null once it is in the cart, else the failure, with the store's displayMessage when it gave one
 * (spec §8 lists none). Part of the page's later code (behaviour/later.ts), on its way before CHECKOUT
 * can be pressed.
 */
export async function addGiftCard(
  selection: GiftCardSelection,
  host?: Element,
): Promise<CheckoutFailure | null> {
  try {
    await addToCart(checkoutRequest(selection), productAddedFields(selection), host);
    return null;
  } catch (error) {
    const display =
      typeof error === 'object' && error !== null && 'displayMessage' in error
        ? (error as { displayMessage?: string }).displayMessage
        : undefined;
    return { message: display || null };
  }
}

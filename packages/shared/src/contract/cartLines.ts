import { CART_LINE_MAX_QUANTITY } from '../constants.ts';
import type { CartItem } from './cart.ts';

// docs/decisions/0124: how many units a cart line may hold, and why a line holds one at most; the
// cart element shows it on the line, the store refuses more (store-server cart/lineQuantity.ts).

type LineKind = Pick<CartItem, 'surveyLogId' | 'giftCard'>;

/** spec §4 "one tailored order at a time", said on a tailored line. */
export const TAILORED_LINE_NOTE = 'Tailored to your quiz: one tailored order at a time.';
/** An e-gift card is one card to one recipient. */
export const E_GIFT_LINE_NOTE = 'One card per recipient: add another from the gift card page.';

/** The most units a line may hold: one of a tailored order or an e-gift card, else the cart's limit. */
export const maxQuantityOf = (line: LineKind): number =>
  line.surveyLogId || line.giftCard ? 1 : CART_LINE_MAX_QUANTITY;

/** Why a line holds one unit at most, as its line says it; null when it may hold more. */
export const singleUnitReason = (line: LineKind): string | null =>
  line.surveyLogId ? TAILORED_LINE_NOTE : line.giftCard ? E_GIFT_LINE_NOTE : null;

import { CART_LINE_MAX_QUANTITY } from '../constants.ts';
import type { CartItem } from './cart.ts';

// docs/decisions/0124: how many units a cart line may hold, and why a line holds one at most; the
// cart element shows it on the line, the store refuses more (store-server cart/lineQuantity.ts).
// The reason is a kind; each view words it in its language (docs/decisions/0219): the shop catalog's
// `tailoredLineNote` / `eGiftLineNote` on a line, the store's messages of the same ids in a 400.

type LineKind = Pick<CartItem, 'surveyLogId' | 'giftCard'>;

/** Why a line holds one unit: spec §4 "one tailored order at a time", or an e-gift card's one recipient. */
export type SingleUnitReason = 'tailored' | 'eGift';

/** The most units a line may hold: one of a tailored order or an e-gift card, else the cart's limit. */
export const maxQuantityOf = (line: LineKind): number =>
  line.surveyLogId || line.giftCard ? 1 : CART_LINE_MAX_QUANTITY;

/** Why a line holds one unit at most; null when it may hold more. */
export const singleUnitReason = (line: LineKind): SingleUnitReason | null =>
  line.surveyLogId ? 'tailored' : line.giftCard ? 'eGift' : null;

/** The words of each reason, as a catalog names them (the shop's, the store's answers'). */
export interface SingleUnitWords {
  tailoredLineNote: string;
  eGiftLineNote: string;
}

/** A line's note in a catalog's words: why it holds one unit, or null. */
export const singleUnitNote = (
  reason: SingleUnitReason | null | undefined,
  m: SingleUnitWords,
): string | null =>
  reason === 'tailored' ? m.tailoredLineNote : reason === 'eGift' ? m.eGiftLineNote : null;

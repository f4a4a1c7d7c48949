import { type CartItem, maxQuantityOf } from '@pc/shared/contract';
import { isCompatible } from './surveyCompatibility.ts';

// docs/decisions/0145: what a hand-off carries of the cart a host page built (its session's, whose
// token the host page holds) into the browser's own session on the store. The browser's cart is the
// shopper's: the host's lines are added to it, never put in its place, and never anything taken away.

type Line = Pick<CartItem, 'key' | 'quantity' | 'surveyLogId' | 'giftCard'>;

/**
 * The units each host line gained since it was last carried into this browser's session (`carried`:
 * line key → the host line's quantity then; a line carried before is carried again only by what it
 * gained, so following the host's Checkout twice, or after the order emptied the browser's cart, adds
 * nothing twice), less what the browser's cart may take:
 * - spec §4 "one tailored order at a time": a tailored line of another survey than the one the
 *   browser's cart holds stays behind (the shopper's own tailored order wins);
 * - a line holds at most maxQuantityOf units (one for a tailored line or an e-gift; decision 0124).
 * Pure: `target` is the browser's cart, `source` the host's, in the order they were added.
 */
export const linesToCarry = <L extends Line>(
  target: readonly Line[],
  source: readonly L[],
  carried: ReadonlyMap<string, number>,
): { line: L; add: number }[] => {
  const cart = [...target];
  const out: { line: L; add: number }[] = [];
  for (const line of source) {
    const gained = line.quantity - (carried.get(line.key) ?? 0);
    if (gained <= 0) continue;
    if (line.surveyLogId && !isCompatible(cart, line.surveyLogId)) continue;
    const held = cart.find((item) => item.key === line.key)?.quantity ?? 0;
    const add = Math.min(gained, maxQuantityOf(line) - held);
    if (add <= 0) continue;
    out.push({ line, add });
    cart.push({ ...line, quantity: held + add });
  }
  return out;
};

/** What the host's cart held, by line key: the `carried` of the next hand-off into the same session. */
export const carriedQuantities = (
  source: readonly Pick<CartItem, 'key' | 'quantity'>[],
): Map<string, number> => new Map(source.map((line) => [line.key, line.quantity]));

import { type CartItem, maxQuantityOf, singleUnitNote, singleUnitReason } from '@pc/shared/contract';
import { invalidParam, RestHttpError } from '../http/errors.ts';

// docs/decisions/0124: the cart's own write, a line's new quantity (0 removes it), and the rules the
// store holds it to whatever client sends it (design.md "A rule that protects the shop … is enforced
// by the server too").

/** What the rules read of the line's variation now: whether more of it can be sold (spec §4 stock). */
export interface LineStock {
  /** false: disabled or, by the session's clock, sold out */
  buyable: boolean;
}

/**
 * The quantity the line may be set to, or the error the store answers: removing (0) is always
 * allowed; lowering always; raising needs the variation buyable and stays within maxQuantityOf. A
 * set is one line (its bundle items), so its items are never parted.
 */
export const checkLineQuantity = (line: CartItem, quantity: number, stock: LineStock): number => {
  if (quantity === 0 || quantity <= line.quantity) return quantity;
  const max = maxQuantityOf(line);
  if (quantity > max) {
    throw invalidParam(
      `Invalid parameter(s): quantity ${quantity} is more than ${max} for line ${line.key}`,
      (m) => singleUnitNote(singleUnitReason(line), m) ?? m.atMostPerOrder({ max, name: line.name }),
    );
  }
  if (!stock.buyable) {
    throw invalidParam(`Invalid parameter(s): variation ${line.variationId} cannot be bought now`, (m) =>
      m.soldOut({ name: line.name }),
    );
  }
  return quantity;
};

/** 404: the line is no longer in the cart (another tab removed it, or the cart was cleared). */
export const noSuchLine = (key: string): RestHttpError =>
  new RestHttpError(
    404,
    'pc_no_cart_line',
    `The cart holds no line "${key.slice(0, 64)}".`,
    (m) => m.lineGone,
  );

import { RestHttpError } from '../http/errors.ts';
import type { NewCartLine } from './cartRepository.ts';
import { isCompatible } from './surveyCompatibility.ts';

// spec §2 single-survey overlay, spec §4 "one tailored order at a time": the element checks first
// (compatibility), and the store refuses too (design.md "A rule that protects the shop … is enforced
// by the server too"), so no client can put two surveys' tailored orders into one cart.

/** 409: the cart already holds a tailored line of another survey. */
export const secondTailoredOrder = (surveyLogId: string): RestHttpError =>
  new RestHttpError(
    409,
    'pc_one_tailored_order',
    `The cart holds a tailored order of another survey than "${surveyLogId.slice(0, 64)}".`,
    (m) => m.oneTailoredOrder,
  );

/**
 * A guard for addCartLines: the lines pass when none is tailored (no survey log) or when every
 * tailored line already in the cart is of the same survey; otherwise a 409.
 */
export const oneTailoredOrder =
  (lines: readonly NewCartLine[]) =>
  (cart: { items: readonly { surveyLogId: string | null }[] }): readonly NewCartLine[] => {
    for (const { surveyLogId } of lines) {
      if (surveyLogId && !isCompatible(cart.items, surveyLogId)) throw secondTailoredOrder(surveyLogId);
    }
    return lines;
  };

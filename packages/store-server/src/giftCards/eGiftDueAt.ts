import { eGiftSendInstant } from '@pc/shared/validation';

/**
 * spec §9 "E-gift email is sent at 8 AM Eastern on the chosen date, immediately if no date is
 * chosen": the instant an e-gift's email is due. `deliveryDate` is the shopper's day (YYYY-MM-DD in
 * New York) or null/empty; `placedAt` is when the order was placed (by the session's clock). A date
 * whose 8 AM has passed (today, after eight) is due at once, as its instant is already behind.
 */
export const eGiftDueAt = (deliveryDate: string | null, placedAt: Date): Date =>
  deliveryDate ? eGiftSendInstant(deliveryDate) : placedAt;

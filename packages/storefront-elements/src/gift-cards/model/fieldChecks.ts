import { cleanName, isEmailAddress } from '@pc/shared';
import type { GiftCardsMessages } from '../messages/index.ts';

// spec §5 e-gift fields, checked as the shopper leaves each one. The messages (the catalog's
// recipientNameRequired, senderNameRequired, emailRequired, emailInvalid) say in en-US the store's own
// 400 displayMessages for the same mistakes (packages/store-server/src/cart/eGiftRules.ts), so the
// shopper reads one wording whichever side finds it.

/** What leaving a field does: the value it keeps and the error it shows (null: none). */
export interface LeftField {
  readonly value: string;
  readonly error: string | null;
}

/** spec §5 names: "required, maximum 25 characters, trimmed". */
export function leaveName(value: string, required: string): LeftField {
  const cleaned = cleanName(value);
  return { value: cleaned, error: cleaned === '' ? required : null };
}

/**
 * spec §5 recipient email, spec §8 "E-gift email field invalid: red underline, value cleared": an
 * invalid address is cleared and the error stays until the shopper types again.
 */
export function leaveEmail(value: string, m: GiftCardsMessages): LeftField {
  const trimmed = value.trim();
  if (trimmed === '') return { value: '', error: m.emailRequired };
  return isEmailAddress(trimmed) ? { value: trimmed, error: null } : { value: '', error: m.emailInvalid };
}

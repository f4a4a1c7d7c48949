import { randomBytes } from 'node:crypto';

// spec §9 gift cards: the code is all a redeemer needs, so it cannot be guessed (docs/decisions/0095):
// 16 characters drawn by the operating system's random source from 32 letters and digits, 80 bits,
// in groups of four. No 0/O and no 1/I, so a code read aloud or copied from a card is typed right.

/** The 32 characters of a code: A-Z without I and O, and 2-9. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const GIFT_CARD_CODE_LENGTH = 16;

/** A code as issued: XXXX-XXXX-XXXX-XXXX over the alphabet. */
export const GIFT_CARD_CODE = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

/** A new code; `random` is for tests only. */
export const newGiftCardCode = (random: (size: number) => Uint8Array = randomBytes): string => {
  const bytes = random(GIFT_CARD_CODE_LENGTH);
  let code = '';
  for (const [index, byte] of bytes.entries()) {
    if (index > 0 && index % 4 === 0) code += '-';
    // 256 is a multiple of the alphabet's size, so every character is equally likely.
    code += GIFT_CARD_CODE_ALPHABET[byte % GIFT_CARD_CODE_ALPHABET.length];
  }
  return code;
};

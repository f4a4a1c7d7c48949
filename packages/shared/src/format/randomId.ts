import { RANDOM_ID_LENGTH } from '../constants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes at or above it are skipped so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** spec §9 random id (length 10): alphanumeric, from crypto.getRandomValues. */
export function randomId(length: number = RANDOM_ID_LENGTH): string {
  let id = '';
  while (id.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

/**
 * `token` with its first character changed: always other bytes. (Its last characters may carry
 * unused bits, or already read `AA`, so changing them can leave the token as it was: a test that
 * expects a refusal then passes the token through, about once in a few hundred runs.)
 */
export const changedToken = (token: string): string =>
  `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;

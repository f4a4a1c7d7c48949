import { describe, expect, it } from 'vitest';
import { changedToken } from './changedToken.ts';

const bytes = (token: string) => Buffer.from(token, 'base64url').toString('hex');

describe('changedToken: a token that never decodes to the same bytes', () => {
  it.each([
    // ends in AA already: changing the end to AA left it as it was (CI's flaky refusal test)
    ['ending in AA', 'q83vASNFZ4mrAA'],
    // two trailing characters for one byte: the last one's low bits are unused
    ['unused trailing bits', 'q83vASNFZ4mrzdw'],
    ['starting with A', 'AAAAq83vASNF'],
  ])('%s', (_, token) => {
    expect(changedToken(token)).toHaveLength(token.length);
    expect(bytes(changedToken(token))).not.toBe(bytes(token));
  });
});

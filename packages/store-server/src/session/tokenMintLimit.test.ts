import { describe, expect, it } from 'vitest';
import { createTokenMintLimit, TOKEN_MINT_RULE } from './tokenMintLimit.ts';

// docs/decisions/0145: session tokens are minted per address at most 30 at once, then one every 2 s.

describe('createTokenMintLimit', () => {
  it.each([
    ['the first 30 at once pass', 30, 0, 0],
    ['the 31st waits 2 s', 31, 0, 2000],
    ['2 s later one more passes', 31, 2000, 0],
  ])('%s', (_case, mints, waitedMs, expected) => {
    const limit = createTokenMintLimit();
    for (let i = 1; i < mints; i++) expect(limit.take('203.0.113.7', 0)).toBe(0);
    expect(limit.take('203.0.113.7', waitedMs)).toBe(expected);
  });

  it('counts each address apart', () => {
    const limit = createTokenMintLimit();
    for (let i = 0; i < TOKEN_MINT_RULE.burst; i++) limit.take('203.0.113.7', 0);
    expect(limit.take('203.0.113.7', 0)).toBeGreaterThan(0);
    expect(limit.take('198.51.100.2', 0)).toBe(0);
  });
});

import { CART_TOKEN_LIFETIME_S } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { createCartTokenService } from './cartToken.ts';

// Third-party hosts: a short-lived signed cart token (docs/decisions/0038).

const SESSION = 'a'.repeat(32);

describe('cart tokens', () => {
  let now = new Date('2026-03-10T12:00:00Z').getTime();
  const tokens = createCartTokenService('secret', () => new Date(now));

  it('names its session, which it does not show', () => {
    const { token, expiresAt } = tokens.issue(SESSION);
    expect(tokens.verify(token)).toBe(SESSION);
    expect(token).not.toContain(SESSION);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(SESSION);
    expect(expiresAt.getTime()).toBe(now + CART_TOKEN_LIFETIME_S * 1000);
  });

  it('lives CART_TOKEN_LIFETIME_S seconds', () => {
    const { token } = tokens.issue(SESSION);
    now += CART_TOKEN_LIFETIME_S * 1000 - 1000;
    expect(tokens.verify(token)).toBe(SESSION);
    now += 1000;
    expect(tokens.verify(token)).toBeNull();
  });

  it('depends on the secret and refuses any changed byte', () => {
    const { token } = tokens.issue(SESSION);
    expect(createCartTokenService('other', () => new Date(now)).verify(token)).toBeNull();
    const bytes = Buffer.from(token, 'base64url');
    for (const index of [0, 13, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[index] = changed[index]! ^ 1;
      expect(tokens.verify(changed.toString('base64url'))).toBeNull();
    }
  });

  it.each([[undefined], [''], ['x'], [42], [['a']], ['!'.repeat(40)], ['A'.repeat(10_000)]])(
    'refuses %j',
    (token) => {
      expect(tokens.verify(token)).toBeNull();
    },
  );
});

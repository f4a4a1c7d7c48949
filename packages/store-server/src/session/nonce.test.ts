import { describe, expect, it } from 'vitest';
import { createNonceService, NONCE_TICK_MS } from './nonce.ts';

// spec §6 site nonce, as WordPress's wp_verify_nonce: valid for the tick it was made in and the next.

describe('nonce', () => {
  let now = new Date('2026-03-10T12:00:00Z').getTime();
  const nonces = createNonceService('secret', () => new Date(now));

  it('verifies for the same session only', () => {
    const nonce = nonces.issue('session-a');
    expect(nonce).toMatch(/^[0-9a-f]{16}$/);
    expect(nonces.verify('session-a', nonce)).toBe(true);
    expect(nonces.verify('session-b', nonce)).toBe(false);
  });

  it('lives through the next tick and expires after it', () => {
    const nonce = nonces.issue('session-a');
    now += NONCE_TICK_MS;
    expect(nonces.verify('session-a', nonce)).toBe(true);
    expect(nonces.issue('session-a')).not.toBe(nonce);
    now += NONCE_TICK_MS;
    expect(nonces.verify('session-a', nonce)).toBe(false);
  });

  it('depends on the secret', () => {
    const other = createNonceService('other secret', () => new Date(now));
    expect(other.verify('session-a', nonces.issue('session-a'))).toBe(false);
  });

  it.each([
    [undefined],
    [''],
    ['0123456789abcdef'],
    [['a', 'b']],
    [42],
    ['x'.repeat(10_000)],
    ['💥'.repeat(8)],
  ])('refuses %j', (nonce) => {
    expect(nonces.verify('session-a', nonce)).toBe(false);
  });
});

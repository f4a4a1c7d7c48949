import { describe, expect, it } from 'vitest';
import type { PlatformOrderStatus } from './platformOrderEvent.ts';
import { type KnownPlatformOrder, type PlatformOrderStep, platformOrderStep } from './platformOrderStep.ts';

// docs/decisions/0144: one row per case the platforms' retries and out-of-order deliveries make.
const t1 = new Date('2026-11-28T10:00:00Z');
const t2 = new Date('2026-11-28T10:05:00Z');
const known = (
  status: PlatformOrderStatus,
  modifiedAt: Date | null,
  recorded: boolean,
): KnownPlatformOrder => ({
  status,
  modifiedAt,
  recorded,
});

describe('platformOrderStep', () => {
  it.each<[string, KnownPlatformOrder | null, PlatformOrderStatus, Date | null, PlatformOrderStep]>([
    ['a first paid order is recorded', null, 'paid', t1, 'record'],
    ['a paid order after its unpaid creation is recorded', known('unpaid', t1, false), 'paid', t2, 'record'],
    ['the same paid webhook again (a retry) is a replay', known('paid', t1, true), 'paid', t1, 'replay'],
    ['a second topic for the same payment is a replay', known('paid', t2, true), 'paid', t2, 'replay'],
    [
      'an unpaid creation arriving after the payment is stale',
      known('paid', t2, true),
      'unpaid',
      t1,
      'stale',
    ],
    ['a first unpaid order is only noted', null, 'unpaid', t1, 'note'],
    ['on-hold after paid keeps what the order gave', known('paid', t1, true), 'unpaid', t2, 'replay'],
    ['a refund of a recorded order voids it', known('paid', t1, true), 'voided', t2, 'void'],
    ['a refund arriving before the payment voids (nothing to take back yet)', null, 'voided', t2, 'void'],
    ['a payment arriving after the refund gives nothing', known('voided', t2, false), 'paid', t1, 'final'],
    ['a void is final, even with a later time', known('voided', t1, true), 'paid', t2, 'final'],
    ['a cancellation older than the payment seen is stale', known('paid', t2, true), 'voided', t1, 'stale'],
    ['without times, a paid order still records once', known('paid', null, true), 'paid', null, 'replay'],
  ])('%s', (_case, before, status, modifiedAt, step) => {
    expect(platformOrderStep(before, { status, modifiedAt })).toBe(step);
  });
});

import { describe, expect, it } from 'vitest';
import { answerMessages } from '../http/messages/index.ts';
import {
  addDays,
  CANCELLED_MESSAGE,
  cadenceNotAllowedMessage,
  cancel,
  changeCadence,
  dateAfterRenewal,
  firstRenewalDate,
  isRefusal,
  isRenewalDue,
  NOT_ACTIVE_MESSAGE,
  NOT_PAUSED_MESSAGE,
  nextDateAfter,
  pause,
  reminderDueAt,
  renewalDueAt,
  renewedByPlatformOrder,
  resume,
  SWAP_CATEGORY_MESSAGE,
  SWAP_SAME_MESSAGE,
  skipNext,
  swapProduct,
} from './subscriptionRules.ts';

// issue 40 item 1: the subscription rules, one table each (docs/decisions/0154, 0155).

const ACTIVE = {
  state: 'active',
  cadence: 9,
  boughtCadence: 9,
  nextDate: '2026-05-07',
  category: 'face',
  productId: 101,
} as const;
const PAUSED = { ...ACTIVE, state: 'paused' } as const;
const CANCELLED = { ...ACTIVE, state: 'cancelled', nextDate: null } as const;

describe('dates (days in New York)', () => {
  it.each([
    ['2026-03-05', 9, '2026-05-07'],
    ['2026-12-31', 4, '2027-01-28'],
    ['2028-02-01', 4, '2028-02-29'],
    ['2026-03-01', 2, '2026-03-15'],
  ])('%s + %i weeks is %s', (date, weeks, next) => {
    expect(nextDateAfter(date, weeks)).toBe(next);
  });

  it.each([
    // 23:30 on 4 March in New York is 04:30 UTC on the 5th: the shop's day is the 4th.
    ['2026-03-05T04:30:00Z', 4, '2026-04-01'],
    ['2026-03-05T15:00:00Z', 4, '2026-04-02'],
  ])('ordered at %s every %i weeks: first renewal %s', (at, weeks, date) => {
    expect(firstRenewalDate(new Date(at), weeks)).toBe(date);
  });

  it.each([
    // EST (UTC-5) and EDT (UTC-4), and the day clocks spring forward.
    ['2026-02-10', '2026-02-10T13:00:00.000Z', '2026-02-07T13:00:00.000Z'],
    ['2026-05-07', '2026-05-07T12:00:00.000Z', '2026-05-04T12:00:00.000Z'],
    ['2026-03-08', '2026-03-08T12:00:00.000Z', '2026-03-05T13:00:00.000Z'],
  ])('%s renews at %s, reminded at %s (8 AM New York, three days before)', (date, due, remind) => {
    expect(renewalDueAt(date).toISOString()).toBe(due);
    expect(reminderDueAt(date).toISOString()).toBe(remind);
  });

  it.each([
    ['2026-05-07T11:59:00Z', false], // 7:59 EDT
    ['2026-05-07T11:59:59.999Z', false],
    ['2026-05-07T12:00:00Z', true], // 8:00 EDT
    ['2026-05-08T00:00:00Z', true],
  ])('renewal of 2026-05-07 due at %s: %s', (at, due) => {
    expect(isRenewalDue('2026-05-07', new Date(at))).toBe(due);
  });

  it.each([
    ['on time', '2026-05-07T12:00:00Z', '2026-07-09'],
    ['a week late', '2026-05-14T12:00:00Z', '2026-07-09'],
    ['ten weeks late: past the next one too', '2026-07-16T12:00:00Z', '2026-09-10'],
  ])('after the renewal of 2026-05-07 placed %s, the next is %s', (_, at, next) => {
    expect(dateAfterRenewal('2026-05-07', 9, new Date(at))).toBe(next);
  });

  it('addDays goes back too', () => {
    expect(addDays('2026-03-01', -3)).toBe('2026-02-26');
  });
});

describe('the shopper’s changes', () => {
  it.each([
    ['skip: the next date moves one cadence', skipNext(ACTIVE), { nextDate: '2026-07-09' }],
    ['skip a paused one', skipNext(PAUSED), { refused: NOT_ACTIVE_MESSAGE }],
    ['skip a cancelled one', skipNext(CANCELLED), { refused: NOT_ACTIVE_MESSAGE }],
    ['change to 4 weeks: next date kept', changeCadence(ACTIVE, 4), { cadence: 4, nextDate: '2026-05-07' }],
    ['change to 12 weeks', changeCadence(ACTIVE, 12), { cadence: 12 }],
    ['change a paused one', changeCadence(PAUSED, 2), { cadence: 2, state: 'paused' }],
    ['change to 1 week', changeCadence(ACTIVE, 1), { refused: cadenceNotAllowedMessage([2, 12]) }],
    ['change to 13 weeks', changeCadence(ACTIVE, 13), { refused: 'Choose a delivery every 2 to 12 weeks.' }],
    [
      'change to 2.5 weeks',
      changeCadence(ACTIVE, 2.5),
      { refused: 'Choose a delivery every 2 to 12 weeks.' },
    ],
    [
      'change back to a bought cadence outside the range',
      changeCadence({ ...ACTIVE, boughtCadence: 16, cadence: 4 }, 16),
      { cadence: 16 },
    ],
    ['change a cancelled one', changeCadence(CANCELLED, 4), { refused: CANCELLED_MESSAGE }],
    [
      'swap for another face product',
      swapProduct(ACTIVE, { productId: 102, category: 'face' }),
      { productId: 102 },
    ],
    [
      'swap across categories',
      swapProduct(ACTIVE, { productId: 201, category: 'hair' }),
      { refused: SWAP_CATEGORY_MESSAGE },
    ],
    [
      'swap for itself',
      swapProduct(ACTIVE, { productId: 101, category: 'face' }),
      { refused: SWAP_SAME_MESSAGE },
    ],
    [
      'swap a cancelled one',
      swapProduct(CANCELLED, { productId: 102, category: 'face' }),
      { refused: CANCELLED_MESSAGE },
    ],
    ['pause', pause(ACTIVE), { state: 'paused', nextDate: '2026-05-07' }],
    ['pause a paused one', pause(PAUSED), { refused: NOT_ACTIVE_MESSAGE }],
    ['cancel an active one', cancel(ACTIVE), { state: 'cancelled', nextDate: null }],
    ['cancel a paused one', cancel(PAUSED), { state: 'cancelled', nextDate: null }],
    ['cancel twice', cancel(CANCELLED), { refused: CANCELLED_MESSAGE }],
  ])('%s', (_, change, expected) => {
    expect(change).toMatchObject(expected);
  });

  it.each([
    ['before the kept date: kept', '2026-04-01T12:00:00Z', '2026-05-07'],
    ['at 7:59 on the kept date: kept', '2026-05-07T11:59:00Z', '2026-05-07'],
    ['at 8:00 on the kept date: one cadence from today', '2026-05-07T12:00:00Z', '2026-07-09'],
    ['long after: one cadence from today', '2026-06-01T16:00:00Z', '2026-08-03'],
  ])('resume %s', (_, at, next) => {
    const resumed = resume(PAUSED, new Date(at));
    expect(resumed).toMatchObject({ state: 'active', nextDate: next });
  });

  it('resume an active one is refused', () => {
    const resumed = resume(ACTIVE, new Date('2026-04-01T12:00:00Z'));
    expect(isRefusal(resumed) && resumed.refused).toBe(NOT_PAUSED_MESSAGE);
  });

  // issue 43: the shopper reads a refusal in the language of the page that asked.
  it.each([
    [
      'a paused one skipped',
      skipNext(PAUSED),
      'This subscription is not active.',
      'Esta suscripción no está activa.',
    ],
    [
      'a cadence not offered',
      changeCadence(ACTIVE, 13),
      'Choose a delivery every 2 to 12 weeks.',
      'Elige una entrega cada 2 a 12 semanas.',
    ],
    [
      'cancel twice',
      cancel(CANCELLED),
      'This subscription is cancelled.',
      'Esta suscripción está cancelada.',
    ],
  ])('%s: in each locale', (_, change, english, spanish) => {
    if (!isRefusal(change)) throw new Error('not refused');
    expect(change.shown(answerMessages['en-US'])).toBe(english);
    expect(change.shown(answerMessages['es-US'])).toBe(spanish);
    expect(change.refused).toBe(english);
  });
});

// docs/decisions/0168: a platform renewal renews its first order's subscriptions of the products it carries.
describe('renewedByPlatformOrder', () => {
  const sub = (id: string, state: 'active' | 'paused' | 'cancelled', platformId: number) => ({
    id,
    state,
    platformId,
  });
  it.each([
    ['the one it carries', [sub('1', 'active', 10101), sub('2', 'active', 10201)], [10101], ['1']],
    ['both it carries', [sub('1', 'active', 10101), sub('2', 'active', 10201)], [10201, 10101], ['1', '2']],
    ['a paused one the platform still billed', [sub('1', 'paused', 10101)], [10101], ['1']],
    ['no cancelled one', [sub('1', 'cancelled', 10101)], [10101], []],
    ['none of another product', [sub('1', 'active', 10101)], [10801], []],
    ['none without a first order', [], [10101], []],
  ] as const)('%s', (_case, subscriptions, ids, expected) => {
    expect(renewedByPlatformOrder(subscriptions, ids).map((s) => s.id)).toEqual(expected);
  });
});

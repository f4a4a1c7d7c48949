import { allowedCadenceWeeks } from '@pc/shared/cadence';
import { eGiftSendInstant, shopToday } from '@pc/shared/validation';
import { type AnswerMessages, answerMessages } from '../http/messages/index.ts';

// issue 40 item 1: what a shopper may do with a subscription, each rule written once and pure (table
// tested in subscriptionRules.test.ts; docs/decisions/0154, 0155). Dates are days in the shop's time
// zone (YYYY-MM-DD, America/New_York, as spec §9's "8 AM Eastern"); a renewal is due at 8 AM there on its
// date, as an e-gift is (spec §9), so 7:59 is not yet and 8:00 is.

export type SubscriptionState = 'active' | 'paused' | 'cancelled';

/** What the rules read and change of a subscription. */
export interface SubscriptionTerms {
  readonly state: SubscriptionState;
  /** weeks between deliveries */
  readonly cadence: number;
  /** the cadence it was bought at: with the 'Every N Weeks' range, the weeks it may change to */
  readonly boughtCadence: number;
  /** the next delivery's day; null once cancelled */
  readonly nextDate: string | null;
  readonly category: string | null;
}

/**
 * A change refused, with the message the shopper reads (the server answers it with 409): `refused` in
 * en-US (the answer's developer message too), `shown` in the request's language (issue 43).
 */
export interface Refusal {
  readonly refused: string;
  readonly shown: (m: AnswerMessages) => string;
}

export type Change<T extends SubscriptionTerms> = T | Refusal;

export const isRefusal = <T extends SubscriptionTerms>(change: Change<T>): change is Refusal =>
  'refused' in change;

/** Reminder: three days before the delivery (issue 40 item 1), at the same 8 AM. */
export const REMINDER_DAYS_BEFORE = 3;

const EN = answerMessages['en-US'];
export const NOT_ACTIVE_MESSAGE = EN.subscriptionNotActive;
export const NOT_PAUSED_MESSAGE = EN.subscriptionNotPaused;
export const CANCELLED_MESSAGE = EN.subscriptionCancelled;
const cadenceNotAllowed = (allowed: readonly number[]) => (m: AnswerMessages) =>
  m.cadenceNotAllowed({ first: allowed[0]!, last: allowed.at(-1)! });
export const cadenceNotAllowedMessage = (allowed: readonly number[]): string =>
  cadenceNotAllowed(allowed)(EN);
export const SWAP_CATEGORY_MESSAGE = EN.swapCategory;
export const SWAP_SAME_MESSAGE = EN.swapSame;

const refusal = (shown: (m: AnswerMessages) => string): Refusal => ({ refused: shown(EN), shown });
const NOT_ACTIVE = refusal((m) => m.subscriptionNotActive);
const NOT_PAUSED = refusal((m) => m.subscriptionNotPaused);
const CANCELLED = refusal((m) => m.subscriptionCancelled);
const SWAP_CATEGORY = refusal((m) => m.swapCategory);
const SWAP_SAME = refusal((m) => m.swapSame);

const DAY_MS = 86_400_000;

/** The day `days` after (or before, negative) `date`; both YYYY-MM-DD. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The delivery one cadence after `date`. */
export const nextDateAfter = (date: string, cadenceWeeks: number): string => addDays(date, cadenceWeeks * 7);

/** A new subscription's first renewal: one cadence after the shop's day it was ordered on. */
export const firstRenewalDate = (orderedAt: Date, cadenceWeeks: number): string =>
  nextDateAfter(shopToday(orderedAt), cadenceWeeks);

/** The instant a renewal dated `date` is placed: 8 AM New York that day (spec §9's e-gift hour). */
export const renewalDueAt = (date: string): Date => eGiftSendInstant(date);

/** The instant its reminder goes: 8 AM New York three days before. */
export const reminderDueAt = (date: string): Date => renewalDueAt(addDays(date, -REMINDER_DAYS_BEFORE));

/** Whether the renewal dated `date` is due at `now`: from 8:00 New York on, never at 7:59. */
export const isRenewalDue = (date: string, now: Date): boolean =>
  now.getTime() >= renewalDueAt(date).getTime();

/**
 * The next date after the renewal dated `renewed` was placed at `now`: one cadence on, and further on
 * while that one's 8 AM is already behind `now` (a worker that was down places one late renewal, not a
 * renewal per missed date).
 */
export const dateAfterRenewal = (renewed: string, cadenceWeeks: number, now: Date): string => {
  let next = nextDateAfter(renewed, cadenceWeeks);
  while (isRenewalDue(next, now)) next = nextDateAfter(next, cadenceWeeks);
  return next;
};

/** Skip the next delivery: the one after it becomes the next. Active subscriptions only. */
export const skipNext = <T extends SubscriptionTerms>(sub: T): Change<T> => {
  if (sub.state !== 'active' || sub.nextDate === null) return NOT_ACTIVE;
  return { ...sub, nextDate: nextDateAfter(sub.nextDate, sub.cadence) };
};

/**
 * Change the cadence to `weeks`, one of the 'Every N Weeks' choices (spec §3; 2 to 12, and the one it
 * was bought at). The next date stays; the deliveries after it follow the new cadence
 * (docs/decisions/0155).
 */
export const changeCadence = <T extends SubscriptionTerms>(sub: T, weeks: number): Change<T> => {
  if (sub.state === 'cancelled') return CANCELLED;
  const allowed = allowedCadenceWeeks(sub.boughtCadence);
  if (!allowed.includes(weeks)) return refusal(cadenceNotAllowed(allowed));
  return { ...sub, cadence: weeks };
};

/** Swap the product for `product`, another of its category (a cleanser for a cleanser). */
export const swapProduct = <T extends SubscriptionTerms & { readonly productId: number }>(
  sub: T,
  product: { readonly productId: number; readonly category: string },
): Change<T> => {
  if (sub.state === 'cancelled') return CANCELLED;
  if (product.productId === sub.productId) return SWAP_SAME;
  if (sub.category === null || product.category !== sub.category) return SWAP_CATEGORY;
  return { ...sub, productId: product.productId };
};

/** Pause: no delivery until resumed; the next date is kept. */
export const pause = <T extends SubscriptionTerms>(sub: T): Change<T> =>
  sub.state === 'active' ? { ...sub, state: 'paused' } : NOT_ACTIVE;

/**
 * Resume at `now`: the kept next date if its 8 AM is still ahead, else one cadence from the shop's day
 * (never an order the moment a shopper resumes; docs/decisions/0155).
 */
export const resume = <T extends SubscriptionTerms>(sub: T, now: Date): Change<T> => {
  if (sub.state !== 'paused') return NOT_PAUSED;
  const kept = sub.nextDate !== null && !isRenewalDue(sub.nextDate, now) ? sub.nextDate : null;
  return { ...sub, state: 'active', nextDate: kept ?? firstRenewalDate(now, sub.cadence) };
};

/** Cancel: no further delivery, from an active or a paused subscription. */
export const cancel = <T extends SubscriptionTerms>(sub: T): Change<T> =>
  sub.state === 'cancelled' ? CANCELLED : { ...sub, state: 'cancelled', nextDate: null };

/**
 * What a platform's paid renewal order renews of the subscriptions its first order started
 * (docs/decisions/0168): each one not cancelled whose first line's product (the platform's id: the
 * variation, or the product without variations) the renewal carries. The platform bills what it sold,
 * so a product swapped here since is matched by what was bought; a paused one the platform still
 * billed is renewed too (a delivery was paid). A cancelled one changes no more.
 */
export const renewedByPlatformOrder = <
  S extends { readonly state: SubscriptionState; readonly platformId: number },
>(
  subscriptions: readonly S[],
  renewalPlatformIds: readonly number[],
): S[] =>
  subscriptions.filter((sub) => sub.state !== 'cancelled' && renewalPlatformIds.includes(sub.platformId));

import type { ANALYTICS_EVENTS } from './constants.ts';
import type { User } from './contract/users.ts';
import { emit } from './events/emit.ts';
import { PcAnalyticsEvent } from './events/PcAnalyticsEvent.ts';

/** spec §7 Analytics events, exactly as named there. */
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** The part of a Segment-style `window.analytics` the storefront calls. */
export interface HostAnalytics {
  track?(event: string, properties?: Record<string, unknown>): unknown;
  identify?(userId: string, traits?: Record<string, unknown>): unknown;
  page?(name?: string, properties?: Record<string, unknown>): unknown;
}

declare global {
  interface Window {
    analytics?: HostAnalytics;
  }
}

// The host's analytics is someone else's code: its failures must never break a purchase.
function forward(call: (analytics: HostAnalytics) => unknown): void {
  try {
    const analytics = typeof window === 'undefined' ? undefined : window.analytics;
    if (analytics) call(analytics);
  } catch (error) {
    console.warn('[pc] window.analytics threw', error);
  }
}

/**
 * Tracks an event: always dispatches `pc-analytics` on `window` (the QA panel lists them), then forwards
 * to `window.analytics.track` when the host has it (docs/architecture.md "Analytics").
 */
export function track(event: AnalyticsEventName, properties: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  try {
    emit(window, new PcAnalyticsEvent({ event, properties }));
  } catch (error) {
    console.warn('[pc] a pc-analytics listener threw', error);
  }
  forward((analytics) => analytics.track?.(event, properties));
}

/** spec §6: identification changes analytics traits. */
export function identify(user: User): void {
  forward((analytics) =>
    analytics.identify?.(String(user.id), { email: user.email, firstName: user.firstName }),
  );
}

/** A page view (spec §4 Results: "A page-view event fires once"), forwarded to `window.analytics.page`. */
export function page(name?: string, properties: Record<string, unknown> = {}): void {
  forward((analytics) => analytics.page?.(name, properties));
}

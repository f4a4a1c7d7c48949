import type { ConsentCategory } from './consent/consentRule.ts';
import { allowed } from './consent/pageConsent.ts';
import type { AnalyticsEventName } from './constants.ts';
import type { User } from './contract/users.ts';
import { emit } from './events/emit.ts';
import { PcAnalyticsEvent } from './events/PcAnalyticsEvent.ts';

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
export function attempt(what: string, call: () => unknown): void {
  try {
    call();
  } catch (error) {
    console.warn(`[pc] ${what} threw`, error);
  }
}

/** Calls the host's `window.analytics` when there is one and the page's consent allows `category` (issue 39). */
function forward(category: ConsentCategory, call: (analytics: HostAnalytics) => unknown): void {
  if (allowed(category))
    attempt('window.analytics', () => {
      const { analytics } = window;
      if (analytics) call(analytics);
    });
}

/**
 * Tracks an event, when the page's consent allows analytics (issue 39; before it, nothing): dispatches
 * `pc-analytics` on `window` (the QA panel lists them), then forwards
 * to `window.analytics.track` when the host has it (docs/architecture.md "Analytics"). An event sent
 * as the page unloads is `trackLeaving` (analyticsBeacon.ts).
 */
export function track(event: AnalyticsEventName, properties: Record<string, unknown> = {}): void {
  // issue 39: analytics only with consent; an event from before it is dropped (docs/decisions/0149).
  if (typeof window === 'undefined' || !allowed('analytics')) return;
  attempt('a pc-analytics listener', () => emit(window, new PcAnalyticsEvent({ event, properties })));
  forward('analytics', (analytics) => analytics.track?.(event, properties));
}

/** spec §6: identification changes analytics traits; an email leaves only with marketing consent (issue 39). */
export function identify(user: User): void {
  forward('marketing', (analytics) =>
    analytics.identify?.(String(user.id), { email: user.email, firstName: user.firstName }),
  );
}

/** A page view (spec §4 Results: "A page-view event fires once"), forwarded to `window.analytics.page`. */
export function page(name?: string, properties: Record<string, unknown> = {}): void {
  forward('analytics', (analytics) => analytics.page?.(name, properties));
}

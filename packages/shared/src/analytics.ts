import { readPageConfig } from './config/pageConfig.ts';
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
function forward(call: (analytics: HostAnalytics) => unknown): void {
  try {
    const analytics = typeof window === 'undefined' ? undefined : window.analytics;
    if (analytics) call(analytics);
  } catch (error) {
    console.warn('[pc] window.analytics threw', error);
  }
}

export interface TrackOptions {
  /**
   * 'beacon': the page is going away (spec §4 Leaving: reload, closing the tab, LEAVE PAGE), so the
   * event must leave by a request that outlives the page (docs/decisions/0017).
   */
  transport?: 'beacon';
}

/** What a beacon carries to the host's collector: one event, as JSON text. */
export interface BeaconPayload {
  event: AnalyticsEventName;
  properties: Record<string, unknown>;
  /** When it was sent (ISO 8601): the collector receives it after the page is gone. */
  sentAt: string;
}

/**
 * Sends one event with `navigator.sendBeacon` to the collector the page configured
 * (`analyticsBeaconUrl` in `#pc-config`); nothing when none is configured or the browser has no
 * beacon. Text, not a JSON Blob: a text/plain beacon needs no CORS preflight, which the browser
 * would not wait for while the page unloads.
 */
function beacon(event: AnalyticsEventName, properties: Record<string, unknown>): void {
  const url = readPageConfig().analyticsBeaconUrl;
  if (!url || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const payload: BeaconPayload = { event, properties, sentAt: new Date().toISOString() };
  try {
    if (!navigator.sendBeacon(url, JSON.stringify(payload)))
      console.warn('[pc] the analytics beacon was refused');
  } catch (error) {
    console.warn('[pc] the analytics beacon failed', error);
  }
}

/**
 * Tracks an event: always dispatches `pc-analytics` on `window` (the QA panel lists them), then forwards
 * to `window.analytics.track` when the host has it (docs/architecture.md "Analytics"). With
 * `{transport: 'beacon'}` (the page is unloading) it also beacons the event to the page's collector,
 * when one is configured; Segment's analytics.js sends what it is given during a page leave with
 * `keepalive` on its own (docs/decisions/0017).
 */
export function track(
  event: AnalyticsEventName,
  properties: Record<string, unknown> = {},
  options: TrackOptions = {},
): void {
  if (typeof window === 'undefined') return;
  try {
    emit(window, new PcAnalyticsEvent({ event, properties }));
  } catch (error) {
    console.warn('[pc] a pc-analytics listener threw', error);
  }
  forward((analytics) => analytics.track?.(event, properties));
  if (options.transport === 'beacon') beacon(event, properties);
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

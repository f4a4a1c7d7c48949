import { attempt, track } from './analytics.ts';
import { readPageConfig } from './config/pageConfig.ts';
import { allowed } from './consent/pageConsent.ts';
import type { AnalyticsEventName } from './constants.ts';

// The unload beacon (docs/decisions/0017), a module of its own: only the quiz sends an event as the
// page goes away (Quiz Abandoned), so the other pages do not carry it (scripts/build/chunks.ts).

/** What a beacon carries to the host's collector: one event, as JSON text. */
export interface BeaconPayload {
  event: AnalyticsEventName;
  properties: Record<string, unknown>;
  /** When it was sent (ISO 8601): the collector receives it after the page is gone. */
  sentAt: string;
}

/**
 * Tracks an event as the page unloads (spec §4 Leaving: reload, closing the tab, LEAVE PAGE): `track`,
 * then, with analytics consent (issue 39), `navigator.sendBeacon` to the collector the page configured
 * (`analyticsBeaconUrl` in `#pc-config`), a request that outlives the page; nothing more when none is
 * configured (a browser without a beacon: a warning, as when it refuses one). Text, not a JSON Blob: a text/plain beacon needs no CORS
 * preflight, which the browser would not wait for while the page unloads. Segment's analytics.js
 * sends what it is given during a page leave with `keepalive` on its own.
 */
export function trackLeaving(event: AnalyticsEventName, properties: Record<string, unknown> = {}): void {
  track(event, properties);
  const url = readPageConfig().analyticsBeaconUrl;
  if (!url || !allowed('analytics')) return;
  const payload: BeaconPayload = { event, properties, sentAt: new Date().toISOString() };
  attempt('the analytics beacon', () => {
    if (!navigator.sendBeacon(url, JSON.stringify(payload))) throw new Error('refused');
  });
}

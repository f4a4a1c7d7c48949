// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identify, page, track } from './analytics.ts';
import type { AnalyticsEventName } from './constants.ts';
import { ANALYTICS_EVENTS } from './constants.ts';
import type { PcAnalyticsDetail } from './events/PcAnalyticsEvent.ts';

afterEach(() => vi.unstubAllGlobals());

function recordAnalytics() {
  const seen: PcAnalyticsDetail[] = [];
  const listener = (event: WindowEventMap['pc-analytics']) => seen.push(event.detail);
  window.addEventListener('pc-analytics', listener);
  return { seen, stop: () => window.removeEventListener('pc-analytics', listener) };
}

describe('track (spec §7 Analytics events)', () => {
  it.each(Object.values(ANALYTICS_EVENTS))('dispatches pc-analytics and forwards "%s"', (event) => {
    const hostTrack = vi.fn();
    vi.stubGlobal('analytics', { track: hostTrack });
    const { seen, stop } = recordAnalytics();
    track(event, { source: 'saved_quiz_results' });
    stop();
    expect(seen).toEqual([{ event, properties: { source: 'saved_quiz_results' } }]);
    expect(hostTrack).toHaveBeenCalledWith(event, { source: 'saved_quiz_results' });
  });

  it('dispatches pc-analytics when the host has no analytics', () => {
    const { seen, stop } = recordAnalytics();
    track('Quiz Started');
    stop();
    expect(seen).toEqual([{ event: 'Quiz Started', properties: {} }]);
  });

  it('only accepts the spec event names (type check)', () => {
    // @ts-expect-error 'quiz started' is not one of ANALYTICS_EVENTS
    const wrong: AnalyticsEventName = 'quiz started';
    expect(wrong).toBeDefined();
  });

  it.each([
    ['track', () => track('Product Added', { sku: 'face-set' })],
    ['identify', () => identify({ id: 1, email: 'a@b.co', firstName: 'A' })],
    ['page', () => page('Results')],
  ])('never throws when the host analytics %s throws', (method, call) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fail = () => {
      throw new Error('host analytics broke');
    };
    vi.stubGlobal('analytics', { [method]: fail });
    expect(call).not.toThrow();
  });

  it('forwards identify with the user id and traits', () => {
    const hostIdentify = vi.fn();
    vi.stubGlobal('analytics', { identify: hostIdentify });
    identify({ id: 42, email: 'sam@example.com', firstName: 'Sam' });
    expect(hostIdentify).toHaveBeenCalledWith('42', { email: 'sam@example.com', firstName: 'Sam' });
  });
});

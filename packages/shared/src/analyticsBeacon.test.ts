// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './analytics.ts';
import { trackLeaving } from './analyticsBeacon.ts';
import type { PcAnalyticsDetail } from './events/PcAnalyticsEvent.ts';
import { setPageConfig } from './test/pageConfigFixture.ts';

afterEach(() => vi.unstubAllGlobals());

function recordAnalytics() {
  const seen: PcAnalyticsDetail[] = [];
  const listener = (event: WindowEventMap['pc-analytics']) => seen.push(event.detail);
  window.addEventListener('pc-analytics', listener);
  return { seen, stop: () => window.removeEventListener('pc-analytics', listener) };
}

describe('trackLeaving: the page is unloading (docs/decisions/0017)', () => {
  afterEach(() => setPageConfig(null));

  it('beacons the event as JSON text to the configured collector, and still dispatches and forwards', () => {
    setPageConfig({ apiRoot: '', ns: 'pc', analyticsBeaconUrl: 'https://collect.example/pc' });
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const hostTrack = vi.fn();
    vi.stubGlobal('analytics', { track: hostTrack });
    const { seen, stop } = recordAnalytics();
    trackLeaving('Quiz Abandoned', { type: 'self' });
    stop();
    expect(seen).toEqual([{ event: 'Quiz Abandoned', properties: { type: 'self' } }]);
    expect(hostTrack).toHaveBeenCalledWith('Quiz Abandoned', { type: 'self' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://collect.example/pc');
    expect(typeof body).toBe('string'); // text/plain: no CORS preflight while the page unloads
    expect(JSON.parse(body)).toEqual({
      event: 'Quiz Abandoned',
      properties: { type: 'self' },
      sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it.each([
    ['no collector is configured', { apiRoot: '', ns: 'pc' }, trackLeaving],
    ['the event is not sent as a beacon', { apiRoot: '', ns: 'pc', analyticsBeaconUrl: '/c' }, track],
    [
      'analytics consent is required and not given (issue 39)',
      { apiRoot: '', ns: 'pc', analyticsBeaconUrl: '/c', consent: 'required' },
      trackLeaving,
    ],
  ])('sends no beacon when %s', (_case, config, send) => {
    setPageConfig(config);
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    send('Quiz Abandoned', { type: 'self' });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('never throws when the beacon throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setPageConfig({ apiRoot: '', ns: 'pc', analyticsBeaconUrl: '/c' });
    const sendBeacon = () => {
      throw new TypeError('blocked');
    };
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    expect(() => trackLeaving('Quiz Abandoned', {})).not.toThrow();
  });
});

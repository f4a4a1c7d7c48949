// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartListing } from '../test/cartFixture.ts';
import { emit } from './emit.ts';
import { PcAnalyticsEvent } from './PcAnalyticsEvent.ts';
import { PcCartChangeEvent } from './PcCartChangeEvent.ts';
import { PcCompleteEvent } from './PcCompleteEvent.ts';
import { PcNavigateEvent } from './PcNavigateEvent.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('pc- events (design.md "Events")', () => {
  it.each([
    ['pc-cart-change', new PcCartChangeEvent({ cart: cartListing(), previous: null, reason: 'add' })],
    ['pc-analytics', new PcAnalyticsEvent({ event: 'Quiz Started', properties: {} })],
    ['pc-complete', new PcCompleteEvent({ outcome: 'dismissed' })],
    ['pc-navigate', new PcNavigateEvent({ href: '/checkout' })],
  ])('%s bubbles out of shadow roots', (type, event) => {
    expect(event.type).toBe(type);
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
  });

  it('emit dispatches from inside a shadow root to listeners on the document', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    const onDocument = vi.fn();
    document.addEventListener('pc-complete', onDocument, { once: true });
    expect(emit(inner, new PcCompleteEvent({ outcome: 'accepted' }))).toBe(true);
    expect(onDocument).toHaveBeenCalledTimes(1);
    expect(onDocument.mock.calls[0]![0].detail).toEqual({ outcome: 'accepted' });
  });
});

describe('PcNavigateEvent default action', () => {
  it.each([
    ['navigates with location.assign when nobody handles it', false, ['/checkout']],
    ['leaves navigation to a host that calls preventDefault', true, []],
  ])('%s', (_, prevent, assigned) => {
    const assign = vi.fn();
    const page = { assign, href: 'http://localhost/contact', origin: 'http://localhost' };
    vi.spyOn(window, 'location', 'get').mockReturnValue(page as unknown as Location);
    const host = document.createElement('pc-x');
    document.body.append(host);
    const listener = (event: Event) => prevent && event.preventDefault();
    window.addEventListener('pc-navigate', listener);
    const result = emit(host, new PcNavigateEvent({ href: '/checkout' }));
    window.removeEventListener('pc-navigate', listener);
    expect(result).toBe(!prevent);
    expect(assign.mock.calls.map(([href]) => href)).toEqual(assigned);
  });
});

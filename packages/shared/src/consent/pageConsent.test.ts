// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identify, track } from '../analytics.ts';
import { readCustomerEmail, readUserCookie, writeCustomerEmail, writeUserCookie } from '../cookies.ts';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { CONSENT_STORAGE_KEY } from './consentRule.ts';
import { allowed, type ConsentApi, resetConsentForTests } from './pageConsent.ts';

// issue 39 items 1–3 (docs/decisions/0149): window.pc.consent, what it gates, GPC, the kept choice.

const user = { id: 7, email: 'sam@example.com', firstName: 'Sam' };

/** A fresh page with `config` and an element script loaded (the module installs `window.pc.consent`). */
async function freshPage(config: Record<string, unknown>): Promise<ConsentApi> {
  setPageConfig({ apiRoot: '', ns: 'pc', ...config });
  resetConsentForTests();
  vi.resetModules();
  await import('./pageConsent.ts');
  return window.pc!.consent!;
}

let hostAnalytics: { track: ReturnType<typeof vi.fn>; identify: ReturnType<typeof vi.fn> };
beforeEach(() => {
  hostAnalytics = { track: vi.fn(), identify: vi.fn() };
  vi.stubGlobal('analytics', hostAnalytics);
});
afterEach(() => {
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.unstubAllGlobals();
  setPageConfig(null);
  resetConsentForTests();
});

describe('window.pc.consent', () => {
  it('is installed by the shared module, granted by default (today’s behaviour)', async () => {
    const consent = await freshPage({});
    expect(consent.get()).toEqual({ analytics: true, marketing: true });
  });

  it('with "consent": "required" allows nothing until update, then dispatches pc-consent-change', async () => {
    const consent = await freshPage({ consent: 'required' });
    expect(consent.get()).toEqual({ analytics: false, marketing: false });
    const heard: unknown[] = [];
    window.addEventListener('pc-consent-change', (event) => heard.push(event.detail), { once: true });
    consent.update({ analytics: true });
    expect(consent.get()).toEqual({ analytics: true, marketing: false });
    expect(heard).toEqual([{ analytics: true, marketing: false }]);
  });

  it('keeps the choice for the origin: a reload does not ask again', async () => {
    (await freshPage({ consent: 'required' })).update({ analytics: true, marketing: true });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      analytics: true,
      marketing: true,
    });
    resetConsentForTests();
    expect((await freshPage({ consent: 'required' })).get()).toEqual({ analytics: true, marketing: true });
  });

  it.each([
    ['navigator.globalPrivacyControl', {}, true],
    ['the store’s page saying Sec-GPC: 1 came', { gpc: true }, false],
  ])(
    'Global Privacy Control (%s) turns marketing off unless the shopper turns it on',
    async (_, config, signal) => {
      vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: signal });
      const consent = await freshPage(config);
      expect(consent.get()).toEqual({ analytics: true, marketing: false });
      consent.update({ marketing: true });
      expect(consent.get()).toEqual({ analytics: true, marketing: true });
    },
  );
});

describe('what consent gates (issue 39 item 2)', () => {
  it('before consent: no pc-analytics, no track, no identify', async () => {
    await freshPage({ consent: 'required' });
    const seen = vi.fn();
    window.addEventListener('pc-analytics', seen);
    track('Quiz Started', { type: 'self' });
    identify(user);
    window.removeEventListener('pc-analytics', seen);
    expect(seen).not.toHaveBeenCalled();
    expect(hostAnalytics.track).not.toHaveBeenCalled();
    expect(hostAnalytics.identify).not.toHaveBeenCalled();
  });

  it('events from before consent are dropped, not released when it comes (decision 0149)', async () => {
    const consent = await freshPage({ consent: 'required' });
    track('Quiz Started', { type: 'self' });
    consent.update({ analytics: true });
    expect(hostAnalytics.track).not.toHaveBeenCalled();
    track('Product Added', { sku: 'x' });
    expect(hostAnalytics.track).toHaveBeenCalledExactlyOnceWith('Product Added', { sku: 'x' });
  });

  it('analytics alone: track flows, identify (an email) does not', async () => {
    (await freshPage({ consent: 'required' })).update({ analytics: true });
    track('Quiz Started', { type: 'self' });
    identify(user);
    expect(hostAnalytics.track).toHaveBeenCalledOnce();
    expect(hostAnalytics.identify).not.toHaveBeenCalled();
    expect(allowed('marketing')).toBe(false);
  });

  it('the user and customer-email cookies: not written without marketing, removed when it is withdrawn', async () => {
    const consent = await freshPage({ consent: 'required' });
    writeUserCookie(user);
    writeCustomerEmail('sam@example.com');
    expect(document.cookie).toBe('');
    consent.update({ marketing: true });
    writeUserCookie(user);
    writeCustomerEmail('sam@example.com');
    expect(readUserCookie()).toEqual(user);
    expect(readCustomerEmail()).toBe('sam@example.com');
    consent.update({ marketing: false });
    expect(document.cookie).toBe('');
    expect(readUserCookie()).toBeNull();
  });
});

// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { resetConsentForTests } from './pageConsent.ts';

// docs/privacy.md "Recipes" (issue 39 item 7), run as written against the real window.pc.consent: the
// page's markup, then its script, then DOMContentLoaded, as a browser would.

const DOC = readFileSync(path.join(import.meta.dirname, '../../../../docs/privacy.md'), 'utf8');
const recipe = (name: string): string => {
  const found = new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`html\\n([\\s\\S]*?)\`\`\``).exec(DOC);
  if (!found) throw new Error(`docs/privacy.md: no recipe "${name}"`);
  return found[1]!;
};

let listeners: [string, EventListenerOrEventListenerObject][] = [];
/** Puts the recipe on the page and runs its scripts (what they listen to is removed after the test). */
function run(html: string): void {
  document.body.innerHTML = html.replace(/<script>[\s\S]*?<\/script>/g, '');
  for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function(script!)();
  window.dispatchEvent(new Event('DOMContentLoaded'));
}

beforeEach(async () => {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener]);
    add(type, listener, options);
  });
  setPageConfig({ apiRoot: '', ns: 'pc', consent: 'required' });
  resetConsentForTests();
  vi.resetModules();
  await import('./pageConsent.ts'); // the element script, before the recipe
});
afterEach(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener);
  listeners = [];
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = '';
  setPageConfig(null);
  Reflect.deleteProperty(window, '__tcfapi');
  Reflect.deleteProperty(window, 'dataLayer');
});

const consent = () => window.pc!.consent!.get();

describe('a plain banner', () => {
  it.each([
    ['Accept all', { analytics: true, marketing: true }],
    ['Only necessary', { analytics: false, marketing: false }],
  ])('%s sets pc.consent and hides the banner, which the next page does not show', (label, expected) => {
    run(recipe('banner'));
    const banner = document.getElementById('pc-banner')!;
    expect(banner.hidden).toBe(false);
    [...banner.querySelectorAll('button')].find((button) => button.textContent === label)!.click();
    expect(consent()).toEqual(expected);
    expect(banner.hidden).toBe(true);
    run(recipe('banner'));
    expect(document.getElementById('pc-banner')!.hidden).toBe(true);
  });
});

describe('a TCF v2.2 CMP (__tcfapi)', () => {
  type TcListener = (tcData: unknown, success: boolean) => void;
  const tcData = (eventStatus: string, consents: Record<number, boolean>) => ({
    eventStatus,
    purpose: { consents },
  });

  it.each([
    ['everything', { 1: true, 3: true, 4: true, 8: true }, { analytics: true, marketing: true }],
    ['measurement only', { 1: true, 8: true }, { analytics: true, marketing: false }],
    ['no device storage (purpose 1)', { 3: true, 4: true, 8: true }, { analytics: false, marketing: false }],
  ])('the shopper’s choice in the CMP: %s', (_, consents, expected) => {
    let listener: TcListener | undefined;
    Object.assign(window, {
      __tcfapi: (command: string, version: number, callback: TcListener) => {
        if (command === 'addEventListener' && version === 2) listener = callback;
      },
    });
    run(recipe('tcf'));
    listener!(tcData('cmpuishown', consents), true);
    expect(consent()).toEqual({ analytics: false, marketing: false }); // not a choice yet
    listener!(tcData('useractioncomplete', consents), true);
    expect(consent()).toEqual(expected);
  });
});

describe('Google Consent Mode v2', () => {
  it('is denied by default, then follows pc.consent', () => {
    run(recipe('consent-mode'));
    const calls = () => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => [...args]);
    const denied = {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    };
    expect(calls()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', denied],
    ]);
    window.pc!.consent!.update({ analytics: true });
    expect(calls().at(-1)).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
  });
});

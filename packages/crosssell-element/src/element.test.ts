// @vitest-environment happy-dom
import { resetSharedStoresForTests } from '@pc/shared';
import { setPageConfig, stubFetch } from '@pc/shared/test';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './element.ts';
import { meta } from './meta.ts';
import { crossSellOffer } from './test/crossSellFixture.ts';

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc' });
  resetSharedStoresForTests();
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('<pc-cross-sell> registration', () => {
  it('is defined, renders into an open shadow root with adopted stylesheets, and exposes the parts meta.ts lists', async () => {
    stubFetch({ body: crossSellOffer({ discounts: {} }) });
    document.body.innerHTML = '<pc-cross-sell></pc-cross-sell>';
    const element = document.querySelector('pc-cross-sell')!;
    await waitFor(() => expect(element.shadowRoot?.querySelector('dialog')?.open).toBe(true));
    const root = element.shadowRoot!;
    expect(customElements.get('pc-cross-sell')).toBeDefined();
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(root.querySelector('style')).toBeNull();
    const parts = new Set(
      [...root.querySelectorAll('[part]')].flatMap((node) => node.getAttribute('part')!.split(' ')),
    );
    expect([...parts].sort()).toEqual(meta.parts.map((part) => part.name).sort());
  });

  it('dispatches pc-complete that bubbles out of the shadow root to the page', async () => {
    stubFetch({ body: crossSellOffer({ products: [] }) });
    const outcomes: string[] = [];
    document.addEventListener('pc-complete', (event) => outcomes.push(event.detail.outcome));
    document.body.innerHTML = '<div><pc-cross-sell></pc-cross-sell></div>';
    await waitFor(() => expect(outcomes).toEqual(['empty']));
    expect(meta.events.map((event) => event.name)).toContain('pc-complete');
  });
});

// @vitest-environment happy-dom
import { setPageConfig } from '@pc/shared/test';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './element.ts';
import { meta } from './meta.ts';
import { launchProduct } from './test/launchFixture.ts';

// <pc-launch code>'s registration: the tag, its shadow root and stylesheets, its attribute and parts.

beforeEach(() => {
  const pageData = { launch: { code: 'gran-cenote_tf', product: launchProduct(), stockStatus: 'instock' } };
  setPageConfig({ apiRoot: '', ns: 'pc', data: pageData });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
});
afterEach(() => {
  document.body.replaceChildren();
  setPageConfig(null);
  vi.unstubAllGlobals();
});

const mount = async (markup: string) => {
  document.body.innerHTML = markup;
  const element = document.querySelector('pc-launch')!;
  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')).toBeTruthy());
  return { element, root: element.shadowRoot! };
};

describe('<pc-launch> registration', () => {
  it('is defined and renders its code’s launch from #pc-config’s page data, with adopted stylesheets', async () => {
    const { root } = await mount('<pc-launch code="gran-cenote_tf"></pc-launch>');
    expect(customElements.get('pc-launch')).toBeDefined();
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Gran Cenote × Throwing Fits');
  });

  it('exposes the parts meta.ts lists', async () => {
    const { root } = await mount('<pc-launch code="gran-cenote_tf"></pc-launch>');
    const parts = new Set(
      [...root.querySelectorAll('[part]')].flatMap((node) => node.getAttribute('part')!.split(' ')),
    );
    expect([...parts].sort()).toEqual(meta.parts.map((part) => part.name).sort());
  });
});

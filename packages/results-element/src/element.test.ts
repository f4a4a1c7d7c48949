// @vitest-environment happy-dom
import { setPageConfig } from '@pc/shared/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './element.ts';
import { meta } from './meta.ts';
import { product, resultsState } from './test/resultsFixture.ts';
import { stubResultsServer } from './test/resultsServer.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const shadow = (element: Element) => element.shadowRoot!;

describe('<pc-results> registration', () => {
  it('renders the pageData property into an open shadow root with adopted styles and maps the boolean attributes', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc' });
    stubResultsServer();
    document.body.innerHTML =
      '<pc-results no-product-prefix no-descriptions no-free-shipping-note no-more-info></pc-results>';
    const element = document.querySelector('pc-results')!;
    element.pageData = { results: resultsState() };
    // Defined once its stylesheets are in (docs/decisions/0071); the property set before is kept.
    await customElements.whenDefined('pc-results');
    const root = shadow(element);
    await vi.waitFor(() => expect(root.querySelector('.card__title')?.textContent).toBe('Face Set'));
    expect(root.querySelector('.item__description')).toBeNull();
    expect(root.querySelector('.note')).toBeNull();
    expect(root.querySelector('.text-button')).toBeNull();
    expect(root.querySelector('style')).toBeNull();
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(element.noProductPrefix).toBe(true);
    expect(element.bathroomModule).toBe(false);

    element.removeAttribute('no-product-prefix');
    await vi.waitFor(() => expect(root.querySelector('.card__title')?.textContent).toBe('Your Face Set'));
  });

  it("falls back to #pc-config's data", async () => {
    setPageConfig({
      apiRoot: '',
      ns: 'pc',
      data: { results: resultsState({ allProducts: [product({ name: 'Hair Set' })] }) },
    });
    stubResultsServer();
    document.body.innerHTML = '<pc-results></pc-results>';
    const root = shadow(document.querySelector('pc-results')!);
    await vi.waitFor(() => expect(root.querySelector('.card__title')?.textContent).toBe('Your Hair Set'));
  });

  it('meta.ts names the tag and every attribute element.ts maps', () => {
    expect(meta.tag).toBe('pc-results');
    expect(meta.attributes.map((attribute) => attribute.name)).toEqual([
      'bathroom-module',
      'no-free-shipping-note',
      'no-more-info',
      'no-product-prefix',
      'no-descriptions',
    ]);
  });
});

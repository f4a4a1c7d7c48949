// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { CURRENCY_ATTRIBUTE, elementCurrency, keepStoreCurrency } from './storeCurrency.ts';

// issue 43 item 4: where an element finds the store's currency on each kind of page.
describe('elementCurrency', () => {
  afterEach(() => setPageConfig(null));

  const tag = (currency?: string) => {
    const element = document.createElement('pc-launch');
    if (currency) element.setAttribute(CURRENCY_ATTRIBUTE, currency);
    return element;
  };

  it('reads USD where nothing names one (a store in dollars: its pages say nothing)', () => {
    setPageConfig({ apiRoot: '', ns: 'pc' });
    expect(elementCurrency(tag())).toBe('USD');
    expect(elementCurrency(null)).toBe('USD');
  });

  it("reads #pc-config's currency first (the store's pages, an author's page)", () => {
    setPageConfig({ apiRoot: '', ns: 'pc', currency: 'EUR' });
    expect(elementCurrency(tag('GBP'))).toBe('EUR');
    expect(elementCurrency(null)).toBe('EUR');
  });

  it("reads a fragment's tag where #pc-config says none (a first view written in it)", () => {
    setPageConfig({ apiRoot: 'https://shop.example', ns: 'pc' });
    expect(elementCurrency(tag('EUR'))).toBe('EUR');
  });

  it('reads what the store said with the session token on a static page, after the two above', () => {
    setPageConfig({ apiRoot: 'https://shop.example', ns: 'pc' });
    keepStoreCurrency(undefined);
    expect(elementCurrency(tag())).toBe('USD');
    keepStoreCurrency('CAD');
    expect(elementCurrency(tag())).toBe('CAD');
    expect(elementCurrency(tag('EUR'))).toBe('EUR');
  });
});

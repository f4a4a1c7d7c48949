// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { readPageConfig, resetPageConfigForTests } from './pageConfig.ts';

afterEach(() => setPageConfig(null));

function setRawConfig(text: string): void {
  setPageConfig(null);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'pc-config';
  script.textContent = text;
  document.head.append(script);
}

describe('readPageConfig (docs/architecture.md page configuration)', () => {
  it.each([
    ['full', { apiRoot: 'https://store.example', ns: 'pc', nonce: 'abc', data: { orderId: '1' } }],
    ['without nonce and data', { apiRoot: '', ns: 'shop' }],
  ])('reads a %s configuration', (_, config) => {
    setPageConfig(config);
    expect(readPageConfig()).toEqual(config);
  });

  it.each([
    ['absent', null],
    ['not JSON', '{apiRoot: '],
    ['missing ns', '{"apiRoot": ""}'],
    ['wrong types', '{"apiRoot": 1, "ns": "pc"}'],
  ])('falls back to {apiRoot: "", ns: "pc"} when %s', (_, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    if (text === null) setPageConfig(null);
    else setRawConfig(text);
    expect(readPageConfig()).toEqual({ apiRoot: '', ns: 'pc' });
  });

  it('reads once and caches', () => {
    setPageConfig({ apiRoot: '', ns: 'first' });
    expect(readPageConfig().ns).toBe('first');
    document.getElementById('pc-config')!.textContent = JSON.stringify({ apiRoot: '', ns: 'second' });
    expect(readPageConfig().ns).toBe('first');
    resetPageConfigForTests();
    expect(readPageConfig().ns).toBe('second');
  });
});

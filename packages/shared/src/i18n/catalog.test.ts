import { describe, expect, it } from 'vitest';
import { catalogMessages, defineCatalog } from './catalog.ts';

// docs/decisions/0210: a catalog speaks en-US at once, another locale once fetched (once), en-US when
// that fetch fails or the locale has no file.
const en = { hello: () => 'Hello' };
const es = { hello: () => 'Hola' };

describe('catalogMessages', () => {
  it('gives en-US at once', () => {
    expect(catalogMessages(defineCatalog('test', en, {}), 'en-US')).toBe(en);
  });

  it('fetches another locale once, then gives it at once', async () => {
    let fetched = 0;
    const catalog = defineCatalog('test', en, {
      'es-US': async () => {
        fetched += 1;
        return { default: es };
      },
    });
    const first = catalogMessages(catalog, 'es-US');
    expect(catalogMessages(catalog, 'es-US')).toBe(first);
    expect(await first).toBe(es);
    // fulfilled, as React's `use` reads a promise it may take at once
    expect(catalogMessages(catalog, 'es-US')).toMatchObject({ status: 'fulfilled', value: es });
    expect(fetched).toBe(1);
  });

  it('speaks en-US when the file cannot be fetched or there is none', async () => {
    const failing = defineCatalog('test', en, {
      'es-US': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await catalogMessages(failing, 'es-US')).toBe(en);
    expect(catalogMessages(failing, 'es-US')).toMatchObject({ status: 'fulfilled', value: en });
    expect(await catalogMessages(defineCatalog('test', en, {}), 'es-US')).toBe(en);
  });
});

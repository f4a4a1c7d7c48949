import { describe, expect, it } from 'vitest';
import { compressedSizes } from '../compressedSizes.ts';
import { byteKind, type LoadedBody, sumBytes } from './bytes.ts';

describe('byteKind', () => {
  it.each([
    ['script', '', 'js'],
    ['stylesheet', '', 'css'],
    ['document', 'text/html; charset=utf-8', 'html'],
    // a module preload or a fetched chunk is still JavaScript, by its type
    ['other', 'text/javascript; charset=utf-8', 'js'],
    ['fetch', 'application/javascript', 'js'],
    ['other', 'TEXT/CSS', 'css'],
    ['fetch', 'text/html', 'html'],
    ['fetch', 'application/json', 'other'],
    ['image', 'image/webp', 'other'],
    ['fetch', '', 'other'],
  ] as const)('%s with %o → %s', (resourceType, contentType, kind) => {
    expect(byteKind(resourceType, contentType)).toBe(kind);
  });
});

describe('compressedSizes', () => {
  it('gives the raw length, and smaller gzip and smaller still brotli lengths for text', () => {
    const body = new TextEncoder().encode('export const a = 1;\n'.repeat(200));
    const sizes = compressedSizes(body);
    expect(sizes.raw).toBe(body.length);
    expect(sizes.gzip).toBeLessThan(sizes.raw);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
  });

  it('gives zeros for an empty body', () => {
    expect(compressedSizes(new Uint8Array()).raw).toBe(0);
  });
});

const body = (resourceType: string, contentType: string, raw: number, wire = raw): LoadedBody => ({
  url: `http://127.0.0.1/${raw}`,
  resourceType,
  contentType,
  sizes: { raw, gzip: Math.round(raw / 3), brotli: Math.round(raw / 4) },
  wire,
});

describe('sumBytes', () => {
  it('sums each kind, body by body, and everything on the wire', () => {
    const bytes = sumBytes([
      body('document', 'text/html', 1200, 400),
      body('script', 'text/javascript', 90_000, 90_000),
      body('script', 'text/javascript', 12_000, 12_000),
      body('fetch', 'application/json', 600, 600),
    ]);
    expect(bytes.byKind.js).toEqual({ raw: 102_000, gzip: 34_000, brotli: 25_500, files: 2 });
    expect(bytes.byKind.html).toEqual({ raw: 1200, gzip: 400, brotli: 300, files: 1 });
    expect(bytes.byKind.css).toEqual({ raw: 0, gzip: 0, brotli: 0, files: 0 });
    expect(bytes.byKind.other).toEqual({ raw: 600, gzip: 200, brotli: 150, files: 1 });
    expect(bytes.wire).toBe(400 + 90_000 + 12_000 + 600);
    expect(bytes.responses).toBe(4);
  });

  it('gives zeros for a page that loaded nothing', () => {
    const bytes = sumBytes([]);
    expect(bytes.byKind.js.brotli).toBe(0);
    expect(bytes.responses).toBe(0);
  });

  it('shows an unknown wire size as unknown rather than as a smaller total', () => {
    expect(sumBytes([body('script', '', 10, Number.NaN)]).wire).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import { type LighthouseResultLike, lighthouseFigures } from './lighthouse.ts';

const result = (score: number | null, audits: Record<string, number | undefined>): LighthouseResultLike => ({
  categories: { performance: { score } },
  audits: Object.fromEntries(Object.entries(audits).map(([id, numericValue]) => [id, { numericValue }])),
});

describe('lighthouseFigures', () => {
  it('reads the performance score as 0–100 and LCP, TBT, CLS from their audits', () => {
    expect(
      lighthouseFigures(
        result(0.974, {
          'largest-contentful-paint': 2230.2,
          'total-blocking-time': 83,
          'cumulative-layout-shift': 0.81,
        }),
      ),
    ).toEqual({ performance: 97, lcp: 2230.2, tbt: 83, cls: 0.81 });
  });

  it('gives NaN for a figure Lighthouse could not compute', () => {
    const figures = lighthouseFigures({ categories: {}, audits: {} });
    expect(figures.performance).toBeNaN();
    expect(figures.lcp).toBeNaN();
    expect(lighthouseFigures(result(null, {})).performance).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import { sumBytes } from './bytes.ts';
import { MISS } from './goals.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import {
  bytesTable,
  clickToNextTable,
  firstRenderRatio,
  firstRenderTable,
  interactionTable,
  lighthouseTable,
  medianFigures,
  type PageRow,
} from './report.ts';
import { summarize } from './stats.ts';

const lines = (table: string) => table.split('\n');
const cells = (line: string | undefined) => (line ?? '').trim().split(/\s{2,}/);

describe('lighthouseTable', () => {
  // The "before" figures for /contact that the goals were set against, and a page that meets every goal.
  const rows: PageRow<LighthouseFigures>[] = [
    { label: 'contact', path: '/contact', value: { performance: 69, lcp: 3200, tbt: 83, cls: 0.81 } },
    { label: 'bare', path: '/', value: { performance: 99, lcp: 1200, tbt: 0, cls: 0 } },
    { label: 'quiz', path: '/quiz', value: null, error: 'NO_FCP: no contentful paint' },
  ];
  const table = lines(lighthouseTable(rows));

  it('names each goal in its column header', () => {
    expect(cells(table[0])).toEqual([
      'page',
      'path',
      'performance ≥ 98',
      'LCP ≤ 1.8 s',
      'TBT ≤ 50 ms',
      'CLS ≤ 0.01',
    ]);
  });

  it('marks every figure that misses its goal, and only those', () => {
    expect(cells(table[2])).toEqual([
      'contact',
      '/contact',
      `69 ${MISS}`,
      `3.20 s ${MISS}`,
      `83 ms ${MISS}`,
      `0.810 ${MISS}`,
    ]);
    expect(cells(table[3])).toEqual(['bare', '/', '99', '1.20 s', '0 ms', '0.000']);
  });

  it('says why a page was not measured', () => {
    expect(cells(table[4])).toEqual(['quiz', '/quiz', 'not measured: NO_FCP: no contentful paint']);
  });

  it("leaves the figures of a reference row (the bare element) unmarked: the goals are the routes'", () => {
    const slowBare = lines(
      lighthouseTable([
        { label: 'bare', path: '/', value: { performance: 90, lcp: 1960, tbt: 0, cls: 0 }, reference: true },
      ]),
    );
    expect(cells(slowBare[2])).toEqual(['bare', '/', '90', '1.96 s', '0 ms', '0.000']);
  });
});

describe('medianFigures', () => {
  it('takes each figure’s median over the runs', () => {
    expect(
      medianFigures([
        { performance: 90, lcp: 2000, tbt: 10, cls: 0 },
        { performance: 96, lcp: 1700, tbt: 60, cls: 0.02 },
        { performance: 93, lcp: 1900, tbt: 30, cls: 0.01 },
      ]),
    ).toEqual({ performance: 93, lcp: 1900, tbt: 30, cls: 0.01 });
  });
});

describe('firstRenderTable', () => {
  const home = { label: 'bare React + r2wc element', path: '/', value: summarize([120, 121, 122]) };
  const elsewhere = {
    label: 'bare React + r2wc element (static site)',
    path: '/pc-bare (127.0.0.2)',
    value: summarize([140, 141, 142]),
    elsewhere: true,
  };

  it('gives each store route its ratio to the bare element of the store origin and marks one over 1.00×', () => {
    const table = lines(
      firstRenderTable(
        [
          { label: 'pc-contact', path: '/contact', value: summarize([250, 251, 252]) },
          { label: 'pc-quiz', path: '/quiz', value: summarize([100, 110, 120]) },
        ],
        { home, elsewhere },
      ),
    );
    expect(cells(table[0])).toEqual([
      'element',
      'page',
      'median',
      'min',
      'max',
      'n',
      '× bare there ≤ 1.00× (static page elsewhere ≤ 1.15×)',
      '× bare, store origin',
    ]);
    expect(cells(table[2])).toEqual([
      'pc-contact',
      '/contact',
      '251.0 ms',
      '250.0 ms',
      '252.0 ms',
      '3',
      `2.07× ${MISS}`,
      '2.07×',
    ]);
    expect(cells(table[3])?.slice(-2)).toEqual(['0.91×', '0.91×']);
    expect(cells(table[4])).toEqual([
      'bare React + r2wc element',
      '/',
      '121.0 ms',
      '120.0 ms',
      '122.0 ms',
      '3',
      'baseline',
      '1.00×',
    ]);
    expect(cells(table[5])).toEqual([
      'bare React + r2wc element (static site)',
      '/pc-bare (127.0.0.2)',
      '141.0 ms',
      '140.0 ms',
      '142.0 ms',
      '3',
      'baseline elsewhere',
      '1.17×',
    ]);
  });

  it('holds an element on another origin to the bare element embedded there, and shows the other ratio', () => {
    const table = lines(
      firstRenderTable(
        [
          {
            label: 'pc-contact (static site)',
            path: '/pc-contact',
            value: summarize([141]),
            elsewhere: true,
          },
          { label: 'pc-quiz (static site)', path: '/pc-quiz', value: summarize([155]), elsewhere: true },
        ],
        { home, elsewhere },
      ),
    );
    expect(cells(table[2])?.slice(-2)).toEqual(['1.00×', '1.17×']);
    // A static page's goal is the floor decision 0139 measured (docs/decisions/0176): 1.15×.
    expect(cells(table[3])?.slice(-2)).toEqual(['1.10×', '1.28×']);
  });

  it('marks a static page of another origin past 1.15×', () => {
    const table = lines(
      firstRenderTable(
        [{ label: 'pc-quiz (static site)', path: '/pc-quiz', value: summarize([163]), elsewhere: true }],
        { home, elsewhere },
      ),
    );
    expect(cells(table[2])?.slice(-2)).toEqual([`1.16× ${MISS}`, '1.35×']);
  });

  it('holds a WordPress post to the bare element on WordPress, at 1.00×, and closes with that baseline', () => {
    const wordpress = {
      label: 'bare React + r2wc element (WordPress)',
      path: '/?p=9 (127.0.0.2)',
      value: summarize([200]),
      wordpress: true,
    };
    const table = lines(
      firstRenderTable(
        [
          { label: 'pc-quiz (WordPress)', path: '/?p=4', value: summarize([180]), wordpress: true },
          { label: 'pc-candle (WordPress)', path: '/?p=5', value: summarize([210]), wordpress: true },
        ],
        { home, elsewhere, wordpress },
      ),
    );
    expect(cells(table[2])?.slice(-2)).toEqual(['0.90×', '1.49×']);
    expect(cells(table[3])?.slice(-2)).toEqual([`1.05× ${MISS}`, '1.74×']);
    expect(cells(table[6])?.slice(0, 2)).toEqual([
      'bare React + r2wc element (WordPress)',
      '/?p=9 (127.0.0.2)',
    ]);
    expect(cells(table[6])?.slice(-2)).toEqual(['baseline on WordPress', '1.65×']);
  });

  it('counts a WordPress row as missed when WordPress has no baseline', () => {
    const table = lines(
      firstRenderTable(
        [{ label: 'pc-quiz (WordPress)', path: '/?p=4', value: summarize([80]), wordpress: true }],
        {
          home,
          elsewhere,
        },
      ),
    );
    expect(cells(table[2])?.slice(-2)).toEqual([`- ${MISS}`, '0.66×']);
    expect(table).toHaveLength(5);
  });

  it('counts a ratio without its baseline as missed', () => {
    const table = lines(
      firstRenderTable(
        [
          { label: 'pc-quiz', path: '/quiz', value: summarize([100]) },
          { label: 'pc-quiz (static site)', path: '/pc-quiz', value: summarize([100]), elsewhere: true },
        ],
        { home: { ...home, value: null, error: 'timeout' }, elsewhere },
      ),
    );
    expect(cells(table[2])?.slice(-2)).toEqual([`- ${MISS}`, '-']);
    expect(cells(table[3])?.slice(-2)).toEqual(['0.71×', '-']);
    expect(cells(table[4])).toEqual(['bare React + r2wc element', '/', 'not measured: timeout']);
  });

  it('divides medians', () => {
    expect(firstRenderRatio(summarize([251]), summarize([121]))).toBeCloseTo(2.074, 3);
  });
});

describe('clickToNextTable', () => {
  it('checks the median against 50 ms', () => {
    const slow = lines(
      clickToNextTable([{ label: 'click-to-next', path: '/quiz', value: summarize([40, 60, 70]) }]),
    );
    expect(cells(slow[0])).toEqual(['measure', 'page', 'median ≤ 50 ms', 'min', 'max', 'n']);
    expect(cells(slow[2])).toEqual(['click-to-next', '/quiz', `60.0 ms ${MISS}`, '40.0 ms', '70.0 ms', '3']);
    const fast = lines(
      clickToNextTable([
        { label: 'click-to-next', path: '/quiz', value: summarize([20, 30, 90]) },
        { label: 'reduced motion', path: '/quiz', value: null, error: 'timed out' },
      ]),
    );
    expect(cells(fast[2])?.[2]).toBe('30.0 ms');
    expect(fast[3]).toContain('timed out');
  });

  it('leaves a reference row (the whole smooth scroll) unmarked, however long', () => {
    const table = lines(
      clickToNextTable([
        { label: 'until the scroll settles', path: '/quiz', value: summarize([400]), reference: true },
      ]),
    );
    expect(cells(table[2])?.[2]).toBe('400.0 ms');
  });
});

describe('interactionTable', () => {
  it("holds the median of the loads' longest interactions to 100 ms (issue 45 item 3)", () => {
    const table = lines(
      interactionTable([
        { label: 'quiz: answers 5', path: '/quiz', value: summarize([72, 80, 72]) },
        { label: 'gift cards: the date', path: '/gift-cards', value: summarize([208, 424, 328]) },
      ]),
    );
    expect(cells(table[0])).toEqual(['moves', 'page', 'median ≤ 100 ms', 'min', 'max', 'n']);
    expect(cells(table[2])).toEqual(['quiz: answers 5', '/quiz', '72.0 ms', '72.0 ms', '80.0 ms', '3']);
    expect(cells(table[3])?.[2]).toBe(`328.0 ms ${MISS}`);
  });
});

describe('bytesTable', () => {
  const body = (resourceType: string, raw: number, brotli: number, afterSettle = false) => ({
    url: '',
    resourceType,
    contentType: '',
    sizes: { raw, gzip: brotli + 10, brotli },
    wire: raw,
    afterSettle,
  });

  it('prints JS, CSS, HTML and other per page, the JS before the page settles against 80 KB', () => {
    const heavy = sumBytes([
      body('script', 300_000, 60 * 1024),
      body('script', 40_000, 30 * 1024),
      body('document', 2048, 512),
    ]);
    const light = sumBytes([body('script', 200_000, 58 * 1024), body('stylesheet', 1024, 300)]);
    const table = lines(
      bytesTable([
        { label: 'quiz', path: '/quiz', value: heavy },
        { label: 'bare', path: '/', value: light },
      ]),
    );
    expect(cells(table[0])).toEqual([
      'page',
      'path',
      'kind',
      'files',
      'raw',
      'gzip',
      'brotli',
      'on the wire',
      'JS before settle (≤ 80 KB)',
      'JS after settle',
    ]);
    expect(cells(table[2])).toEqual([
      'quiz',
      '/quiz',
      'JS',
      '2',
      '332.0 KB',
      '90.0 KB',
      '90.0 KB',
      '334.0 KB (3 responses)',
      `90.0 KB (2 files) ${MISS}`,
      '0.0 KB (0 files)',
    ]);
    expect(cells(table[3])).toEqual(['CSS', '0', '0.0 KB', '0.0 KB', '0.0 KB']);
    expect(cells(table[4])).toEqual(['HTML', '1', '2.0 KB', '0.5 KB', '0.5 KB']);
    expect(cells(table[5])).toEqual(['other', '0', '0.0 KB', '0.0 KB', '0.0 KB']);
    expect(cells(table[6])?.slice(0, 7)).toEqual(['bare', '/', 'JS', '1', '195.3 KB', '58.0 KB', '58.0 KB']);
  });

  it('splits the JS at the page settling: the goal holds what came before, what came after is shown', () => {
    const store = sumBytes([
      body('script', 300_000, 70 * 1024),
      body('script', 30_000, 12 * 1024, true),
      body('document', 2048, 512),
    ]);
    const row = lines(bytesTable([{ label: 'checkout', path: '/checkout', value: store }]))[2];
    expect(cells(row).slice(6)).toEqual([
      '82.0 KB',
      '324.3 KB (3 responses)',
      '70.0 KB (1 files)',
      '12.0 KB (1 files)',
    ]);
  });
});

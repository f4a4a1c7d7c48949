import { describe, expect, it } from 'vitest';
import { formatKb, formatMs, formatSeconds, formatTable } from './table.ts';

describe('formatTable', () => {
  it('left-aligns the name columns, right-aligns the figures, under a rule', () => {
    const table = formatTable(
      ['page', 'path', 'LCP'],
      [
        ['quiz', '/quiz', '3.20 s ✗'],
        ['contact', '/contact', '1.10 s'],
      ],
      { left: 2 },
    );
    expect(table.split('\n')).toEqual([
      'page     path           LCP',
      '-------  --------  --------',
      'quiz     /quiz     3.20 s ✗',
      'contact  /contact    1.10 s',
    ]);
  });

  it('counts ✗, ≤ and × as one column each', () => {
    const lines = formatTable(['a', 'TBT ≤ 50 ms'], [['x', '83 ms ✗']]).split('\n');
    expect(lines[0]).toBe('a  TBT ≤ 50 ms');
    expect(lines[2]).toBe(`x${' '.repeat(2 + 11 - 7)}83 ms ✗`);
  });

  it('lets a short row end in a cell spanning the columns left, widening none', () => {
    const lines = formatTable(
      ['page', 'path', 'score', 'LCP'],
      [
        ['quiz', '/quiz', 'not measured: page.waitForFunction: Timeout 10000ms exceeded.'],
        ['contact', '/contact', '67', '3.34 s'],
      ],
      { left: 2 },
    ).split('\n');
    expect(lines).toEqual([
      'page     path      score     LCP',
      '-------  --------  -----  ------',
      'quiz     /quiz     not measured: page.waitForFunction: Timeout 10000ms exceeded.',
      'contact  /contact     67  3.34 s',
    ]);
    expect(formatTable(['page', 'a', 'b'], [['x']]).split('\n')[2]).toBe('x');
  });
});

describe('figure formats', () => {
  it.each([
    [formatMs(121.04), '121.0 ms'],
    [formatMs(Number.NaN), '-'],
    [formatSeconds(1840), '1.84 s'],
    [formatSeconds(Number.NaN), '-'],
    [formatKb(80 * 1024), '80.0 KB'],
    [formatKb(1536), '1.5 KB'],
    [formatKb(Number.NaN), '-'],
  ])('%s → %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

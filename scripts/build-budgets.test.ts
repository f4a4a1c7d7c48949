import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetFor,
  type ChunkSize,
  checkBudgets,
  closure,
  formatBudgetTable,
  KB,
  staticImports,
} from './build-budgets.ts';

const chunk = (file: string, brotli: number, imports: string[] = []): ChunkSize => ({
  file,
  raw: brotli * 4,
  gzip: brotli + 100,
  brotli,
  imports,
});

describe('budgetFor (design.md Budgets)', () => {
  it.each([
    ['runtime.js', 62 * KB],
    ['shared.js', 12 * KB],
    ['pc-contact.js', 15 * KB],
    ['pc-cross-sell.js', 15 * KB],
    ['pc-post-purchase-survey.js', 15 * KB],
    ['pc-quiz.js', 25 * KB],
    ['all.js', null],
    ['chunk-abc123.js', null],
  ])('%s → %s', (file, limit) => {
    expect(budgetFor(file)).toBe(limit);
  });
});

describe('checkBudgets', () => {
  it.each([
    ['runtime at its budget', [chunk('runtime.js', 62 * KB)], true],
    ['runtime one byte over', [chunk('runtime.js', 62 * KB + 1)], false],
    ['shared at its budget', [chunk('shared.js', 12 * KB)], true],
    ['shared one byte over', [chunk('shared.js', 12 * KB + 1)], false],
    ['element at 15 KB', [chunk('pc-contact.js', 15 * KB)], true],
    ['element over 15 KB', [chunk('pc-candle.js', 15 * KB + 1)], false],
    ['quiz at 25 KB', [chunk('pc-quiz.js', 25 * KB)], true],
    ['quiz over 25 KB', [chunk('pc-quiz.js', 25 * KB + 1)], false],
    ['all.js of any size', [chunk('all.js', 500 * KB)], true],
  ])('%s → ok %s', (_, chunks, ok) => {
    expect(checkBudgets(chunks).every((row) => row.ok)).toBe(ok);
  });

  it('adds the cross-sell standalone row: runtime + pc-cross-sell ≤ 64 KB', () => {
    const within = checkBudgets([
      chunk('runtime.js', 58 * KB),
      chunk('pc-cross-sell.js', 6 * KB, ['runtime.js']),
    ]);
    expect(within.at(-1)).toMatchObject({
      label: 'cross-sell standalone (pc-cross-sell.js + runtime.js)',
      brotli: 64 * KB,
      ok: true,
    });
    const over = checkBudgets([
      chunk('runtime.js', 58 * KB),
      chunk('pc-cross-sell.js', 6 * KB + 1, ['runtime.js']),
    ]);
    expect(over.at(-1)).toMatchObject({ limit: BUDGETS.crossSellStandalone, ok: false });
  });

  it('counts every chunk cross-sell imports, transitively, once', () => {
    const chunks = [
      chunk('runtime.js', 50 * KB),
      chunk('shared-x.js', 10 * KB, ['runtime.js']),
      chunk('pc-cross-sell.js', 5 * KB, ['runtime.js', 'shared-x.js']),
    ];
    expect(checkBudgets(chunks).at(-1)).toMatchObject({ brotli: 65 * KB, ok: false });
    expect(closure('pc-cross-sell.js', chunks).map((c) => c.file)).toEqual([
      'pc-cross-sell.js',
      'runtime.js',
      'shared-x.js',
    ]);
  });

  it('has no standalone row without pc-cross-sell', () => {
    expect(checkBudgets([chunk('runtime.js', 1)]).map((row) => row.label)).toEqual(['runtime.js']);
  });
});

describe('staticImports', () => {
  it('reads minified imports with any quote', () => {
    expect(
      staticImports('import{n as e,t}from"./runtime.js";import"./pc-a.js";import x from \'./b.js\''),
    ).toEqual(['runtime.js', 'pc-a.js', 'b.js']);
  });

  it('ignores dynamic and bare imports', () => {
    expect(staticImports('import("./lazy.js");import"react";')).toEqual([]);
  });
});

describe('formatBudgetTable', () => {
  it('marks breaches', () => {
    const table = formatBudgetTable(checkBudgets([chunk('runtime.js', 63 * KB), chunk('all.js', 1 * KB)]));
    expect(table).toMatch(/runtime\.js .*63\.0 KB\s+62\.0 KB\s+OVER/);
    expect(table).toMatch(/all\.js .* -$/m);
  });
});

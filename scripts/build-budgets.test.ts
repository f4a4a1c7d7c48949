import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  type ChunkSize,
  checkBudgets,
  chunkNames,
  closure,
  formatBudgetTable,
  KB,
  lazyImports,
  pageChunks,
  staticImports,
} from './build-budgets.ts';

// As the build names them (docs/decisions/0022): hashed shared chunks, stable element entries.
const RUNTIME = 'runtime-BB950MfU.js';
const SHARED = 'shared-DyBfjMew.js';
const STYLES = 'styles-Qz12Ab34.js';
const SHARED_STYLES = 'sharedStyles-Hh43Xh.js';
const NAMES: Readonly<Record<string, { name: string; entry: boolean }>> = {
  [RUNTIME]: { name: 'runtime', entry: false },
  [SHARED]: { name: 'shared', entry: false },
  [STYLES]: { name: 'styles', entry: false },
  [SHARED_STYLES]: { name: 'sharedStyles', entry: false },
};

const chunk = (file: string, brotli: number, imports: string[] = []): ChunkSize => ({
  file,
  ...(NAMES[file] ?? { name: file.replace(/\.js$/, ''), entry: file.startsWith('pc-') || file === 'all.js' }),
  raw: brotli * 4,
  gzip: brotli + 100,
  brotli,
  imports,
});

describe('budgetFor (design.md Budgets)', () => {
  it.each([
    ['runtime', false, 62 * KB],
    ['shared', false, 10.5 * KB],
    ['shop', false, 5 * KB],
    // the product pages' part of the shop, never the results page's (decision 0074)
    ['catalog', false, 1.5 * KB],
    ['pc-contact', true, 15 * KB],
    ['pc-cross-sell', true, 15 * KB],
    ['pc-post-purchase-survey', true, 15 * KB],
    ['pc-quiz', true, 25 * KB],
    // pc-candle's chunks loaded on /candle only (decisions 0028, 0029); its land is an image (0060)
    ['candleLand', false, null],
    ['candleMapsService', false, 3 * KB],
    ['candleSanitizer', false, 12 * KB],
    // pc-gift-cards' calendar, loaded when it opens (decision 0030)
    ['DeliveryCalendar', false, 18 * KB],
    ['all', true, null],
    ['search', false, null],
    // a hashed chunk named like an element is not an element's own chunk
    ['pc-quiz', false, null],
    ['runtime', true, null],
  ])('%s (entry %s) → %s', (name, entry, limit) => {
    expect(budgetFor({ name, entry })).toBe(limit);
  });
});

describe('chunkNames (the build manifest names the hashed chunks)', () => {
  const namesOf = chunkNames({
    _runtime: { file: RUNTIME, name: 'runtime' },
    _shared: { file: SHARED, name: 'shared' },
    'packages/quiz-element/src/element.ts': { file: 'pc-quiz.js', name: 'pc-quiz', isEntry: true },
  });

  it.each([
    [RUNTIME, { name: 'runtime', entry: false }],
    [SHARED, { name: 'shared', entry: false }],
    ['pc-quiz.js', { name: 'pc-quiz', entry: true }],
    ['stray.js', { name: 'stray', entry: false }],
  ])('%s → %o', (file, names) => {
    expect(namesOf(file)).toEqual(names);
  });
});

describe('checkBudgets', () => {
  it.each([
    ['runtime at its budget', [chunk(RUNTIME, 62 * KB)], true],
    ['runtime one byte over', [chunk(RUNTIME, 62 * KB + 1)], false],
    ['shared at its budget', [chunk(SHARED, 10.5 * KB)], true],
    ['shared one byte over', [chunk(SHARED, 10.5 * KB + 1)], false],
    ['element at 15 KB', [chunk('pc-contact.js', 15 * KB)], true],
    ['element over 15 KB', [chunk('pc-candle.js', 15 * KB + 1)], false],
    ['quiz at 25 KB', [chunk('pc-quiz.js', 25 * KB)], true],
    ['quiz over 25 KB', [chunk('pc-quiz.js', 25 * KB + 1)], false],
    ['all.js of any size', [chunk('all.js', 500 * KB)], true],
  ])('%s → ok %s', (_, chunks, ok) => {
    expect(checkBudgets(chunks).every((row) => row.ok)).toBe(ok);
  });

  // docs/decisions/0041: a third-party page without the runtime downloads the loader and the bundle.
  const LOADER = 'pc-cross-sell.standalone.js';
  const BUNDLE = 'pc-cross-sell.bundle-Ab12Cd34.js';
  const loader = (brotli: number): ChunkSize => ({
    ...chunk(LOADER, brotli),
    entry: false,
    lazyImports: [BUNDLE],
  });

  it('adds the cross-sell standalone row: the loader + the bundle it imports ≤ 64 KB', () => {
    const within = checkBudgets([loader(1 * KB), chunk(BUNDLE, 63 * KB)]);
    expect(within.at(-1)).toMatchObject({
      label: `cross-sell standalone (${LOADER} + ${BUNDLE})`,
      brotli: 64 * KB,
      limit: 64 * KB,
      ok: true,
    });
    const over = checkBudgets([loader(1 * KB), chunk(BUNDLE, 63 * KB + 1)]);
    expect(over.at(-1)).toMatchObject({ limit: 64 * KB, ok: false });
  });

  it('does not count the element build a page with the runtime already has (pc-cross-sell.js by a computed URL)', () => {
    const rows = checkBudgets([
      chunk(RUNTIME, 58 * KB),
      chunk(SHARED, 12 * KB, [RUNTIME]),
      chunk('pc-cross-sell.js', 3 * KB, [RUNTIME, SHARED]),
      loader(300),
      chunk(BUNDLE, 63 * KB),
    ]);
    expect(rows.find((r) => r.label.startsWith('cross-sell standalone'))).toMatchObject({
      label: `cross-sell standalone (${LOADER} + ${BUNDLE})`,
      ok: true,
    });
    // the element's own chunk still has its own budget
    expect(rows.find((r) => r.label === 'pc-cross-sell.js')).toMatchObject({ limit: 15 * KB, ok: true });
  });

  it('counts every chunk the bundle imports, transitively, once', () => {
    const chunks = [loader(1 * KB), chunk(BUNDLE, 60 * KB, ['extra-x.js']), chunk('extra-x.js', 4 * KB)];
    expect(checkBudgets(chunks).at(-1)).toMatchObject({ brotli: 65 * KB, ok: false });
    expect(closure(LOADER, chunks, true).map((c) => c.file)).toEqual([LOADER, BUNDLE, 'extra-x.js']);
    expect(closure(LOADER, chunks).map((c) => c.file)).toEqual([LOADER]);
  });

  it('has no standalone row without the standalone loader', () => {
    expect(
      checkBudgets([chunk(RUNTIME, 1), chunk('pc-cross-sell.js', 1, [RUNTIME])]).map((row) => row.label),
    ).toEqual(['pc-cross-sell.js', RUNTIME, 'page with pc-cross-sell.js alone (2 files)']);
  });
});

// docs/decisions/0136: a page holding one element and no server render, ≤ 80 KB brotli of JS.
describe('the page with one element', () => {
  const page = (element: string, own: number, lazy: string[] = [STYLES]) => [
    chunk(RUNTIME, 60 * KB),
    { ...chunk(SHARED, 10 * KB, [RUNTIME]), lazyImports: [SHARED_STYLES] },
    { ...chunk(element, own, [SHARED, RUNTIME]), lazyImports: lazy },
    chunk(STYLES, 1 * KB),
    chunk(SHARED_STYLES, 1 * KB),
    chunk('dialogs-Xy.js', 5 * KB, [SHARED]),
  ];
  const pageRow = (chunks: ChunkSize[]) => checkBudgets(chunks).find((row) => row.label.startsWith('page'));

  it('counts the entry, its imports and the stylesheet chunks of its first view, not what loads on the way', () => {
    const chunks = page('pc-launch.js', 3 * KB, [STYLES, 'dialogs-Xy.js']);
    expect(pageChunks('pc-launch.js', chunks).map((c) => c.file)).toEqual([
      'pc-launch.js',
      SHARED,
      RUNTIME,
      STYLES,
      SHARED_STYLES,
    ]);
    expect(pageRow(chunks)).toMatchObject({
      label: 'page with pc-launch.js alone (5 files)',
      brotli: 75 * KB,
      limit: 80 * KB,
      ok: true,
    });
  });

  it('fails a page one byte over 80 KB', () => {
    expect(pageRow(page('pc-launch.js', 8 * KB))).toMatchObject({ brotli: 80 * KB, ok: true });
    expect(pageRow(page('pc-launch.js', 8 * KB + 1))).toMatchObject({ ok: false });
  });

  // docs/decisions/0211: the results page meets it too, so no element has a line of its own.
  it.each(['pc-quiz.js', 'pc-gift-cards.js', 'pc-results.js'])(
    'holds %s to the same 80 KB as every element',
    (element) => {
      expect(pageRow(page(element, 8 * KB))).toMatchObject({ limit: 80 * KB, ok: true });
      expect(pageRow(page(element, 8 * KB + 1))).toMatchObject({ limit: 80 * KB, ok: false });
    },
  );

  it('has no page row for all.js or a hashed chunk', () => {
    const rows = checkBudgets([chunk(RUNTIME, 1), chunk('all.js', 1, [RUNTIME])]);
    expect(rows.map((row) => row.label)).toEqual(['all.js', RUNTIME]);
  });
});

describe('staticImports', () => {
  it('reads minified imports with any quote', () => {
    expect(
      staticImports('import{n as e,t}from"./runtime-BB950MfU.js";import"./pc-a.js";import x from \'./b.js\''),
    ).toEqual([RUNTIME, 'pc-a.js', 'b.js']);
  });

  it('ignores dynamic and bare imports', () => {
    expect(staticImports('import("./lazy.js");import"react";')).toEqual([]);
  });
});

describe('lazyImports', () => {
  it('reads minified dynamic imports with a literal path, any quote', () => {
    expect(
      lazyImports('import(`./pc-cross-sell.bundle-Ab12Cd34.js`);import("./b.js");import(\'./c.js\')'),
    ).toEqual(['pc-cross-sell.bundle-Ab12Cd34.js', 'b.js', 'c.js']);
  });

  it('ignores static imports and computed URLs', () => {
    expect(
      lazyImports('import"./a.js";import x from"./b.js";import(new URL(`./pc-cross-sell.js`,t).href)'),
    ).toEqual([]);
  });
});

describe('formatBudgetTable', () => {
  it('marks breaches', () => {
    const table = formatBudgetTable(checkBudgets([chunk(RUNTIME, 63 * KB), chunk('all.js', 1 * KB)]));
    expect(table).toMatch(/runtime-BB950MfU\.js .*63\.0 KB\s+62\.0 KB\s+OVER/);
    expect(table).toMatch(/all\.js .* -$/m);
  });
});

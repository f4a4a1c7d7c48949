/**
 * The size budgets of design.md "Budgets", as a pure rule over measured chunks (scripts/size.ts
 * measures, this decides). KB = 1024 bytes, brotli quality 11: design.md's "React 19 + ReactDOM +
 * r2wc + nanostores measure about 58 KB" is that measure.
 */

export const KB = 1024;

export const BUDGETS = {
  /** the framework chunk (React, ReactDOM, r2wc, nanostores) */
  runtime: 62 * KB,
  /**
   * @pc/shared with valibot and js-cookie: docs/decisions/0006-runtime-and-shared-chunks.md. What every
   * element needs since the shopping part has a chunk of its own (docs/decisions/0065): 9.9 KB measured.
   */
  shared: 10.5 * KB,
  /**
   * @pc/shared's shopping part (the cart store and calls, the add-to-cart form, the results and
   * checkout schemas), loaded by the elements that sell, never by the quiz or the contact page
   * (docs/decisions/0065): 4.6 KB measured, 2.7 KB without the request schemas and the catalog part
   * (docs/decisions/0074).
   */
  shop: 5 * KB,
  /**
   * The product, launch and page data schemas, the buy button and the gift card event, loaded by the
   * gift card, candle and launch elements beside shop.js, never by the results page
   * (docs/decisions/0074): 1.05 KB measured.
   */
  catalog: 1.5 * KB,
  /** each element's own chunk */
  element: 15 * KB,
  /** pc-quiz's own chunk: its content is larger */
  quiz: 25 * KB,
  /**
   * What a third-party page without the element runtime downloads for pc-cross-sell.standalone.js: the
   * loader and the self-contained bundle it imports (docs/decisions/0041). The cap big checkout
   * platforms set for embeds.
   */
  crossSellStandalone: 64 * KB,
  /**
   * pc-candle's chunks that only /candle loads, when it needs them (docs/decisions/0028, 0029): the
   * maps service's loader (with a maps key) and the overlay's HTML sanitiser (DOMPurify, loaded as the
   * shopper heads for 'tap for more info': docs/decisions/0067). The offline
   * map's land is no script: an image drawn at build time (docs/decisions/0060, scripts/candleLand.ts).
   */
  candleMapsService: 3 * KB,
  candleSanitizer: 12 * KB,
  /**
   * pc-gift-cards' delivery date calendar (react-day-picker with its date-fns parts), never loaded with
   * the page: as the shopper fills in the e-gift form or reaches for the date button (issue 9,
   * docs/decisions/0030, 0067): about 16 KB.
   */
  giftCardsCalendar: 18 * KB,
} as const;

export interface ChunkSize {
  /** file name inside dist/elements, e.g. `runtime-BB950MfU.js`, `pc-contact.js` */
  readonly file: string;
  /**
   * the chunk's name in the build manifest (dist/elements/.vite/manifest.json): `runtime`, `shared`
   * for the two hashed shared chunks, the tag for an element entry (`pc-contact`), `all`
   */
  readonly name: string;
  /** an entry CMS authors load by its stable URL (pc-<tag>.js, all.js), not a hashed chunk */
  readonly entry: boolean;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
  /** chunks it imports statically (file names), e.g. `['runtime-BB950MfU.js']` */
  readonly imports: readonly string[];
  /** chunks it imports with `import("./x.js")` and a literal path (file names) */
  readonly lazyImports?: readonly string[];
}

export interface BudgetRow {
  readonly label: string;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
  /** brotli bytes allowed; null: measured, no budget of its own */
  readonly limit: number | null;
  readonly ok: boolean;
}

/**
 * The brotli budget of one chunk of dist/elements (null: none of its own, e.g. all.js), by its name in
 * the build manifest: the shared chunks' file names carry a content hash (docs/decisions/0022).
 */
export const budgetFor = ({ name, entry }: Pick<ChunkSize, 'name' | 'entry'>): number | null => {
  if (!entry && name === 'runtime') return BUDGETS.runtime;
  if (!entry && name === 'shared') return BUDGETS.shared;
  if (!entry && name === 'shop') return BUDGETS.shop;
  if (!entry && name === 'catalog') return BUDGETS.catalog;
  if (entry && name === 'pc-quiz') return BUDGETS.quiz;
  if (!entry && (name === 'candleMapsService' || name === 'candleSanitizer')) return BUDGETS[name];
  if (!entry && name === 'DeliveryCalendar') return BUDGETS.giftCardsCalendar;
  if (entry && /^pc-[a-z-]+$/.test(name)) return BUDGETS.element;
  return null;
};

/** What the build manifest says of each file: Vite's `build.manifest` records, keyed by source. */
export type BuildManifest = Readonly<
  Record<string, { readonly file: string; readonly name?: string; readonly isEntry?: boolean }>
>;

/** file name → its chunk name and whether it is an entry (a file the manifest omits: its own name). */
export const chunkNames = (
  manifest: BuildManifest,
): ((file: string) => Pick<ChunkSize, 'name' | 'entry'>) => {
  const byFile = new Map(Object.values(manifest).map((record) => [record.file, record]));
  return (file) => {
    const record = byFile.get(file);
    return { name: record?.name ?? file.replace(/\.js$/, ''), entry: record?.isEntry === true };
  };
};

/** Static imports of a built ES module: `import"./x.js"`, `from"./x.js"`, with any quote. */
export const staticImports = (code: string): string[] => {
  const found = new Set<string>();
  for (const match of code.matchAll(/\b(?:import|from)\s*(["'`])\.\/([^"'`]+?\.js)\1/g)) {
    if (match[2]) found.add(match[2]);
  }
  return [...found];
};

/** Dynamic imports of a built ES module with a literal path: `import("./x.js")`, with any quote. */
export const lazyImports = (code: string): string[] => {
  const found = new Set<string>();
  for (const match of code.matchAll(/\bimport\(\s*(["'`])\.\/([^"'`]+?\.js)\1\s*\)/g)) {
    if (match[2]) found.add(match[2]);
  }
  return [...found];
};

/** The stable URL a third-party host names in its one script tag (docs/decisions/0041). */
export const CROSS_SELL_STANDALONE = 'pc-cross-sell.standalone.js';

/** A chunk and everything it imports, transitively: what a page with only this element downloads. */
export const closure = (file: string, chunks: readonly ChunkSize[], withLazy = false): ChunkSize[] => {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Map<string, ChunkSize>();
  const visit = (name: string) => {
    const chunk = byFile.get(name);
    if (!chunk || seen.has(name)) return;
    seen.set(name, chunk);
    for (const imported of chunk.imports) visit(imported);
    if (withLazy) for (const imported of chunk.lazyImports ?? []) visit(imported);
  };
  visit(file);
  return [...seen.values()];
};

const row = (label: string, sizes: readonly ChunkSize[], limit: number | null): BudgetRow => {
  const sum = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((total, chunk) => total + chunk[key], 0);
  const brotli = sum('brotli');
  return { label, raw: sum('raw'), gzip: sum('gzip'), brotli, limit, ok: limit === null || brotli <= limit };
};

/**
 * One row per chunk, plus the cross-sell standalone total when it is built: the loader and what it
 * imports on a page without the element runtime (its literal dynamic import of the bundle, and
 * everything that imports). On a page with the runtime it imports pc-cross-sell.js by a computed URL,
 * whose chunks that page already has: not counted.
 */
export const checkBudgets = (chunks: readonly ChunkSize[]): BudgetRow[] => {
  const rows = [...chunks]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((chunk) => row(chunk.file, [chunk], budgetFor(chunk)));
  if (chunks.some((chunk) => chunk.file === CROSS_SELL_STANDALONE)) {
    const standalone = closure(CROSS_SELL_STANDALONE, chunks, true);
    rows.push(
      row(
        `cross-sell standalone (${standalone.map((chunk) => chunk.file).join(' + ')})`,
        standalone,
        BUDGETS.crossSellStandalone,
      ),
    );
  }
  return rows;
};

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** The table `npm run size` prints. */
export const formatBudgetTable = (rows: readonly BudgetRow[]): string => {
  const header = ['chunk', 'raw', 'gzip', 'brotli', 'budget', ''];
  const lines = rows.map((r) => [
    r.label,
    kb(r.raw),
    kb(r.gzip),
    kb(r.brotli),
    r.limit === null ? '-' : kb(r.limit),
    r.limit === null ? '' : r.ok ? 'ok' : 'OVER',
  ]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((cells) => (cells[i] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n');
};

/**
 * The size budgets of design.md "Budgets" (the list: scripts/build/budgets.ts) as a pure rule over
 * measured chunks: scripts/size.ts measures, this decides.
 */
import { KB, SIZE_BUDGETS } from './build/budgets.ts';

export { KB };

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

/** A budget's `path` (`pc-*`: any name within a folder) → a test of a chunk's name. */
const pathMatcher = (glob: string): RegExp =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[a-z-]+')}$`);

const CHUNK_BUDGETS = SIZE_BUDGETS.filter((budget) => !budget.withImports && !budget.page).map((budget) => ({
  ...budget,
  matches: pathMatcher(budget.path),
}));

const PAGE_BUDGETS = SIZE_BUDGETS.filter((budget) => budget.page).map((budget) => ({
  ...budget,
  matches: pathMatcher(budget.path),
}));

/**
 * The chunks an element loads with `import()` before its first view on a page without a server
 * render: its stylesheet and the shared one (docs/decisions/0071), by their names in the build manifest.
 */
export const FIRST_VIEW_CHUNKS: readonly string[] = ['styles', 'sharedStyles'];

/**
 * The brotli budget of one chunk of dist/elements (null: none of its own, e.g. all.js), by its name in
 * the build manifest: the shared chunks' file names carry a content hash (docs/decisions/0022).
 */
export const budgetFor = ({ name, entry }: Pick<ChunkSize, 'name' | 'entry'>): number | null =>
  CHUNK_BUDGETS.find((budget) => budget.entry === entry && budget.matches.test(name))?.limit ?? null;

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

/**
 * What a page holding only the element `file` downloads before its first view, with no server render
 * (docs/decisions/0136): the entry, everything it imports statically, and the stylesheet chunks those
 * load (FIRST_VIEW_CHUNKS) with theirs. Chunks it loads later, on the shopper's way, are not counted.
 */
export const pageChunks = (file: string, chunks: readonly ChunkSize[]): ChunkSize[] => {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const page = new Map(closure(file, chunks).map((chunk) => [chunk.file, chunk]));
  for (const chunk of [...page.values()])
    for (const lazy of chunk.lazyImports ?? []) {
      const loaded = byFile.get(lazy);
      if (!loaded || !FIRST_VIEW_CHUNKS.includes(loaded.name)) continue;
      for (const part of closure(lazy, chunks)) page.set(part.file, part);
    }
  return [...page.values()];
};

const row = (label: string, sizes: readonly ChunkSize[], limit: number | null): BudgetRow => {
  const sum = (key: 'raw' | 'gzip' | 'brotli') => sizes.reduce((total, chunk) => total + chunk[key], 0);
  const brotli = sum('brotli');
  return { label, raw: sum('raw'), gzip: sum('gzip'), brotli, limit, ok: limit === null || brotli <= limit };
};

/**
 * One row per chunk, a row per element as a page holding it alone (`pageChunks`), plus a total for
 * each budget measured with its imports whose file is built: the
 * cross-sell standalone loader and what it imports on a page without the element runtime (its literal
 * dynamic import of the bundle, and everything that imports). On a page with the runtime it imports
 * pc-cross-sell.js by a computed URL, whose chunks that page already has: not counted.
 */
export const checkBudgets = (chunks: readonly ChunkSize[]): BudgetRow[] => {
  const rows = [...chunks]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((chunk) => row(chunk.file, [chunk], budgetFor(chunk)));
  for (const budget of SIZE_BUDGETS.filter(({ withImports }) => withImports)) {
    if (!chunks.some((chunk) => chunk.file === budget.path)) continue;
    const measured = closure(budget.path, chunks, true);
    rows.push(
      row(`${budget.name} (${measured.map((chunk) => chunk.file).join(' + ')})`, measured, budget.limit),
    );
  }
  for (const element of chunks.filter((chunk) => chunk.entry && chunk.name.startsWith('pc-'))) {
    const budget = PAGE_BUDGETS.find((page) => page.matches.test(element.name));
    if (!budget) continue;
    const measured = pageChunks(element.file, chunks);
    rows.push(row(`page with ${element.file} alone (${measured.length} files)`, measured, budget.limit));
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

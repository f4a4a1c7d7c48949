import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md "Element anatomy" and design.md "Layout": arrows go one way. This reads every
// import (type-only ones too) of the packages and the demo and checks the graph the layout promises.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx)$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

const files = [
  ...readdirSync(path.join(ROOT, 'packages')).map((pkg) => path.join(ROOT, 'packages', pkg, 'src')),
  path.join(ROOT, 'demo', 'src'),
]
  .filter((dir) => existsSync(dir))
  .flatMap(sourceFiles);

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;

/** The module specifiers a file imports or re-exports from. */
export const specifiersOf = (source: string): string[] => [...source.matchAll(IMPORT)].map((m) => m[1]!);

const rel = (file: string) => path.relative(ROOT, file);

/** Relative imports resolved to files of the repository (other specifiers are packages). */
const graph = new Map(
  files.map((file) => [
    rel(file),
    specifiersOf(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => rel(path.resolve(path.dirname(file), specifier)))
      .filter((target) => files.includes(path.join(ROOT, target))),
  ]),
);

/** Strongly connected components with more than one file (Tarjan), each a cycle of imports. */
const cycles = (edges: Map<string, string[]>): string[][] => {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!indices.has(node)) visit(node);
  return found;
};

const SERVER_SRC = 'packages/store-server/src';

/**
 * The import graph of the folders right under `root`: an edge per import from one folder to another.
 * Files at its top level are left out (app.ts and main.ts import every folder), and so are tests,
 * which reach the whole app through `test/`, and the route plugins (`<area>/routes.ts`,
 * `<area>/<name>Routes.ts`): the HTTP edge of their area, a plugin calls the rules of any area it
 * needs, and only routes/ imports it (checked below), as when they all stood in routes/ (decision 0148).
 */
/** A route plugin of the store server: an area's `routes.ts` or `<name>Routes.ts` (decision 0148). */
const isRoutePlugin = (file: string): boolean =>
  file.startsWith(`${SERVER_SRC}/`) && /\/(routes|[a-z][A-Za-z]*Routes)\.ts$/.test(file);

const folderGraph = (edges: Map<string, string[]>, root: string): Map<string, string[]> => {
  const folderOf = (file: string): string | undefined => {
    if (!file.startsWith(`${root}/`)) return undefined;
    const parts = file.slice(root.length + 1).split('/');
    return parts.length > 1 ? parts[0] : undefined;
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of edges) {
    const from = folderOf(file);
    if (from === undefined || /\.test\.tsx?$/.test(file) || isRoutePlugin(file)) continue;
    const out = folders.get(from) ?? new Set<string>();
    folders.set(from, out);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== undefined && to !== from) out.add(to);
    }
  }
  return new Map([...folders].map(([folder, out]) => [folder, [...out]]));
};

const SHARED_EXPORTS = Object.keys(
  (JSON.parse(readFileSync(path.join(ROOT, 'packages/shared/package.json'), 'utf8')) as { exports: object })
    .exports,
).map((key) => (key === '.' ? '@pc/shared' : `@pc/shared/${key.slice(2)}`));

/** Every `@pc/shared…` specifier of the repository, with the file that uses it. */
const sharedImports = [
  ...files,
  ...sourceFiles(path.join(ROOT, 'scripts')),
  ...sourceFiles(path.join(ROOT, 'e2e')),
]
  .filter((file) => !file.startsWith(path.join(ROOT, 'packages', 'shared')))
  .flatMap((file) =>
    specifiersOf(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier === '@pc/shared' || specifier.startsWith('@pc/shared/'))
      .map((specifier) => ({ file: rel(file), specifier })),
  );

/** docs/architecture.md "@pc/shared's entries": what the server may import (no DOM, no React). */
const SERVER_ENTRIES = [
  '@pc/shared/cadence',
  '@pc/shared/contract',
  '@pc/shared/constants',
  '@pc/shared/quiz-values',
  '@pc/shared/routes',
  '@pc/shared/shipping',
  '@pc/shared/validation',
  '@pc/shared/format',
  '@pc/shared/search',
  '@pc/shared/locale',
  // the plural rules (Intl.PluralRules) a compiled catalog with a plural calls: the gift card page's
  // texts the server sends (giftCards/page/messages, docs/decisions/0210)
  '@pc/shared/plurals',
  // the pages' titles in the page's language, the `<title>` the store writes (issue 43)
  '@pc/shared/route-titles',
  '@pc/shared/route-titles/by-locale',
];

describe('@pc/shared is reached only through its entries', () => {
  it('lists every entry explicitly (no wildcard)', () => {
    expect(SHARED_EXPORTS.some((entry) => entry.includes('*'))).toBe(false);
    expect(sharedImports.length).toBeGreaterThan(50);
  });

  it('is never imported deeper than an entry', () => {
    expect(sharedImports.filter(({ specifier }) => !SHARED_EXPORTS.includes(specifier))).toEqual([]);
  });

  it('gives the store server only DOM-free entries', () => {
    const server = sharedImports.filter(({ file }) => file.startsWith('packages/store-server/'));
    expect(server.length).toBeGreaterThan(10);
    expect(server.filter(({ specifier }) => !SERVER_ENTRIES.includes(specifier))).toEqual([]);
  });

  it('gives the browser tests, which touch only the browser and HTTP, at most the route table to walk', () => {
    const e2e = sharedImports.filter(({ file }) => file.startsWith('e2e/'));
    expect(e2e.filter(({ specifier }) => specifier !== '@pc/shared/routes')).toEqual([]);
  });
});

describe('the import graph', () => {
  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(specifiersOf("import type { A } from './a.ts';\nexport { b } from '../b.ts';")).toEqual([
      './a.ts',
      '../b.ts',
    ]);
  });

  it('finds a cycle when there is one', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['a']],
      ['c', ['a']],
    ]);
    expect(cycles(edges)).toEqual([['a', 'b']]);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import cycle between the store server\'s folders (docs/architecture.md "Server")', () => {
    expect(cycles(folderGraph(graph, SERVER_SRC))).toEqual([]);
  });

  it('imports a route plugin only from routes/, the one list of them (decision 0148)', () => {
    const importers = [...graph]
      .filter(([file]) => !/\.test\.tsx?$/.test(file) && !file.startsWith(`${SERVER_SRC}/routes/`))
      .flatMap(([file, targets]) => targets.filter(isRoutePlugin).map((target) => `${file} → ${target}`));
    expect(importers).toEqual([]);
  });

  it('finds a cycle between folders when two files of them import each other', () => {
    const edges = new Map([
      [`${SERVER_SRC}/cart/a.ts`, [`${SERVER_SRC}/results/b.ts`]],
      [`${SERVER_SRC}/results/b.ts`, [`${SERVER_SRC}/results/c.ts`]],
      [`${SERVER_SRC}/results/c.ts`, [`${SERVER_SRC}/cart/d.ts`]],
      [`${SERVER_SRC}/cart/d.ts`, []],
    ]);
    expect(cycles(folderGraph(edges, SERVER_SRC))).toEqual([['cart', 'results']]);
  });
});

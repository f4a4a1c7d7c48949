/**
 * The message catalogs (issue 43, docs/decisions/0210): each `messages/<locale>.json` of a package holds
 * that package's shopper-facing texts as ICU messages; this compiles each into the `messages/<locale>.ts`
 * beside it, each message its text or a typed function of its arguments, with @messageformat/core (the only place it runs: the
 * pages carry the compiled functions and @messageformat/runtime's few helpers, no ICU parser).
 *
 * `npm run messages` writes them; `scripts/messages.test.ts` fails when one is stale or a locale's
 * catalog does not have exactly the default's messages with the same arguments.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse, type Token } from '@messageformat/parser';
import { ELEMENT_FILES, type ElementTag } from '../packages/shared/src/element/tags.ts';
import { DEFAULT_LOCALE, LOCALES } from '../packages/shared/src/i18n/locale.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Catalog = Record<string, string>;

/**
 * Every `messages` folder under packages/<pkg>/src and demo/src, and each folder inside one that holds a catalog of
 * its own (`messages/<part>/en-US.json`: the texts of a part of the element that loads on the way,
 * which travel with it: `elementCatalogs`).
 */
export const catalogFolders = (root: string = ROOT): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.name === 'messages') found.push(full, ...partCatalogs(full));
      else walk(full);
    }
  };
  // The packages' sources, and the demo's (the store's own pages drawn in the browser: not found, the
  // content pages, the account pages, the chat).
  const sources = [
    ...readdirSync(path.join(root, 'packages')).map((pkg) => path.join(root, 'packages', pkg, 'src')),
    path.join(root, 'demo', 'src'),
  ];
  for (const src of sources) {
    try {
      walk(src);
    } catch {
      // a package without src
    }
  }
  return found.sort();
};

/**
 * The catalog of an element (its `messages` folder beside its registration file) and its name, the
 * first part of its message ids: the tag without `pc-` (`post-purchase-survey.title`). Null for an
 * element whose texts are not in a catalog yet.
 */
export const elementCatalog = (
  tag: ElementTag,
  root: string = ROOT,
): { name: string; folder: string } | null => {
  const folder = path.join(root, 'packages', path.dirname(ELEMENT_FILES[tag]), 'messages');
  return existsSync(path.join(folder, `${DEFAULT_LOCALE}.json`)) ? { name: tag.slice(3), folder } : null;
};

/** The folders inside a `messages` folder that hold a catalog of their own (`<part>/en-US.json`). */
const partCatalogs = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, `${DEFAULT_LOCALE}.json`)),
    )
    .map((entry) => path.join(folder, entry.name))
    .sort();

/**
 * Every catalog of an element, each defined under its name (the tag without `pc-`): its `messages`
 * folder, then the parts' catalogs inside it, the texts of a chunk it loads on the shopper's way, which
 * travel with that chunk (`<pc-results>`' modals, docs/decisions/0067): one message id each, whichever
 * catalog holds it.
 */
export const elementCatalogs = (
  tag: ElementTag,
  root: string = ROOT,
): { name: string; folders: string[] } | null => {
  const catalog = elementCatalog(tag, root);
  return catalog ? { name: catalog.name, folders: [catalog.folder, ...partCatalogs(catalog.folder)] } : null;
};

/**
 * The catalogs several elements share (docs/decisions/0210, 0211): `shared` (spec §8's failure words)
 * and `shop` (the buy button, a cart line's controls), ids `<name>.<key>`.
 */
export const SHARED_CATALOGS = (root: string = ROOT): { name: string; folder: string }[] => [
  { name: 'shared', folder: path.join(root, 'packages', 'shared', 'src', 'messages') },
  { name: 'shop', folder: path.join(root, 'packages', 'shared', 'src', 'shop', 'messages') },
];

/**
 * What an author may put their own words in place of on a page holding `tag` (`#pc-config` `messages`):
 * each message id of its catalogs (its parts' too) and of the shared ones, with its en-US words. Empty
 * for an element whose texts are not in a catalog yet.
 */
export const elementTexts = (tag: ElementTag, root: string = ROOT): Record<string, string> => {
  const own = elementCatalogs(tag, root);
  if (!own) return {};
  return Object.fromEntries(
    [...own.folders.map((folder) => ({ name: own.name, folder })), ...SHARED_CATALOGS(root)].flatMap(
      ({ name, folder }) =>
        Object.entries(readCatalog(folder, DEFAULT_LOCALE)).map(([key, text]) => [`${name}.${key}`, text]),
    ),
  );
};

export const readCatalog = (folder: string, locale: string): Catalog =>
  JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8')) as Catalog;

/** A message's arguments and whether each is a number (plural, selectordinal, number) or text. */
export const argumentsOf = (message: string): Map<string, 'number' | 'string'> => {
  const found = new Map<string, 'number' | 'string'>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') {
        if (!found.has(token.arg)) found.set(token.arg, 'string');
      } else if (token.type === 'function') {
        found.set(token.arg, token.key === 'number' ? 'number' : 'string');
      } else if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
        found.set(token.arg, token.type === 'select' ? 'string' : 'number');
        for (const one of token.cases) walk(one.tokens);
      }
    }
  };
  walk(parse(message));
  return found;
};

const argumentType = (message: string): string => {
  const args = [...argumentsOf(message)];
  if (args.length === 0) return '';
  return `d: { ${args.map(([name, type]) => `${name}: ${type === 'number' ? 'number' : 'string | number'}`).join('; ')} }`;
};

/** The TypeScript module of one locale's catalog: its text, or a typed function of its arguments, per message. */
const PLURALS_IMPORT = /from "@messageformat\/runtime\/lib\/cardinals";/;

export const compileCatalog = (locale: string, catalog: Catalog, source: string): string => {
  // The plural rules the catalogs get are cardinal only (@pc/shared/plurals).
  const ordinal = Object.keys(catalog).find((key) => /\bselectordinal\b/.test(catalog[key]!));
  if (ordinal)
    throw new Error(`${source}: ${ordinal} uses selectordinal, which @pc/shared/plurals does not answer`);
  const module = compileModule(new MessageFormat(locale, { strict: true }), catalog);
  // One line per message: `  key: (d) => body,`. A message without arguments is its text; one with
  // arguments a typed function (a plural's or select's value is text).
  const typed = module.replace(
    /^ {2}(\S+): \((d?)\) => (.*?)(,?)$/gm,
    (_all, key: string, d: string, body: string, comma: string) => {
      if (!d) return `  ${key}: ${body}${comma}`;
      const name = JSON.parse(key.startsWith('"') ? key : `"${key}"`) as string;
      const text = (/^(?:plural|select)\(/.test(body) ? `${body} as string` : body)
        // A select's value is text, which an argument's type (`string | number`) may give as a number.
        .replace(/\bselect\(d\.(\w+),/g, 'select(String(d.$1),');
      return `  ${key}: (${argumentType(catalog[name]!)}): string => ${text}${comma}`;
    },
  );
  const isDefault = locale === DEFAULT_LOCALE;
  // The plural rules are the browser's (@pc/shared/plurals, docs/decisions/0211), not make-plural's.
  const body = typed
    .replace(PLURALS_IMPORT, 'from "@pc/shared/plurals";')
    .replace(
      /^export default \{/m,
      isDefault
        ? 'export default {'
        : `import type messages from './${DEFAULT_LOCALE}.ts';\n\nexport default {`,
    );
  return [
    `// Generated by \`npm run messages\` (scripts/messages.ts) from ${source}: edit that file, not this one.`,
    isDefault ? body.trimEnd() : `${body.trimEnd()} satisfies typeof messages;`,
    '',
  ].join('\n');
};

/** Each locale's compiled module of `folder`, by file name. */
export const compiledFolder = (folder: string): Map<string, string> =>
  new Map(
    LOCALES.map((locale) => [
      path.join(folder, `${locale}.ts`),
      compileCatalog(locale, readCatalog(folder, locale), `${locale}.json`),
    ]),
  );

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const folder of catalogFolders()) {
    for (const [file, text] of compiledFolder(folder)) {
      writeFileSync(file, text);
      console.log(`wrote ${path.relative(ROOT, file)}`);
    }
  }
}

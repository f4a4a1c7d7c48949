import type { Plugin } from 'vite';

/**
 * An element's meta.ts is its public surface written once (docs/architecture.md "Element anatomy"):
 * the manifest (scripts/custom-elements-manifest.ts) reads all of it in node, but in the browser
 * defineElement reads only the tag and each attribute's name and type (elementMeta.ts `propTypesOf`).
 * The descriptions, events, parts and CSS properties (with the shared design tokens' list) were about
 * 1 KB brotli of every element's chunk and of shared.js that no page ever reads
 * (docs/decisions/0065). This plugin gives the browser build a meta.ts holding only what runs.
 *
 * It works on the module after TypeScript is stripped (`enforce: 'post'`): the module is evaluated
 * with its one import (`@pc/shared/element-meta`'s shared lists: tokens, states, slots) stood in, and is rewritten to the literal it produces. Anything else in the file fails the build.
 */
export const META_FILE = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/](?:[^\\/]+[\\/])?meta\.ts$/;

const IMPORT = /^import\s*\{[^}]*\}\s*from\s*["']@pc\/shared\/element-meta["'];?\s*$/gm;
const EXPORT = /^export\s+const\s+meta\s*=/m;

export interface RuntimeMeta {
  readonly tag: string;
  readonly attributes?: readonly { readonly name: string; readonly type?: string }[];
}

/** What defineElement reads of a meta: the tag, and each attribute's name and type. */
export const runtimeMeta = (meta: {
  tag: string;
  attributes?: readonly { name: string; type?: string }[];
}): RuntimeMeta => ({
  tag: meta.tag,
  ...(meta.attributes
    ? {
        attributes: meta.attributes.map(({ name, type }) => (type === undefined ? { name } : { name, type })),
      }
    : {}),
});

/** meta.ts (as JavaScript) → the module the browser gets. */
export const runtimeMetaModule = (code: string, id: string): string => {
  // The names it imports (the shared lists of CSS properties, states and slots), each stood in below.
  const imported = [...code.matchAll(IMPORT)].flatMap(([statement]) =>
    (/\{([^}]*)\}/.exec(statement)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );
  const body = code.replace(IMPORT, '');
  if (!EXPORT.test(body) || /^\s*(?:import|export)\b/m.test(body.replace(EXPORT, ''))) {
    throw new Error(`${id}: a meta.ts exports \`meta\` only, with one import from @pc/shared/element-meta`);
  }
  // The shared lists of CSS properties, states and slots are the manifest's business: the browser gets
  // none of them (each stands in as an empty list).
  const evaluate = new Function(...imported, `${body.replace(EXPORT, 'return')}`);
  const meta = evaluate(...imported.map(() => [])) as Parameters<typeof runtimeMeta>[0];
  if (typeof meta?.tag !== 'string') throw new Error(`${id}: meta has no tag`);
  return `export const meta = ${JSON.stringify(runtimeMeta(meta))};\n`;
};

export const elementMetaRuntimePlugin = (): Plugin => ({
  name: 'pc-element-meta-runtime',
  enforce: 'post',
  transform(code, id) {
    if (!META_FILE.test(id.split('?')[0] ?? id)) return null;
    return { code: runtimeMetaModule(code, id), map: null };
  },
});

import type { Plugin } from 'vite';

/**
 * A library that spreads a module namespace (`import * as x from './y.js'; ({...x})`) makes the bundler
 * build that namespace object at run time with a helper of rolldown's runtime module. The runtime
 * chunk uses that module already (React's CommonJS interop), and a second chunk needing one of its
 * helpers moves it into a chunk of its own (`rolldown-runtime-*.js`) that every page then loads.
 * react-day-picker (the gift card calendar, loaded lazily: docs/decisions/0030) spreads three
 * namespaces; this rewrites each into named imports gathered into a plain object, the same value
 * without the helper. The names are read from the modules themselves, so a new version's exports
 * are followed.
 */
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/m;

/** Files (by the end of their resolved id) whose namespace imports are rewritten. */
const FILES = [
  '/react-day-picker/dist/esm/helpers/getFormatters.js',
  '/react-day-picker/dist/esm/helpers/getLabels.js',
  '/react-day-picker/dist/esm/helpers/getComponents.js',
];

export const namespaceObjectsPlugin = (): Plugin => ({
  name: 'pc-namespace-objects',
  async transform(code, id) {
    const file = id.replaceAll('\\', '/');
    if (!FILES.some((end) => file.endsWith(end))) return null;
    const match = NAMESPACE_IMPORT.exec(code);
    if (!match) return null;
    const [statement, local, source] = match as unknown as [string, string, string];
    const resolved = await this.resolve(source, id);
    if (!resolved) return null;
    const names = Object.keys((await import(resolved.id)) as object).filter((name) => name !== 'default');
    const aliases = names.map((name) => `${name} as ${local}_${name}`).join(', ');
    const object = names.map((name) => `${name}: ${local}_${name}`).join(', ');
    return {
      code: code.replace(
        statement,
        `import { ${aliases} } from "${source}";\nconst ${local} = { ${object} };`,
      ),
      map: null,
    };
  },
});

import { type Node, Parser } from 'acorn';
import { walk } from 'estree-walker';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * A call of spec §7 is written once, in @pc/shared's contract (contract/call.ts `defineCall`): its
 * path, method and encoding, the schema of its answer, and the schema of its request. The browser
 * reads the first four to send a call and parse its answer (api/client.ts); only the store server
 * reads `request`, to validate what arrives (store-server http/contractRoute.ts, routes/adminAjax.ts).
 * In the element build those request schemas were still in the chunks, since a property of a value
 * that is used is never tree-shaken: the add-to-cart form's reader alone (contract/addToCartForm.ts,
 * about 1.4 KB brotli) in every page that sells (docs/decisions/0074).
 *
 * This plugin gives the element build each `defineCall({...})` without its `request` property; a
 * schema nothing else uses is then dropped (valibot's calls are pure: scripts/build/common.ts
 * `sharedTreeshake`).
 * It works on the module after TypeScript is stripped (`enforce: 'post'`). The server, its render
 * build and the tests read the source as it is.
 */
export const CONTRACT_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/;

interface Located {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}
interface PropertyNode extends Located {
  readonly key: { readonly type: string; readonly name?: string; readonly value?: unknown };
  readonly computed: boolean;
}
interface CallNode extends Located {
  readonly callee: { readonly type: string; readonly name?: string };
  readonly arguments: readonly (Located & { readonly properties?: readonly PropertyNode[] })[];
}

const isRequest = (property: PropertyNode): boolean =>
  property.type === 'Property' &&
  !property.computed &&
  (property.key.name === 'request' || property.key.value === 'request');

/** A contract module (as JavaScript) → the same module whose call definitions carry no request schema. */
export const browserCallsModule = (
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null => {
  if (!code.includes('defineCall(')) return null;
  const ast = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const out = new MagicString(code);
  walk(ast as unknown as Parameters<typeof walk>[0], {
    enter(node) {
      const call = node as unknown as CallNode;
      if (
        call.type !== 'CallExpression' ||
        call.callee.type !== 'Identifier' ||
        call.callee.name !== 'defineCall'
      )
        return;
      const definition = call.arguments[0];
      if (definition?.type !== 'ObjectExpression' || !definition.properties) return;
      for (const property of definition.properties) {
        if (!isRequest(property)) continue;
        // the property and the comma after it; on a line of its own, the whole line
        const comma = code.slice(property.end).match(/^[ \t]*,?[ \t]*/)?.[0] ?? '';
        const lineStart = code.lastIndexOf('\n', property.start - 1) + 1;
        const ownLine = /^[ \t]*$/.test(code.slice(lineStart, property.start));
        const end = property.end + comma.length;
        const lineEnd = ownLine && code[end] === '\n' ? end + 1 : end;
        out.remove(ownLine && lineEnd > end ? lineStart : property.start, lineEnd);
      }
    },
  });
  return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
};

export const browserCallsPlugin = (): Plugin => ({
  name: 'pc-browser-calls',
  enforce: 'post',
  transform(code, id) {
    if (!CONTRACT_FILE.test(id.split('?')[0] ?? id)) return null;
    return browserCallsModule(code);
  },
});

export type { Node };

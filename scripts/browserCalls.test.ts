import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { browserCallsModule, browserCallsPlugin, CONTRACT_FILE } from './browserCalls.ts';

// docs/decisions/0074: the element build gives the browser each spec §7 call without its request
// schema (only the store server validates requests); the path, method, encoding, action and answer
// schema stay, as api/client.ts reads them.

const CONTRACT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'packages/shared/src/contract',
);

const javascript = async (file: string) =>
  (await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' })).code;

describe('browserCallsModule', () => {
  it('drops `request` from each defineCall, whatever it spells, and keeps the rest', () => {
    const source = [
      "import * as v from 'valibot';",
      'const Form = v.object({ a: v.string() });',
      'export const one = defineCall({ name: "one", method: "POST", path: "/x", encoding: "form", request: Form, response: v.boolean() });',
      'export const two = defineCall({',
      '  name: "two",',
      '  request: v.object({',
      '    b: v.pipe(v.string(), v.maxLength(3)),',
      '  }),',
      '  response: v.string(),',
      '});',
      'export const other = { request: Form };',
    ].join('\n');
    const out = browserCallsModule(source)!.code;
    expect(out).toContain(
      'export const one = defineCall({ name: "one", method: "POST", path: "/x", encoding: "form", response: v.boolean() });',
    );
    expect(out).toContain('  name: "two",\n  response: v.string(),');
    expect(out).not.toContain('maxLength(3)');
    // not a call definition: left alone
    expect(out).toContain('export const other = { request: Form };');
  });

  it('leaves a module without call definitions alone', () => {
    expect(browserCallsModule('export const a = { request: 1 };')).toBeNull();
  });

  it('applies to the contract modules only', () => {
    expect(CONTRACT_FILE.test('/repo/packages/shared/src/contract/cart.ts')).toBe(true);
    expect(CONTRACT_FILE.test('/repo/packages/shared/src/api/client.ts')).toBe(false);
  });

  const contracts = readdirSync(CONTRACT)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .filter((name) => readFileSync(path.join(CONTRACT, name), 'utf8').includes('defineCall({'));

  it.each(contracts)(
    'contract/%s: every call keeps its name, path, method, encoding and answer, and loses its request',
    async (name) => {
      const code = await javascript(path.join(CONTRACT, name));
      const out = browserCallsModule(code)!.code;
      const calls = (text: string) => text.match(/defineCall\(\{/g)?.length ?? 0;
      expect(calls(out)).toBe(calls(code));
      expect(out.match(/\bresponse:/g)?.length).toBe(code.match(/\bresponse:/g)?.length);
      expect(out).not.toMatch(/\brequest:/);
    },
  );

  it('the add-to-cart call no longer holds the form reader, which only the server uses', async () => {
    const out = browserCallsModule(await javascript(path.join(CONTRACT, 'cart.ts')))!.code;
    const addToCart = out.slice(out.indexOf('export const addToCart'));
    expect(addToCart.slice(0, addToCart.indexOf('});'))).not.toContain('AddToCartForm');
  });

  it('the standalone cross-sell build (a third-party page) drops them too', async () => {
    const { standaloneConfig } = await import('./build/standaloneBuild.ts');
    const names = (standaloneConfig().plugins ?? [])
      .flat()
      .map((plugin) => (plugin as { name?: string } | null)?.name);
    expect(names).toContain(browserCallsPlugin().name);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The standalone bundle's `react-dom` (standaloneBuild.ts, packages/crosssell-element/standalone/
// reactDomInternals.cjs, decision 0041): react-dom/client reads only these internals of it; a react-dom
// whose internals change shape fails here, not on a host's page.
type Internals = { d: Record<string, unknown>; p: number; findDOMNode: null };
const require = createRequire(import.meta.url);
const ROOT = path.join(import.meta.dirname, '../..');
const reactDom = (file: string) => path.join(ROOT, 'node_modules/react-dom/cjs', file);
const internalsOf = (file: string) =>
  (require(file) as { __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: Internals })
    .__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
const ours = internalsOf(path.join(ROOT, 'packages/crosssell-element/standalone/reactDomInternals.cjs'));
const theirs = internalsOf(reactDom('react-dom.production.js'));

describe("react-dom's internals, as the standalone bundle gives them", () => {
  it('has the same fields, and a function for each of the dispatcher’s', () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    expect(Object.keys(ours.d).sort()).toEqual(Object.keys(theirs.d).sort());
    for (const method of Object.values(ours.d)) expect(method).toBeTypeOf('function');
    expect([ours.p, ours.findDOMNode]).toEqual([theirs.p, theirs.findDOMNode]);
  });

  it('react-dom/client reads nothing else of react-dom', () => {
    const client = readFileSync(reactDom('react-dom-client.production.js'), 'utf8');
    expect([...client.matchAll(/\bReactDOM\.(\w+)/g)].map((match) => match[1])).toEqual([
      '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    ]);
  });
});

// decision 0214: the standalone stands api/adminAjax.ts in with none (standalone/adminAjax.ts), exact
// only while no call the pop-up makes is an admin-ajax one. Every `callApi(<call>` of its sources and of
// the API client itself (the nonce's renewal) is a REST call.
describe('the calls the standalone pop-up makes', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
  const calls = [
    ...sources(path.join(ROOT, 'packages/crosssell-element/src')),
    ...sources(path.join(ROOT, 'packages/crosssell-element/standalone')),
    path.join(ROOT, 'packages/shared/src/api/client.ts'),
  ].flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bcallApi\(\s*(\w+)/g)].map((m) => m[1]!));

  it('are found', () => {
    expect(new Set(calls)).toEqual(
      new Set(['getCrossSell', 'postCrossSell', 'postInsightEvent', 'getNonce']),
    );
  });

  it('name no admin-ajax action', async () => {
    const contract = (await import('../../packages/shared/src/contract/index.ts')) as unknown as Record<
      string,
      { action?: string }
    >;
    expect(calls.filter((name) => contract[name]?.action !== undefined)).toEqual([]);
    expect(calls.every((name) => contract[name] !== undefined)).toBe(true);
  });
});

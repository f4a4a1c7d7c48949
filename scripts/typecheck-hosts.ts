/**
 * `npm run typecheck:hosts`, after the build: the framework hosts of the browser tests (e2e/hosts)
 * type-check against the elements' built types (dist/types through @pc/elements): the React host
 * with tsc, the Vue host with vue-tsc and strict templates (docs/decisions/0106). vue-tsc drives
 * TypeScript 5's compiler API (`typescript-5`); the repository's own `tsc` is TypeScript 7, which has none.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './build/common.ts';

const require = createRequire(import.meta.url);
const hosts = path.join(ROOT, 'e2e', 'hosts');

execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', path.join(hosts, 'react')], {
  stdio: 'inherit',
});
execFileSync(
  process.execPath,
  [
    '-e',
    `require(${JSON.stringify(require.resolve('vue-tsc'))}).run(${JSON.stringify(require.resolve('typescript-5/lib/tsc'))})`,
    // process.argv[1], which tsc skips as its own path
    'vue-tsc',
    '-p',
    path.join(hosts, 'vue'),
  ],
  { stdio: 'inherit' },
);
console.log('e2e/hosts: the React host (tsc) and the Vue host (vue-tsc, strict templates) type-check');

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { candleLandPlugin } from './scripts/candleLand.ts';

/**
 * Server test files that measure time or restart what they run on: each runs alone, so another
 * file's load on the 2 cores cannot stretch the bounds they assert (a 503 within the timeout,
 * recovery within 1 s of PostgreSQL's return) or race their processes. A file that only opens data
 * directories of its own and asserts no time (db/pgliteDataDir.test.ts, db/persistence.test.ts) runs
 * beside the others: alone, they were the run's serial tail.
 */
const SERVER_ALONE = [
  'packages/store-server/src/postgresRestart.test.ts',
  'packages/store-server/src/systemdUnit.test.ts',
  'packages/store-server/src/twoServers.test.ts',
  'packages/store-server/src/db/databaseTrouble.test.ts',
  'packages/store-server/src/http/databaseOutage.test.ts',
  'packages/store-server/src/http/requestTransaction.test.ts',
];

/**
 * Server test files that replace a module (`vi.mock`): they need a module graph of their own, which the
 * other server files share (`isolate: false` below).
 */
const SERVER_MOCKING = ['packages/store-server/src/pages/pageRoutes.test.ts'];

/** The browser-side packages and the demo. */
const BROWSER_SIDE =
  '{packages/{shared,quiz-element,results-element,crosssell-element,survey-element,storefront-elements,insights-element}/src,demo/src}';

const SERVER = {
  environment: 'node',
  // PGlite's initdb once per run (each file's in-memory database starts from its files).
  globalSetup: 'packages/store-server/src/test/pgliteTemplate.ts',
  testTimeout: 60_000,
  hookTimeout: 60_000,
} as const;

// One Vitest run, six projects: the browser-side packages' components in happy-dom, their rules and
// the project's scripts in node, and the store server in node against a real database (PGlite in
// memory, or PostgreSQL when DATABASE_URL is set; each file its own database or schema, so files run
// side by side), apart from the files that must run alone and the one that replaces a module.
// `--project 'server*'` runs the three server projects.
export default defineConfig({
  test: {
    // 2 cores (design.md "Environment facts"): Vitest's default on this machine is cores − 1, one
    // file at a time, which left a core idle for the whole run.
    maxWorkers: 2,
    projects: [
      {
        // <pc-candle>'s land: its file name (docs/decisions/0060).
        plugins: [react(), candleLandPlugin({ emit: false })],
        test: {
          name: 'elements',
          environment: 'happy-dom',
          include: [`${BROWSER_SIDE}/**/*.test.tsx`],
        },
      },
      {
        // Their rules, state and calls: node, without happy-dom's set-up per file; a file that needs a
        // DOM says so at its top (`// @vitest-environment happy-dom`).
        plugins: [react(), candleLandPlugin({ emit: false })],
        test: { name: 'rules', environment: 'node', include: [`${BROWSER_SIDE}/**/*.test.ts`] },
      },
      {
        // The project's own scripts (build, size, bench, docs checks) need no DOM: node, without
        // happy-dom's set-up per file; a file that needs one says so (`@vitest-environment happy-dom`).
        plugins: [react(), candleLandPlugin({ emit: false })],
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
      {
        test: {
          ...SERVER,
          name: 'server',
          // One module graph per worker (decision 0195): each file still opens its own database, and
          // importing the server once per file was about 40 % of the server tests' CPU.
          isolate: false,
          include: ['packages/store-server/src/**/*.test.ts'],
          exclude: [...SERVER_ALONE, ...SERVER_MOCKING],
        },
      },
      { test: { ...SERVER, name: 'server-mocking', include: SERVER_MOCKING } },
      {
        // After every other server file (`groupOrder`), one at a time, sharing one module graph: each
        // imported the server anew, 2–5 s apiece with the other core idle (decision 0230).
        test: {
          ...SERVER,
          name: 'server-alone',
          isolate: false,
          include: SERVER_ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

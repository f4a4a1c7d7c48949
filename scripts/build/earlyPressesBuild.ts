import path from 'node:path';
import type { UserConfig } from 'vite';
import { EARLY_PRESSES_FILE } from '../../packages/store-server/src/pages/demoPage.ts';
import { ROOT } from './common.ts';
import { ELEMENTS_DIR } from './elementsBuild.ts';

/**
 * The early script (packages/shared/src/element/earlyPressesScript.ts, docs/decisions/0229): one classic
 * script in dist/elements, beside the elements (without emptying them or writing a manifest), which
 * the store's pages (pages/demoPage.ts, which names the file) and the WordPress plugin print inline.
 */
export const earlyPressesConfig = (): UserConfig => ({
  logLevel: 'warn',
  build: {
    outDir: ELEMENTS_DIR,
    emptyOutDir: false,
    lib: {
      entry: path.join(ROOT, 'packages/shared/src/element/earlyPressesScript.ts'),
      formats: ['iife'],
      name: 'pcEarlyPresses',
      fileName: () => EARLY_PRESSES_FILE,
    },
  },
});

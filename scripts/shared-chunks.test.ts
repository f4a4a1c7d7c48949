import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_MODULE, SHOP_MODULE } from '../vite.config.ts';

// docs/decisions/0065: @pc/shared builds into two chunks, shared-<hash>.js (what every element needs)
// and shop-<hash>.js (what only the elements that sell need). The quiz and the contact page load
// shared.js alone, which holds only while no module of shared.js imports a module of shop.js: the
// bundler would then make shared.js import shop.js, and every page load both. The entry modules
// (`index.ts`, `contract/index.ts`) only re-export, and unused re-exports are left out of a build.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'packages', 'shared', 'src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

/** Value imports and re-exports with a relative path (`import type` erases at build). */
const VALUE_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

const browserModules = sourceFiles(SRC).filter(
  (file) => SHARED_MODULE.test(file) && !/[\\/]element[\\/](?:serverRender|serverElements)\.tsx?$/.test(file),
);
const isEntryModule = (file: string) => path.basename(file) === 'index.ts';

describe('shared.js and shop.js (docs/decisions/0065)', () => {
  it('puts the cart, product and checkout modules in shop.js', () => {
    const shop = browserModules
      .filter((file) => SHOP_MODULE.test(file))
      .map((file) => path.relative(SRC, file));
    expect(shop).toEqual(
      expect.arrayContaining(['stores/cart.ts', 'contract/addToCartForm.ts', 'contract/products.ts']),
    );
    expect(shop).not.toContain('contract/quiz.ts');
    expect(shop).not.toContain('element/defineElement.ts');
  });

  it.each(
    browserModules
      .filter((file) => !SHOP_MODULE.test(file) && !isEntryModule(file))
      .map((file) => [path.relative(SRC, file), file]),
  )('%s (shared.js) imports nothing of shop.js', (_name, file) => {
    const imported = [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].map((match) =>
      path.resolve(path.dirname(file), match[1]!),
    );
    expect(
      imported.filter((target) => SHOP_MODULE.test(target)).map((target) => path.relative(SRC, target)),
    ).toEqual([]);
  });
});

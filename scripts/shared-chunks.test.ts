import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG_MODULE, SHARED_MODULE, SHOP_MODULE } from './build/chunks.ts';

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
  it('puts the cart and checkout modules in shop.js', () => {
    const shop = browserModules
      .filter((file) => SHOP_MODULE.test(file))
      .map((file) => path.relative(SRC, file));
    expect(shop).toEqual(
      expect.arrayContaining([
        'stores/cart.ts',
        'contract/addToCartForm.ts',
        'contract/addBathroomModule.ts',
      ]),
    );
    expect(shop).not.toContain('contract/quiz.ts');
    expect(shop).not.toContain('contract/results.ts');
    expect(shop).not.toContain('element/defineElement.ts');
  });

  // Issue 45 item 4: the cross-sell's and the survey's calls and events go with the element(s) that use
  // them, not with shop.js (the results, gift card and candle pages load it), nor with shared.js; the cart store
  // posts the cross-sell's action through the call the element hands it.
  it.each([
    'contract/crossSell.ts',
    'contract/postPurchase.ts',
    'contract/insightEvents.ts',
    'events/PcCompleteEvent.ts',
  ])('keeps %s out of shared.js and shop.js', (file) => {
    expect(SHARED_MODULE.test(path.join(SRC, file))).toBe(false);
    expect(SHOP_MODULE.test(path.join(SRC, file))).toBe(false);
  });

  it('the cart store imports neither', () => {
    const cart = readFileSync(path.join(SRC, 'stores', 'cart.ts'), 'utf8');
    const imported = [...cart.matchAll(VALUE_IMPORT)].map((match) => path.basename(match[1]!));
    expect(imported).not.toContain('crossSell.ts');
    expect(imported).not.toContain('checkout.ts');
  });

  // docs/decisions/0136: the results' contract goes with pc-results.js; the calls the results page makes
  // as the shopper acts (contract/resultsActions.ts) with its actions' chunk, on the way.
  it.each(['contract/results.ts', 'contract/resultsActions.ts'])(
    'keeps %s out of shared.js and shop.js',
    (file) => {
      expect(SHARED_MODULE.test(path.join(SRC, file))).toBe(false);
      expect(SHOP_MODULE.test(path.join(SRC, file))).toBe(false);
    },
  );

  // Issue 45 item 4: what only the checkout and order frames' views read (/elements/frames.js, loaded
  // once the page has settled) is not in the chunk every route loads before it settles.
  it.each(['format/dayLabel.ts', 'format/cardName.ts'])(
    'keeps %s, the frames’ alone, out of shared.js',
    (file) => {
      expect(SHARED_MODULE.test(path.join(SRC, file))).toBe(false);
    },
  );

  // docs/decisions/0074: what the product pages use and the results page does not is catalog.js; the
  // buy button's rule is the candle's and the launch's alone, so not on the gift card page (0200).
  it('puts the product and page data schemas and the gift card event in catalog.js', () => {
    const catalog = browserModules
      .filter((file) => CATALOG_MODULE.test(file))
      .map((file) => path.relative(SRC, file))
      .sort();
    expect(catalog).toEqual([
      'contract/pageData.ts',
      'contract/products.ts',
      'events/PcGiftCardSelectEvent.ts',
    ]);
    expect(catalog.filter((file) => SHOP_MODULE.test(path.join(SRC, file)))).toEqual([]);
  });

  it.each(
    browserModules.filter((file) => SHOP_MODULE.test(file)).map((file) => [path.relative(SRC, file), file]),
  )('%s (shop.js) imports nothing of catalog.js, so the results page does not load it', (_name, file) => {
    const imported = [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].map((match) =>
      path.resolve(path.dirname(file), match[1]!),
    );
    expect(
      imported.filter((target) => CATALOG_MODULE.test(target)).map((target) => path.relative(SRC, target)),
    ).toEqual([]);
  });

  it.each(
    browserModules
      .filter((file) => !SHOP_MODULE.test(file) && !CATALOG_MODULE.test(file) && !isEntryModule(file))
      .map((file) => [path.relative(SRC, file), file]),
  )('%s (shared.js) imports nothing of shop.js', (_name, file) => {
    const imported = [...readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)].map((match) =>
      path.resolve(path.dirname(file), match[1]!),
    );
    expect(
      imported
        .filter((target) => SHOP_MODULE.test(target) || CATALOG_MODULE.test(target))
        .map((target) => path.relative(SRC, target)),
    ).toEqual([]);
  });
});

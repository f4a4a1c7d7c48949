import { describe, expect, it } from 'vitest';
import { CHUNK_PLAN, codeSplittingGroups, modulePattern } from './chunks.ts';

// docs/build.md "The chunk plan": the table's module names as the resolved ids they match.

const matches = (name: string, id: string) => new RegExp(modulePattern(name)).test(id);

describe('modulePattern', () => {
  it.each([
    ['react', '/r/node_modules/react/index.js', true],
    ['react', '/r/node_modules/react-dom/index.js', false],
    ['react', '/r/node_modules/react-day-picker/dist/esm/index.js', false],
    ['@r2wc/*', '/r/node_modules/@r2wc/core/dist/core.js', true],
    ['@r2wc/*', 'C:\\r\\node_modules\\@r2wc\\core\\dist\\core.js', true],
    ['\0pc-esm:', '\0pc-esm:react-dom/client', true],
    ['\0pc-esm:', '/r/pc-esm:react', false],
    ['@pc/shared', '/r/packages/shared/src/index.ts', true],
    ['@pc/shared', '/r/node_modules/@pc/shared/src/index.ts', true],
    ['@pc/shared', '/r/packages/shared/node_modules/intl-messageformat/lib/index.js', false],
    ['intl-messageformat', '/r/packages/shared/node_modules/intl-messageformat/lib/index.js', true],
    ['@pc/shared/src/search/', '/r/packages/shared/src/search/fuzzySearch.ts', true],
    ['@pc/shared/src/stores/cart.ts', '/r/packages/shared/src/stores/cart.ts', true],
    ['@pc/shared/src/stores/cart.ts', '/r/packages/shared/src/stores/cart.test.ts', false],
    ['@pc/shared/src/ui/*.css', '/r/packages/shared/src/ui/tokens.css?inline', true],
    ['@pc/shared/src/ui/*.css', '/r/packages/shared/src/ui/deep/tokens.css', false],
  ])('%s matches %s: %s', (name, id, expected) => {
    expect(matches(name, id)).toBe(expected);
  });
});

describe('the plan as codeSplitting groups', () => {
  it('one group per row, the first row first', () => {
    const groups = codeSplittingGroups();
    expect(groups.map((group) => group.name)).toEqual(CHUNK_PLAN.map((row) => row.chunk));
    const priorities = groups.map((group) => group.priority);
    expect([...priorities].sort((a, b) => b - a)).toEqual(priorities);
  });

  it('a module named by two rows goes to the first', () => {
    const [shop, , , shared] = codeSplittingGroups().slice(1);
    const cart = '/r/packages/shared/src/stores/cart.ts';
    expect(shop?.test(cart)).toBe(true);
    expect(shared?.test(cart)).toBe(true);
    expect(shop!.priority).toBeGreaterThan(shared!.priority);
  });

  it('every row says why and names its decision', () => {
    for (const row of CHUNK_PLAN) {
      expect(row.why.length).toBeGreaterThan(0);
      expect(row.decision).toMatch(/^\d{4}(, \d{4})*$/);
    }
  });
});

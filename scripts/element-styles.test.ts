import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md "Element anatomy": the element box, the content column and the button are
// @pc/shared primitives (packages/shared/src/ui/primitives.css), adopted into every element before
// its own sheet. An element's styles.css adds only what is its own, so no element writes them again.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const stylesheets = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : stylesheets(full);
    return name.endsWith('.css') ? [full] : [];
  });

const elementSheets = readdirSync(path.join(ROOT, 'packages'))
  .filter((pkg) => pkg !== 'shared' && pkg !== 'store-server')
  .map((pkg) => path.join(ROOT, 'packages', pkg, 'src'))
  .filter((src) => existsSync(src))
  .flatMap((src) => stylesheets(src))
  .map((file) => [path.relative(ROOT, file), readFileSync(file, 'utf8')] as const);

const primitives = readFileSync(path.join(ROOT, 'packages/shared/src/ui/primitives.css'), 'utf8');

/** Selectors of top-level rules that start with `selector` (a rule, not a descendant such as `.x .button`). */
const rulesFor = (css: string, selector: RegExp) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('}')
    .map((rule) => rule.split('{')[0]!.trim())
    .filter((selectors) => selectors.split(',').some((one) => selector.test(one.trim())));

describe('element stylesheets use the shared primitives instead of copies', () => {
  it('finds the element stylesheets', () => {
    expect(elementSheets.length).toBeGreaterThanOrEqual(3);
  });

  it('@pc/shared defines the element box, the column and the button once', () => {
    expect(rulesFor(primitives, /^:host$/)).not.toEqual([]);
    expect(rulesFor(primitives, /^\.pc-column$/)).not.toEqual([]);
    // .button in the control-size rule and its own, .button--primary, .button--secondary
    expect(rulesFor(primitives, /^\.button(--primary|--secondary)?$/)).toHaveLength(4);
    expect(rulesFor(primitives, /^\.(icon|text)-button$/)).not.toEqual([]);
  });

  it.each(elementSheets)('%s defines no button of its own', (_, css) => {
    expect(rulesFor(css, /^\.button(--primary|--secondary|:disabled|\[aria-disabled="true"\])?$/)).toEqual(
      [],
    );
    expect(rulesFor(css, /^\.(icon|text)-button(:disabled)?$/)).toEqual([]);
  });

  it.each(elementSheets)('%s sets no display or container type on :host (the box is shared)', (_, css) => {
    const host = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/:host\s*\{([^}]*)\}/)?.[1] ?? '';
    expect(host).not.toMatch(/(^|;|\s)display:/);
    expect(host).not.toMatch(/container(-type)?:/);
  });
});

// WCAG 1.3.4 Orientation (axe's css-orientation-lock, which the browser suite cannot run under the
// store's Content-Security-Policy: e2e/fixtures.ts): no stylesheet of ours locks the view to one
// orientation by rotating it in an orientation media query.
describe('no stylesheet locks the orientation', () => {
  const allSheets = [
    ...elementSheets,
    ...[
      'packages/shared/src/ui/primitives.css',
      'packages/shared/src/ui/tokens.css',
      'packages/shared/src/ui/skeletons.css',
      'demo/src/styles.css',
    ].map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')] as const),
  ];
  it.each(allSheets)('%s', (_, css) => {
    expect(css).not.toMatch(/@media[^{]*orientation\s*:/);
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DESIGN_TOKEN_PROPERTIES, PRIMITIVE_PROPERTIES } from '../element/designTokens.ts';

// Vitest serves `?inline` CSS as '', so the stylesheets are read from disk.
const here = dirname(fileURLToPath(import.meta.url));
const read = (name: string) => readFileSync(join(here, name), 'utf8');
const tokensCss = read('tokens.css');
const primitivesCss = read('primitives.css');

/** Each token with its default: its first declaration (reduced motion sets the durations again). */
const tokens = Object.fromEntries(
  [...tokensCss.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--pc-[\w-]+):\s*([^;]+);/g)]
    .map(([, name, value]) => [name!, value!.trim()])
    .reverse(),
);

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(match[1]!.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** WCAG 2.x contrast ratio. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('design tokens (tokens.css)', () => {
  it('checks contrast correctly (WCAG reference values)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each([
    // text: WCAG AA 1.4.3, 4.5:1
    ['--pc-color-text', '--pc-color-background', 4.5],
    ['--pc-color-text', '--pc-color-surface', 4.5],
    ['--pc-color-text-muted', '--pc-color-background', 4.5],
    ['--pc-color-text-muted', '--pc-color-surface', 4.5],
    ['--pc-color-on-primary', '--pc-color-primary', 4.5],
    ['--pc-color-on-accent', '--pc-color-accent', 4.5],
    ['--pc-color-accent', '--pc-color-background', 4.5],
    ['--pc-color-error', '--pc-color-background', 4.5],
    ['--pc-color-success', '--pc-color-background', 4.5],
    ['--pc-color-on-disabled', '--pc-color-disabled', 4.5],
    // non-text: WCAG AA 1.4.11, 3:1
    ['--pc-color-border', '--pc-color-background', 3],
    ['--pc-color-focus', '--pc-color-background', 3],
    ['--pc-color-focus', '--pc-color-surface', 3],
  ])('%s on %s meets %d:1', (foreground, background, minimum) => {
    expect(contrast(tokens[foreground]!, tokens[background]!)).toBeGreaterThanOrEqual(minimum);
  });

  it('sets every token on :host with a default', () => {
    expect(tokensCss).toMatch(/^:host \{/m);
    for (const name of [
      '--pc-font-family',
      '--pc-space-4',
      '--pc-radius',
      '--pc-focus-ring-width',
      '--pc-target-size',
    ]) {
      expect(tokens[name], name).toBeTruthy();
    }
  });

  it('keeps touch targets at least 24×24 CSS px (WCAG 2.2 target size)', () => {
    expect(Number.parseFloat(tokens['--pc-target-size']!)).toBeGreaterThanOrEqual(24);
    // One rule sizes every control: buttons, icon and text buttons, the dialog close, accordion headers.
    const targetRule =
      /\.button,\s*\.icon-button,\s*\.text-button,\s*\.pc-dialog__close,\s*\.pc-accordion__button\s*\{([^}]*)\}/.exec(
        primitivesCss,
      )?.[1] ?? '';
    expect(targetRule).toContain('min-inline-size: max(24px, var(--pc-target-size))');
    expect(targetRule).toContain('min-block-size: max(24px, var(--pc-target-size))');
  });
});

describe('the design tokens the manifest lists (element/designTokens.ts)', () => {
  it('lists every token of tokens.css, once', () => {
    expect(DESIGN_TOKEN_PROPERTIES.map((property) => property.name).sort()).toEqual(
      Object.keys(tokens).sort(),
    );
  });

  it.each(DESIGN_TOKEN_PROPERTIES.map((property) => [property.name, property] as const))(
    '%s is a token of tokens.css with the default the manifest states',
    (name, property) => {
      expect(tokens[name], `${name} in tokens.css`).toBeTruthy();
      expect(property.default).toBe(tokens[name]);
    },
  );
});

describe('the primitives’ custom properties the manifest lists (element/designTokens.ts)', () => {
  it('are what primitives.css reads from the host, with its defaults', () => {
    const css = primitivesCss.replace(/\/\*[\s\S]*?\*\//g, '');
    const read = new Map(
      [...css.matchAll(/var\((--pc-[\w-]+),\s*([^()]+?)\)/g)].map(([, name, fallback]) => [
        name!,
        fallback!.trim(),
      ]),
    );
    for (const name of Object.keys(tokens)) read.delete(name);
    expect(Object.fromEntries(read)).toEqual(
      Object.fromEntries(PRIMITIVE_PROPERTIES.map((property) => [property.name, property.default])),
    );
  });
});

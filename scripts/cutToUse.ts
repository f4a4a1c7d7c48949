import { transform } from 'lightningcss';

/**
 * The class names a piece of code may use: every word of letters, digits, `_` and `-` in it. Class
 * names reach the DOM as string literals ('button--primary', `pc-dialog ${className}`), so each one a
 * bundle can set is a word of its code; extra words only keep more rules.
 */
export const wordsOf = (code: string): ReadonlySet<string> => new Set(code.match(/[A-Za-z_][\w-]*/g) ?? []);

/** The custom properties some `var()` in `text` reads. */
export const customPropertiesRead = (text: string): ReadonlySet<string> =>
  new Set(Array.from(text.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1] as string));

export interface InUse {
  /** Class names the code can set (wordsOf). */
  readonly classes: ReadonlySet<string>;
  /** Custom properties something reads (customPropertiesRead over the code and every stylesheet). */
  readonly customProperties: ReadonlySet<string>;
}

/**
 * `css` cut to what can apply: without the style rules none of whose selectors can match (a selector
 * naming a class not in `classes` matches nothing the code sets) and without the custom properties
 * nothing reads; minified. Rules are kept or dropped whole (a kept rule keeps all its selectors);
 * at-rules and class-free selectors are kept. For the third-party cross-sell (docs/decisions/0041):
 * the shared tokens and primitives serve every element, the pop-up uses some of them.
 */
export function cutToUse(css: string, { classes, customProperties }: InUse): string {
  const canMatch = (selector: readonly { type: string; name?: string }[]) =>
    selector.every((part) => part.type !== 'class' || (part.name !== undefined && classes.has(part.name)));
  const { code } = transform({
    filename: 'shared.css',
    code: new TextEncoder().encode(css),
    minify: true,
    visitor: {
      Rule: { style: (rule) => (rule.value.selectors.some(canMatch) ? undefined : []) },
      Declaration: { custom: (property) => (customProperties.has(property.name) ? undefined : []) },
    },
  });
  return new TextDecoder().decode(code);
}

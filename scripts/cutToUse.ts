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
  /** Class names the code can set, and the names of the elements it can make (wordsOf). */
  readonly classes: ReadonlySet<string>;
  /** Custom properties something reads (customPropertiesRead over the code and every stylesheet). */
  readonly customProperties: ReadonlySet<string>;
}

/** A part of a selector as lightningcss gives it: `:where(…)` and `:is(…)` hold selector lists. */
interface SelectorPart {
  readonly type: string;
  readonly name?: string;
  readonly kind?: string;
  readonly selectors?: readonly (readonly SelectorPart[])[];
}

/**
 * `css` cut to what can apply: without the style rules none of whose selectors can match (a selector
 * naming a class, or an element, not in `classes` matches nothing the code sets or makes: no
 * `input` rule where the code makes no input) and without the custom properties nothing reads;
 * minified. Rules are kept or dropped whole (a kept rule keeps all its selectors); at-rules and
 * selectors of neither classes nor elements (`:host`, `*`, `::backdrop`) are kept. For the third-party
 * cross-sell (docs/decisions/0041): the shared tokens and primitives serve every element, the pop-up
 * uses some of them.
 */
export function cutToUse(css: string, { classes, customProperties }: InUse): string {
  const canMatch = (selector: readonly SelectorPart[]): boolean =>
    selector.every((part) => {
      if (part.type === 'class' || part.type === 'type')
        return part.name !== undefined && classes.has(part.name);
      // `:where(a, b)` and `:is(a, b)` match where one of theirs can.
      if (part.type === 'pseudo-class' && (part.kind === 'where' || part.kind === 'is'))
        return (part.selectors ?? []).some(canMatch);
      return true;
    });
  const { code } = transform({
    filename: 'shared.css',
    code: new TextEncoder().encode(css),
    minify: true,
    visitor: {
      Rule: {
        style: (rule) =>
          rule.value.selectors.some((selector) => canMatch(selector as SelectorPart[])) ? undefined : [],
      },
      Declaration: { custom: (property) => (customProperties.has(property.name) ? undefined : []) },
    },
  });
  return new TextDecoder().decode(code);
}

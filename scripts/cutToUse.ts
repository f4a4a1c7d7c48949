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
 * `css` cut to what can apply: without the selectors that cannot match (one naming a class, or an
 * element, not in `classes` matches nothing the code sets or makes: no `input` rule where the code
 * makes no input), dropped from their lists and from `:where()` lists, a rule left without one
 * dropped whole; and without the custom properties nothing reads; minified. `:is()` lists are kept
 * whole (their weight is their heaviest selector's, so the cascade stays as it was); at-rules and
 * selectors of neither classes nor elements (`:host`, `*`, `::backdrop`) are kept. For the third-party
 * cross-sell (docs/decisions/0041): the shared tokens and primitives serve every element, the pop-up
 * uses some of them.
 */
export function cutToUse(css: string, { classes, customProperties }: InUse): string {
  /** `selector` without what cannot match in its `:where()` lists; null when it cannot match at all. */
  const pruned = (selector: readonly SelectorPart[]): SelectorPart[] | null => {
    const parts: SelectorPart[] = [];
    for (const part of selector) {
      if ((part.type === 'class' || part.type === 'type') && !(part.name && classes.has(part.name)))
        return null;
      if (part.type === 'pseudo-class' && (part.kind === 'where' || part.kind === 'is')) {
        const inner = (part.selectors ?? []).map(pruned).filter((kept) => kept !== null);
        if (inner.length === 0) return null;
        parts.push(part.kind === 'where' ? { ...part, selectors: inner } : part);
      } else parts.push(part);
    }
    return parts;
  };
  const { code } = transform({
    filename: 'shared.css',
    code: new TextEncoder().encode(css),
    minify: true,
    visitor: {
      Rule: {
        style: (rule) =>
          rule.value.selectors.some((selector) => pruned(selector as SelectorPart[]) !== null)
            ? undefined
            : [],
      },
      // A kept rule's selectors: those that can match, their `:where()` lists cut the same way.
      Selector: (selector) => {
        const kept = pruned(selector as SelectorPart[]);
        if (kept === null) return [];
        return JSON.stringify(kept) === JSON.stringify(selector) ? undefined : (kept as typeof selector);
      },
      Declaration: { custom: (property) => (customProperties.has(property.name) ? undefined : []) },
    },
  });
  return new TextDecoder().decode(code);
}

import type { Messages } from './catalog.ts';

/**
 * A CMS author's own words for messages (issue 43 item 3, docs/decisions/0210): `#pc-config`'s
 * `messages`, by message id `<catalog>.<key>` (`post-purchase-survey.title`), in the page's locale.
 * A message without arguments takes the author's text as it is; one with arguments takes an ICU message
 * of the same arguments, formatted by intl-messageformat, fetched only on a page that has such an
 * override (icuOverrides.ts; the catalogs are compiled ahead: the pages carry no parser, and the strict
 * CSP allows no compiler). An override that does not parse keeps the catalog's message, with a warning.
 */
export type Overrides = Readonly<Record<string, unknown>>;

/** A compiled ICU override of message `key`; undefined: the catalog's message stays. */
export type Compile = (key: string, text: string) => Messages[string] | undefined;

/** Whether `text`, the override of a message with arguments, is an ICU message (it names arguments). */
export const isIcu = (message: Messages[string], text: unknown): boolean =>
  typeof message !== 'string' && typeof text === 'string' && text.includes('{');

/** `messages` with the overrides of catalog `name`: plain text as it is, ICU through `compile`. */
export const overridden = (
  name: string,
  messages: Messages,
  overrides: Overrides,
  compile?: Compile,
): Messages => {
  const own: Record<string, Messages[string]> = { ...messages };
  for (const [key, message] of Object.entries(messages)) {
    const text = overrides[`${name}.${key}`];
    if (typeof text !== 'string') continue; // an author's mistake: the catalog's message stays
    if (!isIcu(message, text) || !compile) own[key] = typeof message === 'string' ? text : () => text;
    else own[key] = compile(key, text) ?? message;
  }
  return own;
};

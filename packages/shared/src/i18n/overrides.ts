import type { IntlMessageFormat } from 'intl-messageformat';
import { type Messages, settled } from './catalog.ts';
import type { Locale } from './locale.ts';

/**
 * A CMS author's own words for messages (issue 43 item 3, docs/decisions/0210): `#pc-config`'s
 * `messages`, by message id `<catalog>.<key>` (`post-purchase-survey.title`), in the page's locale.
 * A message without arguments takes the author's text as it is; one with arguments takes an ICU message
 * of the same arguments, formatted by intl-messageformat, fetched only on a page that has such an
 * override (the catalogs are compiled ahead: the pages carry no parser, and the strict CSP allows no
 * compiler). An override that does not parse keeps the catalog's message, with a warning.
 */
export type Overrides = Readonly<Record<string, unknown>>;

type Format = typeof IntlMessageFormat;

const kept = new WeakMap<Messages, WeakMap<Overrides, Messages | Promise<Messages>>>();

/** Whether `text`, the override of a message with arguments, is an ICU message (it names arguments). */
const isIcu = (message: Messages[string], text: unknown): boolean =>
  typeof message !== 'string' && typeof text === 'string' && text.includes('{');

const overridden = (
  name: string,
  messages: Messages,
  overrides: Overrides,
  locale: Locale,
  Format?: Format,
): Messages => {
  const own: Record<string, Messages[string]> = { ...messages };
  for (const [key, message] of Object.entries(messages)) {
    const text = overrides[`${name}.${key}`];
    if (typeof text !== 'string') continue; // an author's mistake: the catalog's message stays
    if (!isIcu(message, text) || !Format) {
      own[key] = typeof message === 'string' ? text : () => text;
      continue;
    }
    try {
      const compiled = new Format(text, locale);
      own[key] = (values: Record<string, unknown>) => String(compiled.format(values));
    } catch (error) {
      console.warn(`[pc] #pc-config messages "${name}.${key}": ${String(error)}; the default is kept`);
    }
  }
  return own;
};

/**
 * `messages` of the catalog `name` with the author's overrides: the same object when none names it; the
 * overridden messages at once when every override needs no formatter; else the promise of them
 * (`settled`). Each made once per messages and overrides.
 */
export const withOverrides = <M extends Messages>(
  name: string,
  messages: M,
  overrides: Overrides,
  locale: Locale,
): M | Promise<M> => {
  const ids = Object.keys(messages).filter((key) => typeof overrides[`${name}.${key}`] === 'string');
  if (ids.length === 0) return messages;
  const byOverrides = kept.get(messages) ?? new WeakMap<Overrides, Messages | Promise<Messages>>();
  kept.set(messages, byOverrides);
  let made = byOverrides.get(overrides);
  if (!made) {
    if (ids.some((key) => isIcu(messages[key]!, overrides[`${name}.${key}`]))) {
      made = settled(
        import('intl-messageformat').then(
          ({ IntlMessageFormat }) => overridden(name, messages, overrides, locale, IntlMessageFormat),
          () => messages,
        ),
      );
    } else made = overridden(name, messages, overrides, locale);
    byOverrides.set(overrides, made);
  }
  return made as M | Promise<M>;
};

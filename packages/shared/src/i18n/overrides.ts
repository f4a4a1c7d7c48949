import type { Messages } from './catalog.ts';
import { icuOverridden } from './icuOverrides.ts';
import type { Locale } from './locale.ts';
import { isIcu, type Overrides, overridden } from './overridden.ts';

export type { Overrides } from './overridden.ts';

const kept = new WeakMap<Messages, WeakMap<Overrides, Messages | Promise<Messages>>>();

/**
 * `messages` of the catalog `name` with the author's overrides: the same object when none names it; the
 * overridden messages at once when every override needs no formatter; else the promise of them
 * (`settled`, icuOverrides.ts). Each made once per messages and overrides.
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
    made = ids.some((key) => isIcu(messages[key]!, overrides[`${name}.${key}`]))
      ? icuOverridden(name, messages, overrides, locale)
      : overridden(name, messages, overrides);
    byOverrides.set(overrides, made);
  }
  return made as M | Promise<M>;
};

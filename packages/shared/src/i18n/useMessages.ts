import { use, useContext } from 'react';
import { readPageConfig } from '../config/pageConfig.ts';
import { HostContext } from '../element/hostContext.ts';
import { type Catalog, catalogMessages, type Messages, settled } from './catalog.ts';
import { type Locale, localeOf } from './locale.ts';
import type { Overrides } from './overrides.ts';

/**
 * The element's locale (docs/decisions/0210): `#pc-config`'s `locale` (what the store or the author
 * says), else the nearest `lang` around the element, else en-US.
 */
export const elementLocale = (host: Element | null): Locale =>
  localeOf(readPageConfig().locale ?? host?.closest?.('[lang]')?.getAttribute('lang'));

/**
 * A package's messages in its element's locale, with the author's overrides (`#pc-config` `messages`).
 * A locale other than en-US is fetched the first time, and the formatter of an ICU override: the element
 * waits for them (a server render stays as it is until then), then renders with them.
 */
export function useMessages<M extends Messages>(catalog: Catalog<M>): M {
  const locale = elementLocale(useContext(HostContext));
  const loaded = catalogMessages(catalog, locale);
  const messages = loaded instanceof Promise ? use(loaded) : loaded;
  const overrides = readPageConfig().messages;
  if (!overrides || typeof overrides !== 'object') return messages;
  const own = use(overridesChunk()).withOverrides(catalog.name, messages, overrides as Overrides, locale);
  return own instanceof Promise ? use(own) : own;
}

let overridesModule: Promise<typeof import('./overrides.ts')> | undefined;

/**
 * The overrides' code, a chunk only a page with `#pc-config` `messages` fetches (`settled`, fetched once;
 * the server render loads it before rendering, serverElements.ts `loadMessages`).
 */
export const overridesChunk = (): Promise<typeof import('./overrides.ts')> =>
  (overridesModule ??= settled(import('./overrides.ts')));

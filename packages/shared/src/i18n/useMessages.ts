import { use, useContext } from 'react';
import { readPageConfig } from '../config/pageConfig.ts';
import { HostContext } from '../element/hostContext.ts';
import { type Catalog, catalogMessages, type Messages } from './catalog.ts';
import { type Locale, localeOf } from './locale.ts';

/**
 * The element's locale (docs/decisions/0210): `#pc-config`'s `locale` (what the store or the author
 * says), else the nearest `lang` around the element, else en-US.
 */
export const elementLocale = (host: Element | null): Locale =>
  localeOf(readPageConfig().locale ?? host?.closest?.('[lang]')?.getAttribute('lang'));

/**
 * A package's messages in its element's locale. A locale other than en-US is fetched the first time:
 * the element waits for it (a server render stays as it is until then), then renders in that locale.
 */
export function useMessages<M extends Messages>(catalog: Catalog<M>): M {
  const messages = catalogMessages(catalog, elementLocale(useContext(HostContext)));
  return messages instanceof Promise ? use(messages) : messages;
}

import { type Messages, settled } from './catalog.ts';
import type { Locale } from './locale.ts';
import { type Overrides, overridden } from './overridden.ts';

/**
 * The overrides of catalog `name` when one of them is an ICU message of a message's arguments
 * (overrides.ts, docs/decisions/0210): intl-messageformat, a chunk of its own fetched only then, formats
 * it in the page's locale; an override that does not parse keeps the catalog's message, with a warning;
 * a formatter that cannot be fetched leaves the catalog's messages. A module of its own so that a bundle
 * whose catalogs take no arguments, where no override is ever ICU, leaves it out (the cross-sell's
 * standalone bundle: its standalone/icuOverrides.ts).
 */
export const icuOverridden = (
  name: string,
  messages: Messages,
  overrides: Overrides,
  locale: Locale,
): Promise<Messages> =>
  settled(
    import('intl-messageformat').then(
      ({ IntlMessageFormat }) =>
        overridden(name, messages, overrides, (key, text) => {
          try {
            const compiled = new IntlMessageFormat(text, locale);
            return (values: Record<string, unknown>) => String(compiled.format(values));
          } catch (error) {
            console.warn(`[pc] #pc-config messages "${name}.${key}": ${String(error)}; the default is kept`);
            return undefined;
          }
        }),
      () => messages,
    ),
  );

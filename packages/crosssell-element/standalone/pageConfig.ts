import type { PageConfig as Config } from '../../shared/src/config/pageConfig.ts';

// @pc/shared's config/pageConfig.ts as the standalone pop-up reads it (docs/decisions/0041): the keys it
// uses (apiRoot, ns, nonce, cartToken, currency, and its catalog's locale and an author's messages,
// decision 0214), each taken when it has its type, without the schema
// of every key an element may read (valibot's object of them), which the 64 KB pop-up has no room for
// (issue 43 item 4 added `currency`). The same defaults and warnings for a missing or malformed one.

export type PageConfig = Config;

/** The schema's name, which @pc/shared's index exports: the pop-up parses no schema (above). */
export const PageConfig = undefined;

export const PAGE_CONFIG_ID = 'pc-config';

const DEFAULTS: PageConfig = { apiRoot: '', ns: 'pc' };

let cached: PageConfig | undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function readPageConfig(): PageConfig {
  if (cached) return cached;
  if (typeof document === 'undefined') return DEFAULTS;
  const script = document.getElementById(PAGE_CONFIG_ID);
  // A classic script in <head> may run before the configuration is parsed: do not cache the defaults then.
  if (!script && document.readyState === 'loading') return DEFAULTS;
  cached = DEFAULTS;
  if (script?.textContent) {
    try {
      const { apiRoot, ns, nonce, cartToken, currency, locale, messages } = JSON.parse(script.textContent);
      if (typeof apiRoot === 'string' && typeof ns === 'string')
        cached = {
          apiRoot,
          ns,
          nonce: text(nonce),
          cartToken: text(cartToken),
          currency: text(currency),
          locale: text(locale),
          messages: messages && typeof messages === 'object' ? messages : undefined,
        };
      else console.warn('[pc] #pc-config needs apiRoot and ns; using defaults');
    } catch {
      console.warn('[pc] #pc-config is not valid JSON; using defaults');
    }
  }
  return cached;
}

export function resetPageConfigForTests(): void {
  cached = undefined;
}

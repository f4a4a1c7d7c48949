import { type Locale, localeOf } from '@pc/shared/locale';

/**
 * The page's language (issue 43, docs/decisions/0210): its `<html lang>`, which the store writes with
 * `#pc-config`'s `locale` (store-server pages/pageLocale.ts); the demo's own views speak it (messages/).
 * Read from the page, not through the elements' configuration reader: the boot script's chunk, which
 * every route loads before it settles, stays as it is.
 */
export const pageLocale = (): Locale => localeOf(document.documentElement.lang);

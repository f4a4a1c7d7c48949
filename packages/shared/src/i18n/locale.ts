/**
 * The shop's languages (issue 43, docs/decisions/0210): en-US, the spec's own words, and es-US, the
 * second language of the shop's US shoppers. Pure.
 */
export const LOCALES = ['en-US', 'es-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/**
 * The shop's locale for a language tag (`#pc-config`'s `locale`, or a page's `lang`): any Spanish is
 * es-US (`es`, `es-MX`, `ES-us`), anything else or nothing is en-US.
 */
export const localeOf = (tag: string | null | undefined): Locale =>
  tag && /^es(?:-|$)/i.test(tag.trim()) ? 'es-US' : DEFAULT_LOCALE;

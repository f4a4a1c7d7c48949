/**
 * The plural rules the compiled catalogs call (scripts/messages.ts, docs/decisions/0210, 0211): the
 * browser's own `Intl.PluralRules` in place of make-plural's functions, which @messageformat/core
 * names and which every page would otherwise carry. Cardinal rules only: no catalog uses
 * `selectordinal` (scripts/messages.test.ts).
 */
const rules = (locale: string) => {
  const plural = new Intl.PluralRules(locale);
  return (count: number): Intl.LDMLPluralRule => plural.select(count);
};

export const en = rules('en-US');
export const es = rules('es-US');

/** Thousands separated by commas, as en-US writes them: '1250' → '1,250'. */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The one price formatter. Whole dollars without cents, as the spec writes prices ('CHECKOUT - $' plus
 * the price, spec §4; 'Spend $25', spec §9); otherwise two decimals: 19 → '$19', 19.5 → '$19.50'.
 *
 * Written out rather than with Intl.NumberFormat, which it matches for every amount a shop shows
 * (price.test.ts holds it to Intl): a page's first Intl object loads the browser's locale data (35 to
 * 95 ms measured in Chromium on the shared 2-core dev machine, which Lighthouse's mobile preset counts
 * four times over), and this module is evaluated on every page at start (docs/decisions/0060).
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const totalCents = Math.round(amount * 100);
  // Intl writes a minus for anything below zero, rounded to zero too ('-$0'): so does this.
  const sign = totalCents < 0 || Object.is(totalCents, -0) ? '-' : '';
  const centsOnly = Math.abs(totalCents) % 100;
  const dollars = grouped(String((Math.abs(totalCents) - centsOnly) / 100));
  return centsOnly === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(centsOnly).padStart(2, '0')}`;
}

const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/**
 * The one price formatter. Whole dollars without cents, as the spec writes prices ('CHECKOUT - $' plus
 * the price, spec §4; 'Spend $25', spec §9); otherwise two decimals: 19 → '$19', 19.5 → '$19.50'.
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const rounded = Math.round(amount * 100) / 100;
  return Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
}

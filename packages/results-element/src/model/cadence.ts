// spec §4 Results: "Subscription choice sets cadence; each product has a default (see section 9)".
import { allowedCadenceWeeks, setCadence } from '@pc/shared/cadence';
import { DEFAULT_CADENCE_WEEKS } from '@pc/shared/constants';
import type { ResultsSubProduct } from '@pc/shared/contract';
import { type CadenceWords, cadenceLabel } from '@pc/shared/format';

type Cadenced = Pick<ResultsSubProduct, 'name' | 'sku' | 'category' | 'cadence' | 'recommendedCadence'> & {
  products?: readonly Cadenced[];
};

/**
 * spec §9 default subscription cadences, matched on the product's name, sku and category (the first
 * row that matches wins, so 'Body Lotion' is 12 weeks, not the face lotion's 9).
 */
export const SPEC_CADENCES: readonly (readonly [RegExp, number])[] = [
  [/body[\s_-]*lotion/, DEFAULT_CADENCE_WEEKS.body_lotion],
  [/body[\s_-]*wash/, DEFAULT_CADENCE_WEEKS.body_wash],
  [/deodorant/, DEFAULT_CADENCE_WEEKS.deodorant],
  [/conditioner/, DEFAULT_CADENCE_WEEKS.conditioner],
  [/shampoo/, DEFAULT_CADENCE_WEEKS.shampoo],
  [/cleanser|lotion|\bface\b/, DEFAULT_CADENCE_WEEKS.cleanser],
];

/**
 * Decision (spec silent): a subscribable product the server gives no cadence for, and that matches
 * nothing in spec §9, ships every 8 weeks (between spec §9's 4 and 12).
 */
export const FALLBACK_CADENCE_WEEKS = 8;

function specCadence(product: Cadenced): number | undefined {
  const text = `${product.name} ${product.sku} ${product.category}`.toLowerCase();
  return SPEC_CADENCES.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * The preselected cadence in weeks. The server's recommendation for this shopper comes first
 * (recommendedCadence, e.g. body wash sooner for twice-daily showers), then the product's own
 * cadence, then spec §9's defaults; a set ships when its first item runs out, so without its own
 * value it takes the shortest of its items' cadences (`setCadence`, docs/decisions/0016).
 */
export function defaultCadence(product: Cadenced): number {
  if (product.recommendedCadence > 0) return product.recommendedCadence;
  if (product.cadence > 0) return product.cadence;
  return (
    setCadence((product.products ?? []).map(defaultCadence)) ||
    (specCadence(product) ?? FALLBACK_CADENCE_WEEKS)
  );
}

/**
 * The choices of the cadence select: every week count of the range, and the product's default, each
 * said in the catalog's words (`m`: "Every N Weeks").
 */
export function cadenceOptions(
  defaultWeeks: number,
  m: Pick<CadenceWords, 'cadence'>,
): { value: number; label: string }[] {
  return allowedCadenceWeeks(defaultWeeks).map((value) => ({ value, label: cadenceLabel(value, m) }));
}

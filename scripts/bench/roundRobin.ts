/**
 * Repeated timings of several pages taken in rounds, one of each page per round, rather than all of
 * one page's runs back to back (docs/decisions/0076). On a shared machine a busy minute then slows
 * every page alike instead of the one page measured in it, so ratios between pages (first render
 * over the bare element's) hold. The first round warms up (server caches, Chromium start-up) and is
 * not counted. A page whose measurement throws is left out of later rounds and keeps its error.
 */
export type Series = { readonly values: number[] } | { readonly error: Error };

export const roundRobin = async <Page>(
  pages: readonly Page[],
  rounds: number,
  measure: (page: Page) => Promise<number>,
): Promise<Map<Page, Series>> => {
  const series = new Map<Page, Series>(pages.map((page) => [page, { values: [] }]));
  for (let round = 0; round <= rounds; round++) {
    for (const page of pages) {
      const sofar = series.get(page);
      if (!sofar || 'error' in sofar) continue;
      try {
        const value = await measure(page);
        if (round > 0) sofar.values.push(value);
      } catch (error: unknown) {
        series.set(page, { error: error instanceof Error ? error : new Error(String(error)) });
      }
    }
  }
  return series;
};

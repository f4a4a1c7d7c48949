/**
 * What `npm run bench` measures, from its environment (README's bench paragraph, docs/decisions/0176).
 * BENCH_ROUTES unset: everything. BENCH_ROUTES set: only the route ids it lists, and none of the
 * figures of no route (the bare element's page of the store's origin, the third-party host, the
 * quiz's click-to-next, the load), except the groups of rows of another origin it names as well:
 * `static-site` (each element on a static site, decision 0136) and `wordpress` (each element on a
 * WordPress post, decision 0176), each with its own baseline, and `report-at-scale` (the owner's report on
 * PostgreSQL, decision 0193; alone, nothing else is built or started). BENCH_WORDPRESS=off leaves
 * WordPress out whatever BENCH_ROUTES says.
 */

/** The names of the groups of rows BENCH_ROUTES may list beside route ids. */
export const ROW_GROUPS = ['static-site', 'wordpress', 'report-at-scale'] as const;

export interface BenchSelection {
  /** the route ids to measure; null: every route */
  readonly routes: readonly string[] | null;
  /** the figures of no route: the bare element of the store's origin, the third-party host, click-to-next, load */
  readonly everything: boolean;
  /** each element alone on a static site of another origin, and the bare element there */
  readonly staticSite: boolean;
  /** each element on a WordPress post with its first view, and the bare element there */
  readonly wordpress: boolean;
  /** the owner's report on PostgreSQL at its three sizes (scripts/bench/insightsReport.ts, decision 0193) */
  readonly reportAtScale: boolean;
}

export const benchSelection = (env: Readonly<Record<string, string | undefined>>): BenchSelection => {
  const listed = (env.BENCH_ROUTES ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const wordpressAllowed = (env.BENCH_WORDPRESS ?? '').trim().toLowerCase() !== 'off';
  if (listed.length === 0)
    return {
      routes: null,
      everything: true,
      staticSite: true,
      wordpress: wordpressAllowed,
      reportAtScale: true,
    };
  const groups: readonly string[] = ROW_GROUPS;
  return {
    routes: listed.filter((id) => !groups.includes(id)),
    everything: false,
    staticSite: listed.includes('static-site'),
    wordpress: wordpressAllowed && listed.includes('wordpress'),
    reportAtScale: listed.includes('report-at-scale'),
  };
};

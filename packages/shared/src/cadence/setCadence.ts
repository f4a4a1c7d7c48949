/**
 * spec §9 "Default subscription cadences" are per product; a set shipped as one box ships when its
 * first item runs out, so at the shortest cadence of its subscribed items (docs/decisions/0009,
 * 0016). 0 when no item has one (the set is bought once only). The one writing of that rule: the
 * server's recommendations, results sets and cross-sell offers, and `<pc-results>`' preselected
 * cadence call it.
 */
export const setCadence = (itemCadences: readonly number[]): number => {
  const weeks = itemCadences.filter((cadence) => cadence > 0);
  return weeks.length === 0 ? 0 : Math.min(...weeks);
};

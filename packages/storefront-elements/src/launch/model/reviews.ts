import type { LaunchMessages } from '../messages/index.ts';

/**
 * What the reviews carousel announces after a move (WAI-ARIA carousel pattern, no auto-rotation): the
 * reviews now in view, 1-based, in the catalog's words `m`. `inView` holds 0-based indexes.
 */
export function reviewsStatus(
  inView: readonly number[],
  total: number,
  m: Pick<LaunchMessages, 'reviewInView' | 'reviewsInView'>,
): string {
  const shown = [...new Set(inView)].filter((index) => index >= 0 && index < total).sort((a, b) => a - b);
  if (shown.length === 0 || total === 0) return '';
  const first = (shown[0] ?? 0) + 1;
  const last = (shown[shown.length - 1] ?? 0) + 1;
  return first === last
    ? m.reviewInView({ position: first, total })
    : m.reviewsInView({ first, last, total });
}

/**
 * The 0-based reviews in view at a snap of the carousel: equal-width reviews aligned to the start with
 * the trailing snaps trimmed (styles.css, snapPositions) leave `total - snapCount + 1` in view at each.
 */
export function reviewsAtSnap(snap: number, snapCount: number, total: number): number[] {
  if (total <= 0 || snapCount <= 0) return [];
  const perView = Math.max(1, total - snapCount + 1);
  const first = Math.max(0, Math.min(snap, snapCount - 1));
  return Array.from({ length: Math.min(perView, total - first) }, (_, offset) => first + offset);
}

/**
 * The scroll positions the carousel stops at (px from its start), as CSS scroll snapping makes them:
 * each review's start, clamped to the furthest the viewport scrolls, so the last few reviews share
 * one stop when they fit in view together (the trailing snaps trimmed). `slideStarts` in page order.
 */
export function snapPositions(slideStarts: readonly number[], maxScroll: number): number[] {
  const stops: number[] = [];
  for (const start of slideStarts) {
    const stop = Math.round(Math.max(0, Math.min(start, maxScroll)));
    if (stops.every((seen) => Math.abs(seen - stop) > 1)) stops.push(stop);
  }
  return stops;
}

/** The stop nearest to where the viewport is scrolled: the snap a move or a swipe ended on. */
export function nearestSnap(stops: readonly number[], scrolled: number): number {
  let nearest = 0;
  stops.forEach((stop, index) => {
    if (Math.abs(stop - scrolled) < Math.abs((stops[nearest] ?? 0) - scrolled)) nearest = index;
  });
  return nearest;
}

/** The snap the next or previous button goes to, wrapping at both ends (no dead end, focus stays put). */
export function nextSnap(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/**
 * What a scroll of the viewport ending at snap `ended` means, while a button or arrow move is heading
 * for snap `heading` (null: none): the end of that move, or of a swipe, announces the snap it ended on
 * when that is not the one announced; the end of a scroll the move replaced (a smooth scroll still on its
 * way when the next move came) says nothing and the move goes on. Returns the snap to announce (null:
 * none) and what the viewport is heading for after it.
 */
export function scrollEnded(
  ended: number,
  announced: number,
  heading: number | null,
): { announce: number | null; heading: number | null } {
  if (heading !== null && ended !== heading) return { announce: null, heading };
  return { announce: ended === announced ? null : ended, heading: null };
}

/** A review's rating as whole stars, 0 to 5, whatever the store sent. */
const wholeStars = (rating: number): number =>
  Number.isFinite(rating) ? Math.max(0, Math.min(5, Math.round(rating))) : 0;

/** A review's stars in the catalog's words `m` (the stars themselves are drawn for sight only). */
export const ratingLabel = (rating: number, m: Pick<LaunchMessages, 'rating'>): string =>
  m.rating({ stars: wholeStars(rating) });

/** A review's stars as drawn: filled, then empty, five in all. */
export const ratingStars = (rating: number): string => '★'.repeat(wholeStars(rating)).padEnd(5, '☆');

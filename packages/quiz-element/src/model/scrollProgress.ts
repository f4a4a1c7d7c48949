// spec §2 Quiz screen: "a fixed tracker bar with group labels and scroll progress". Pure geometry:
// the element measures, these decide.

/**
 * How far the page has scrolled through the quiz, 0..100 (whole numbers). `top` and `height` are
 * the quiz's bounding box relative to the viewport, `viewport` the viewport's height. 0 while the
 * quiz's top is still at or below the viewport's top, 100 once its bottom reaches the viewport's
 * bottom. A quiz no taller than the viewport is 100 as soon as its top has scrolled past.
 */
export function scrollProgress(top: number, height: number, viewport: number): number {
  if (top >= 0) return 0;
  const scrollable = height - viewport;
  if (scrollable <= 0) return 100;
  const percent = Math.round((-top / scrollable) * 100);
  return Math.min(100, Math.max(0, percent));
}

/**
 * The question the shopper is at: the last one whose top has passed `line` (a reading line a little
 * below the tracker bar). `tops` are the questions' tops in page order; -1 for none (empty list).
 * Before the first question passes the line, the first question is current.
 */
export function activeQuestionIndex(tops: readonly number[], line: number): number {
  if (tops.length === 0) return -1;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

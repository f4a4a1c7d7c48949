/**
 * The quiz's advance timing (spec §4 Advance: "after a choice the page scrolls to the next visible
 * question"): from a click on an option to the next question being in view where the advance puts it.
 *
 * An init script listens for clicks in the capture phase (so before the element's own handler) and,
 * from the click's `event.timeStamp`, polls every animation frame with getBoundingClientRect until
 * the question after the clicked one is wholly inside the viewport with its top at its scroll margin
 * (under the tracker bar); if the scroll comes to rest elsewhere with the question wholly in view (the
 * end of the page), the time is when it stopped moving. The time is read from `window.__pcAdvance.ms`.
 */
import type { Browser } from '@playwright/test';
import { answerNextQuestion, openQuiz } from './quizPage.ts';

/** The scroll is at rest once it has not moved for this long; the time is when it last moved. */
const SETTLED_MS = 150;

/** Clicks per series: the first 20 option questions of a fresh self quiz. */
export const QUIZ_ADVANCE_CLICKS = 20;

export const quizAdvanceScript = `(() => {
  window.__pcAdvance = null;
  const scroller = () => document.scrollingElement || document.documentElement;
  document.addEventListener('click', (event) => {
    const question = event.composedPath().find((node) => node instanceof HTMLElement && node.dataset.question);
    if (!question) return;
    const code = question.dataset.question;
    const root = question.getRootNode();
    const start = event.timeStamp;
    const state = { code, ms: null };
    window.__pcAdvance = state;
    let lastY = scroller().scrollTop;
    let lastMove = start;
    const check = (now) => {
      if (window.__pcAdvance !== state) return;
      const y = scroller().scrollTop;
      if (y !== lastY) { lastY = y; lastMove = now; }
      const nodes = Array.from(root.querySelectorAll('[data-question]'));
      const next = nodes[nodes.findIndex((node) => node.dataset.question === code) + 1];
      if (next) {
        const box = next.getBoundingClientRect();
        const margin = parseFloat(getComputedStyle(next).scrollMarginBlockStart) || 0;
        const inView = box.top >= 0 && box.bottom <= window.innerHeight;
        // Arrived: at its scroll margin, under the tracker bar.
        if (inView && Math.abs(box.top - margin) <= 2) { state.ms = now - start; return; }
        // Or in view where the scroll came to rest (the end of the page, or a place a little off).
        if (inView && now - lastMove >= ${SETTLED_MS}) { state.ms = Math.max(0, lastMove - start); return; }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, true);
})();`;

/**
 * One fresh self quiz (a new browser context: no cookies, no saved progress) on `storeUrl`/quiz;
 * clicks the first option of the first unanswered option question, `clicks` times, and returns each
 * click's advance time in milliseconds. The first options never are 'other' (which does not advance)
 * and sliders and the age are skipped, so every click is one that advances (spec §4).
 */
export async function quizAdvanceSeries(
  browser: Browser,
  storeUrl: string,
  clicks = QUIZ_ADVANCE_CLICKS,
): Promise<number[]> {
  // Warm-up load (server caches, code caches): not counted.
  const warm = await browser.newContext();
  try {
    await openQuiz(await warm.newPage(), `${storeUrl}/quiz`);
  } finally {
    await warm.close();
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: quizAdvanceScript });
    await openQuiz(page, `${storeUrl}/quiz`);
    const values: number[] = [];
    for (let click = 0; click < clicks; click++) {
      await answerNextQuestion(page);
      const handle = await page
        .waitForFunction(
          () => (window as { __pcAdvance?: { ms: number | null } }).__pcAdvance?.ms ?? null,
          undefined,
          { timeout: 10_000 },
        )
        .catch((error: unknown) => {
          throw new Error(
            `click ${click + 1}: the next question was not in view within 10 s (${String(error)})`,
          );
        });
      values.push(Number(await handle.jsonValue()));
    }
    return values;
  } finally {
    await context.close();
  }
}

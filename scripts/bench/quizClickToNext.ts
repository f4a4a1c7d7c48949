/**
 * "The quiz feels instant" (docs/decisions/0026): from an option click to the next question being focused
 * and its scroll started (spec §4 Advance: "after a choice the page scrolls to the next visible
 * question"). quizAdvance.ts times the whole trip (the smooth scroll coming to rest); this times what
 * the shopper feels first: focus on the next question and the page beginning to move.
 *
 * An init script listens for clicks in the capture phase (before the element's own handler) and
 * starts from the click's `event.timeStamp` (the performance.now() clock). It then records:
 * - `focus`: the `focusin` of the question that now follows the clicked one (the next visible one,
 *   counted after the click: a choice may reveal a follow-up);
 * - `scroll`: the first moment the page's scroll offset differs from where it was at the click (read
 *   at `focusin` for an instant scroll, else at each `scroll` event, which fires in the frame that
 *   moved the page).
 * If the page is at its end, with nowhere left to scroll, 1 s after the focus, the figure is the focus.
 * The figure is when both have happened: max(focus, scroll) − click. Read from `window.__pcClickToNext`.
 * What it counts and why: docs/decisions/0026.
 */
import type { Browser, Page } from '@playwright/test';
import { answerNextQuestion, openQuiz } from './quizPage.ts';

/** Clicks per series: the first 20 option questions of a fresh self quiz. */
export const QUIZ_CLICK_TO_NEXT_CLICKS = 20;

/** One click's figures, in milliseconds after the click. */
export interface ClickToNext {
  /** The question the click answered. */
  readonly code: string;
  /** The focused question (the next visible one, else null). */
  readonly focused: string | null;
  readonly focus: number;
  readonly scroll: number;
  /** max(focus, scroll): the figure. */
  readonly ms: number;
  /** The page was already at its end: nothing to scroll, the figure is the focus alone. */
  readonly atEnd: boolean;
}

export const quizClickToNextScript = `(() => {
  window.__pcClickToNext = null;
  const scroller = () => document.scrollingElement || document.documentElement;
  const questionOf = (event) =>
    event.composedPath().find((node) => node instanceof HTMLElement && node.dataset.question);
  document.addEventListener('click', (event) => {
    const question = questionOf(event);
    if (!question) return;
    const code = question.dataset.question;
    const root = question.getRootNode();
    const start = event.timeStamp;
    const fromY = scroller().scrollTop;
    const state = { code, focused: null, focus: null, scroll: null, ms: null, atEnd: false };
    window.__pcClickToNext = state;
    const finish = () => {
      if (state.focus === null || state.scroll === null || state.ms !== null) return;
      state.ms = Math.max(state.focus, state.scroll);
      root.removeEventListener('focusin', onFocus, true);
      window.removeEventListener('scroll', onScroll, true);
    };
    const moved = () => {
      if (state.scroll === null && scroller().scrollTop !== fromY) state.scroll = performance.now() - start;
    };
    const onFocus = (focusEvent) => {
      if (window.__pcClickToNext !== state) return;
      const focused = questionOf(focusEvent);
      const nodes = Array.from(root.querySelectorAll('[data-question]'));
      const next = nodes[nodes.findIndex((node) => node.dataset.question === code) + 1];
      if (!focused || focused !== next) return;
      state.focused = focused.dataset.question;
      state.focus = performance.now() - start;
      moved();
      finish();
      // At the end of the page there may be nowhere left to scroll: then the scroll is not waited for.
      setTimeout(() => {
        const page = scroller();
        if (state.scroll === null && page.scrollTop + window.innerHeight >= page.scrollHeight - 1) {
          state.scroll = state.focus;
          state.atEnd = true;
          finish();
        }
      }, 1000);
    };
    const onScroll = () => {
      if (window.__pcClickToNext !== state) return;
      moved();
      finish();
    };
    // On the shadow root: focus moving inside it never reaches the document (relatedTarget retargeting).
    root.addEventListener('focusin', onFocus, true);
    window.addEventListener('scroll', onScroll, true);
  }, true);
})();`;

/**
 * Waits until the page has not scrolled for 200 ms (the previous advance's smooth scroll ended). A
 * string, not a function: tsx's name-keeping helper does not exist in the page.
 */
const settleScript = `new Promise((resolve) => {
  let y = window.scrollY;
  let still = performance.now();
  const check = (now) => {
    if (window.scrollY !== y) { y = window.scrollY; still = now; }
    if (now - still >= 200) resolve(true);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

const settle = (page: Page) => page.waitForFunction(settleScript, undefined, { timeout: 10_000 });

/**
 * One fresh self quiz (a new browser context: no cookies, no saved progress) on `storeUrl`/quiz;
 * clicks the first option of the first unanswered option question, `clicks` times, letting each
 * advance come to rest before the next click, and returns each click's figures. The first options are
 * never 'other', and sliders and the age are not radio groups, so every click advances (spec §4).
 * `reducedMotion` emulates `prefers-reduced-motion: reduce` (the advance then scrolls instantly);
 * `cpuSlowdown` > 1 slows the page's CPU that many times (DevTools' throttling: a phone's CPU).
 */
export async function quizClickToNextSeries(
  browser: Browser,
  storeUrl: string,
  { clicks = QUIZ_CLICK_TO_NEXT_CLICKS, reducedMotion = false, cpuSlowdown = 1 } = {},
): Promise<ClickToNext[]> {
  // Warm-up load (server caches, code caches): not counted.
  const warm = await browser.newContext();
  try {
    await openQuiz(await warm.newPage(), `${storeUrl}/quiz`);
  } finally {
    await warm.close();
  }

  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: quizClickToNextScript });
    await openQuiz(page, `${storeUrl}/quiz`);
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const values: ClickToNext[] = [];
    for (let click = 0; click < clicks; click++) {
      await settle(page);
      await answerNextQuestion(page);
      const handle = await page
        .waitForFunction(
          () => {
            const state = (window as { __pcClickToNext?: ClickToNext | null }).__pcClickToNext;
            return state?.ms === null || state?.ms === undefined ? null : state;
          },
          undefined,
          { timeout: 10_000 },
        )
        .catch(async (error: unknown) => {
          const state = await page.evaluate(() => (window as { __pcClickToNext?: unknown }).__pcClickToNext);
          throw new Error(
            `click ${click + 1}: the next question was not focused and scrolling within 10 s (${JSON.stringify(state)}; ${String(error)})`,
          );
        });
      values.push((await handle.jsonValue()) as ClickToNext);
    }
    return values;
  } finally {
    await context.close();
  }
}

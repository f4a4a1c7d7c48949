import type { Page } from '@playwright/test';
import { INTRO } from './texts.ts';

// spec §4 Continuation: "It auto-scrolls to the first question after 2 seconds if the user has not
// scrolled." The two moments are taken inside the page, on its own clock, so a busy test runner
// cannot stretch or shrink the interval: when the continuation intro is first rendered (checked every
// animation frame) and when the page first scrolls after that.

export interface ContinuationTimes {
  /** performance.now() when the continuation intro appeared, or null */
  readonly intro: number | null;
  /** performance.now() of the first scroll after it, or null */
  readonly scroll: number | null;
}

declare global {
  interface Window {
    __pcContinuationTimes?: { intro: number | null; scroll: number | null };
  }
}

/** Installs the probe for every page load of `page`; call before navigating. */
export async function recordContinuationTimes(page: Page): Promise<void> {
  await page.addInitScript((introText: string) => {
    const times: { intro: number | null; scroll: number | null } = { intro: null, scroll: null };
    window.__pcContinuationTimes = times;
    window.addEventListener(
      'scroll',
      () => {
        if (times.intro !== null && times.scroll === null) times.scroll = performance.now();
      },
      { capture: true, passive: true },
    );
    const poll = () => {
      const title = document.querySelector('pc-quiz')?.shadowRoot?.querySelector('[part~="intro-title"]');
      if (title?.textContent === introText) {
        times.intro = performance.now();
        return;
      }
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, INTRO.continuation);
}

export const continuationTimes = (page: Page): Promise<ContinuationTimes> =>
  page.evaluate(() => ({ ...(window.__pcContinuationTimes ?? { intro: null, scroll: null }) }));

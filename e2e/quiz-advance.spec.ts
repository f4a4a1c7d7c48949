import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { reactAt } from './hydration.ts';
import type { QuizPage } from './quiz/QuizPage.ts';
import { OPTION, Q } from './quiz/texts.ts';

// spec §4 Advance ("after a choice the page scrolls to the next visible question") and docs/decisions/0026:
// the quiz feels instant and the scroll honours prefers-reduced-motion. These tests check
// what happens, never how long it takes (the time is a bench figure: scripts/bench/quizClickToNext.ts):
// by the end of the click, focus is on the next visible question; with reduced motion the page is
// already where it ends up, and it never moves again; without it, the page glides there.

/**
 * Records what the page looks like around each option click: the scroll offset as the click starts
 * (a capture listener on the document runs before the element's handlers), the focused title and
 * the offset once the click is handled (a bubbling listener on the window runs after the element's
 * handlers and the work React does for them), and the offset at each animation frame after it.
 */
const PROBE = `(() => {
  const deepActive = () => {
    let active = document.activeElement;
    while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
    return active;
  };
  document.addEventListener('click', () => {
    window.__pcProbe = { startY: window.scrollY, endY: null, focused: null, frames: [] };
  }, true);
  window.addEventListener('click', () => {
    const probe = window.__pcProbe;
    if (!probe) return;
    const active = deepActive();
    probe.endY = window.scrollY;
    probe.focused = active && active.classList.contains('question__title') ? active.textContent : null;
    const frame = () => {
      if (window.__pcProbe !== probe || probe.frames.length >= 120) return;
      probe.frames.push(window.scrollY);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
})();`;

interface Probe {
  /** The offset as the click started. */
  startY: number;
  /** The offset once the click was handled. */
  endY: number;
  /** The focused question title's text once the click was handled, else null. */
  focused: string | null;
  /** The offset at each animation frame after the click (up to two seconds). */
  frames: number[];
}

const probe = (page: Page): Promise<Probe> =>
  page.evaluate(() => (window as { __pcProbe?: Probe }).__pcProbe as Probe);

/** Clicks an option and returns the probe once the page has stopped moving. */
async function clickAndSettle(page: Page, quiz: QuizPage, title: string, option: string): Promise<Probe> {
  await quiz.option(title, option).click();
  await expect
    .poll(
      async () => {
        const { frames } = await probe(page);
        const last = frames.slice(-20);
        return last.length === 20 && last.every((y) => y === last[0]);
      },
      { message: 'the page comes to rest', timeout: 5_000 },
    )
    .toBe(true);
  return probe(page);
}

/** Where a question's top is against where the advance puts it (its scroll margin, under the tracker). */
const offsetFromItsPlace = (quiz: QuizPage, title: string): Promise<number> =>
  quiz.question(title).evaluate((heading) => {
    const question = heading.closest('[data-question]') as HTMLElement;
    const margin = Number.parseFloat(getComputedStyle(question).scrollMarginBlockStart) || 0;
    return Math.abs(question.getBoundingClientRect().top - margin);
  });

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: PROBE });
});

/**
 * Opens /quiz and waits until the quiz has hydrated: what these tests check happens "by the end of the
 * click" of a hydrated quiz. Its server render shows the options (and COMPLETE) before then, and a
 * press made before hydration is replayed once it has (decision 0126, e2e/early-presses.spec.ts):
 * on a slow run a click could land there and its focus come after the click.
 */
const openHydrated = async (page: Page, quiz: QuizPage): Promise<void> => {
  await quiz.open('/quiz');
  await page.waitForFunction(reactAt, ['pc-quiz', 'hydrated'] as const);
};

test.describe('prefers-reduced-motion: reduce (docs/decisions/0026)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('by the end of the click the next question is focused and in place; the page never glides', async ({
    page,
    quiz,
  }) => {
    await openHydrated(page, quiz);
    for (const [title, option, next] of [
      [Q.bs_bw.self, OPTION.bs_bw.soap, Q.ideal_bw.self('Bar Soap')],
      [Q.ideal_bw.self('Bar Soap'), 'Leave skin soft and hydrated', Q.skin_type.self],
    ] as const) {
      const seen = await clickAndSettle(page, quiz, title, option);
      expect(seen.focused, 'focus is on the next question once the click is handled').toBe(next);
      expect(seen.endY, 'the page scrolled down to it').toBeGreaterThan(seen.startY);
      expect(
        seen.frames.every((y) => y === seen.endY),
        `no frame moves after the click (offsets ${seen.frames.join(', ')})`,
      ).toBe(true);
      expect(await offsetFromItsPlace(quiz, next)).toBeLessThanOrEqual(2);
      await expect(quiz.question(next)).toBeInViewport();
    }
  });

  test('instant even when the host page asks for smooth scrolling (html { scroll-behavior: smooth })', async ({
    page,
    quiz,
  }) => {
    await openHydrated(page, quiz);
    // A CMS theme's rule, set through the CSSOM (the page's CSP allows no inline <style>).
    await page.evaluate(() => {
      document.documentElement.style.scrollBehavior = 'smooth';
    });
    const seen = await clickAndSettle(page, quiz, Q.bs_bw.self, OPTION.bs_bw.both);
    expect(seen.focused).toBe(Q.ideal_bw.self('Soap'));
    expect(seen.endY).toBeGreaterThan(seen.startY);
    expect(
      seen.frames.every((y) => y === seen.endY),
      `no frame moves after the click (offsets ${seen.frames.join(', ')})`,
    ).toBe(true);
  });

  test('focus lands on the next visible question: one the choice revealed, then past the ones it hid', async ({
    page,
    quiz,
  }) => {
    await openHydrated(page, quiz);
    // spec §4: hair_type answered makes hair_freq visible.
    await expect(quiz.question(Q.hair_freq.self)).toBeHidden();
    const revealed = await clickAndSettle(page, quiz, Q.hair_type.self, OPTION.hair_type.bald);
    expect(revealed.focused).toBe(Q.hair_freq.self);
    await expect(quiz.question(Q.hair_freq.self)).toBeInViewport();
    // spec §4: bald hides hair_length; bald with hair_freq never hides hair_need; hair_foaming needs
    // a hair_need or coily hair. The next visible question is fragrance_knowledge.
    const skipped = await clickAndSettle(page, quiz, Q.hair_freq.self, OPTION.hair_freq.never);
    expect(skipped.focused).toBe(Q.fragrance_knowledge.self);
    for (const hidden of [Q.hair_length.self, Q.hair_need.self, Q.hair_foaming.self]) {
      await expect(quiz.question(hidden)).toBeHidden();
    }
    await expect(quiz.question(Q.fragrance_knowledge.self)).toBeInViewport();
    expect(await offsetFromItsPlace(quiz, Q.fragrance_knowledge.self)).toBeLessThanOrEqual(2);
  });
});

test.describe('no motion preference (docs/decisions/0026)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  test('focus moves at once and the page glides to the next question (smooth scroll)', async ({
    page,
    quiz,
  }) => {
    await openHydrated(page, quiz);
    const seen = await clickAndSettle(page, quiz, Q.bs_bw.self, OPTION.bs_bw.soap);
    expect(seen.focused, 'focus is on the next question once the click is handled').toBe(
      Q.ideal_bw.self('Bar Soap'),
    );
    const end = seen.frames.at(-1) ?? seen.startY;
    expect(end, 'the page scrolled down').toBeGreaterThan(seen.startY);
    expect(seen.endY, 'the page has not jumped by the end of the click').toBeLessThan(end);
    const between = seen.frames.filter((y) => y > seen.startY && y < end);
    expect(between.length, `frames on the way (offsets ${seen.frames.join(', ')})`).toBeGreaterThanOrEqual(2);
    expect(await offsetFromItsPlace(quiz, Q.ideal_bw.self('Bar Soap'))).toBeLessThanOrEqual(2);
  });
});

/**
 * The longest interaction on a route at 4× CPU slowdown (issue 45 item 3; docs/decisions/0200): what
 * Event Timing measures and Chrome reports as Interaction to Next Paint, from the input to the next
 * frame painted after every handler ran. The page loads fresh in a new context, its element hydrated
 * and the network quiet; then the CPU is slowed (DevTools' throttling: a mid-range phone's) and a
 * shopper's first moves on the route are played through real input (clicks, typing, Escape). The
 * figure of a load is its longest interaction; each route is loaded `runs` times.
 *
 * Event Timing reports only what lasts 16 ms or more: a load whose every interaction was quicker has
 * no entry, and its figure is 16 ms (the floor, not a measure).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import type { BenchSession } from './sessionPages.ts';

export const INTERACTION_CPU_SLOWDOWN = 4;
/** Below this Event Timing reports nothing: a load with no entry counts as this. */
export const EVENT_TIMING_FLOOR_MS = 16;

/** A route's first moves, as a shopper makes them. */
export interface InteractionScenario {
  /** the route id (scripts/bench/routes.ts) */
  readonly id: string;
  /** what `act` does, for the table */
  readonly moves: string;
  readonly tag: string;
  readonly act: (page: Page) => Promise<void>;
}

const inMain = (page: Page, tag: string) => page.locator(`#pc-main ${tag}`);

/** Lets the last move's frame paint and its Event Timing entry arrive. */
const afterPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );

/**
 * One move: a pointer comes to `target`, rests a moment, then clicks, as a shopper's does (what a page
 * starts on the way, a chunk, a clip's first frame, decision 0067, has begun, as it would have for
 * them); then the frame after it paints.
 */
const click = async (page: Page, target: Locator) => {
  await target.hover();
  await page.waitForTimeout(300);
  await target.click();
  await afterPaint(page);
};

/** One move: `key` pressed, then the frame after it paints. */
const press = async (page: Page, key: string) => {
  await page.keyboard.press(key);
  await afterPaint(page);
};

export const INTERACTION_SCENARIOS: readonly InteractionScenario[] = [
  {
    id: 'quiz',
    moves: 'answers the first 5 option questions',
    tag: 'pc-quiz',
    act: async (page) => {
      const quiz = inMain(page, 'pc-quiz');
      for (let answered = 0; answered < 5; answered++) {
        const option = quiz
          .getByRole('radiogroup')
          .filter({ hasNot: page.getByRole('radio', { checked: true }) })
          .first()
          .getByRole('radio')
          .first();
        await click(page, option);
      }
    },
  },
  {
    id: 'gift-cards',
    moves: 'picks $100, types a name, PHYSICAL then E-GIFT CARD, opens the date and closes it',
    tag: 'pc-gift-cards',
    act: async (page) => {
      const gifts = inMain(page, 'pc-gift-cards');
      await click(page, gifts.getByRole('radio', { name: /^\$100\b/ }));
      await gifts.getByRole('textbox', { name: 'Recipient name' }).pressSequentially('Ana', { delay: 50 });
      await afterPaint(page);
      await click(page, gifts.getByRole('button', { name: 'PHYSICAL GIFT CARD', exact: true }));
      await click(page, gifts.getByRole('button', { name: 'E-GIFT CARD', exact: true }));
      await click(page, gifts.getByRole('button', { name: /^Delivery date/ }));
      await gifts.getByRole('dialog', { name: 'Choose a delivery date' }).waitFor();
      await press(page, 'Escape');
    },
  },
  {
    id: 'candle',
    moves: 'next candle twice, previous, tap for more info and Escape, add to cart',
    tag: 'pc-candle',
    act: async (page) => {
      const candle = inMain(page, 'pc-candle');
      for (const name of ['Next candle', 'Next candle', 'Previous candle']) {
        await click(page, candle.getByRole('button', { name }));
      }
      await click(page, candle.getByRole('button', { name: 'tap for more info' }));
      await candle.getByRole('dialog').waitFor();
      await press(page, 'Escape');
      await click(page, candle.locator('.buy__button'));
    },
  },
  {
    id: 'launch-green',
    moves: 'the reviews: next twice, previous',
    tag: 'pc-launch',
    act: async (page) => {
      const reviews = inMain(page, 'pc-launch').getByRole('region', { name: 'Customer reviews' });
      await reviews.scrollIntoViewIfNeeded();
      for (const name of ['Next review', 'Next review', 'Previous review']) {
        await click(page, reviews.getByRole('button', { name }));
      }
    },
  },
  {
    id: 'contact',
    moves: 'opens two questions of the FAQ',
    tag: 'pc-contact',
    act: async (page) => {
      const questions = inMain(page, 'pc-contact').locator('button[aria-expanded]');
      for (const index of [0, 1]) {
        await click(page, questions.nth(index));
      }
    },
  },
];

/** Collects every Event Timing entry of an interaction, from the page's first script on. */
const RECORD_SCRIPT = `(() => {
  window.__pcInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__pcInteractions.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true });
})();`;

/** The longest of `durations`, or the floor when Event Timing reported none. */
export const longestInteraction = (durations: readonly number[]): number =>
  Math.max(EVENT_TIMING_FLOOR_MS, ...durations);

/** One fresh load of `url` at 4× CPU: `scenario`'s moves, and the longest interaction in ms. */
export const longestInteractionOnce = async (
  browser: Browser,
  url: string,
  scenario: InteractionScenario,
  session?: BenchSession,
): Promise<number> => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(session ? { storageState: session.storageState } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_SCRIPT });
    await page.goto(url);
    await page.waitForFunction((tag) => customElements.get(tag) !== undefined, scenario.tag);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
    await scenario.act(page);
    const durations = await page.evaluate(() =>
      ((window as { __pcInteractions?: { duration: number }[] }).__pcInteractions ?? []).map(
        (entry) => entry.duration,
      ),
    );
    return longestInteraction(durations);
  } finally {
    await context.close();
  }
};

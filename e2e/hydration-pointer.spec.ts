import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { reactAt } from './hydration.ts';
import { pageErrors } from './pageErrors.ts';

// design.md "First paint" and docs/decisions/0093: a shopper's pointer moves over a server-rendered
// element while its script is on its way and while it hydrates. React holds such a move (the pointer
// entering a part of the view) until hydration has committed and then dispatches it again; it must
// reach the view with no error. Before 0093 the replay threw `Cannot read properties of null (reading
// 'dispatchEvent')` (Firefox: `n.target is null`) on some loads.

/** Routes whose element the server renders, each a view of several parts for the pointer to cross. */
const ROUTES = [
  { path: '/quiz', tag: 'pc-quiz' },
  { path: '/quizresult', tag: 'pc-results' },
  { path: '/candle/big-sur', tag: 'pc-candle' },
  { path: '/gift-cards', tag: 'pc-gift-cards' },
] as const;

interface HeldScheduler {
  hold(): void;
  release(): void;
}

/**
 * Holds the page's scheduled tasks (React's scheduler posts each slice of its work as a message on a
 * MessageChannel) while the test says so: React then listens on a root it has not hydrated yet, as
 * on a slow phone, for as long as the pointer takes to move. Any other message waits with them and is
 * delivered, in order, on release.
 */
const holdableScheduler = (page: Page) =>
  page.addInitScript(() => {
    const post = MessagePort.prototype.postMessage;
    const held: [MessagePort, unknown[]][] = [];
    let holding = false;
    MessagePort.prototype.postMessage = function postMessage(this: MessagePort, ...args: unknown[]) {
      if (holding) held.push([this, args]);
      else (post as (...a: unknown[]) => void).apply(this, args);
    };
    const scheduler: HeldScheduler = {
      hold: () => {
        holding = true;
      },
      release: () => {
        holding = false;
        for (const [port, args] of held.splice(0)) (post as (...a: unknown[]) => void).apply(port, args);
      },
    };
    (window as unknown as { heldScheduler: HeldScheduler }).heldScheduler = scheduler;
  });

/** The pointer across the element, top left to bottom right and back, over the parts on the way. */
const sweep = async (page: Page, tag: string) => {
  const box = await page.locator(`#pc-main > ${tag}`).boundingBox();
  if (!box) throw new Error(`${tag} has no box`);
  const bottom = Math.min(box.y + box.height, 790);
  const corners = [
    [box.x + 10, box.y + 10],
    [box.x + box.width - 10, bottom - 10],
    [box.x + box.width / 2, box.y + 10],
    [box.x + 10, bottom - 10],
  ] as const;
  for (const [x, y] of corners) await page.mouse.move(x, y, { steps: 12 });
  // Last onto the view's first heading: a move React holds is its last one onto a part of the view
  // (a move onto the wrapper itself, between parts, is not held and drops the one held before).
  const heading = await page.locator(`#pc-main > ${tag}`).locator('h1, h2').first().boundingBox();
  if (!heading) throw new Error(`${tag} shows no heading`);
  await page.mouse.move(heading.x + heading.width / 2, heading.y + heading.height / 2, { steps: 12 });
};

test.describe('the pointer moving over a server render while it hydrates (docs/decisions/0093)', () => {
  for (const { path, tag } of ROUTES) {
    test(`${path}: no error, before the script and while <${tag}> hydrates`, async ({ page }) => {
      await holdableScheduler(page);
      const problems = pageErrors(page);
      let sendScript = () => {};
      const scriptHeld = new Promise<void>((held) => {
        void page.route(`**/elements/${tag}.js`, async (route: Route) => {
          held();
          await new Promise<void>((send) => {
            sendScript = send;
          });
          await route.continue();
        });
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await scriptHeld;
      await expect(page.locator(`#pc-main > ${tag}`)).toBeVisible();

      // The script is on its way: the first view is the server's alone.
      await sweep(page, tag);
      await page.evaluate(() => (window as unknown as { heldScheduler: HeldScheduler }).heldScheduler.hold());
      sendScript();
      // React listens on the server render but has not hydrated it: the pointer enters its parts.
      await page.waitForFunction(reactAt, [tag, 'listening'] as const);
      await sweep(page, tag);
      await page.evaluate(() =>
        (window as unknown as { heldScheduler: HeldScheduler }).heldScheduler.release(),
      );
      await page.waitForFunction(reactAt, [tag, 'hydrated'] as const);
      // React dispatches the moves it held once hydration has committed, in a task of its own.
      await sweep(page, tag);
      await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));

      expect(problems).toEqual([]);
    });
  }
});

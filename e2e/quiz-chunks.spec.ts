import { expect, test } from './fixtures.ts';
import { mainNavLink } from './quiz/journeys.ts';
import { OPTION, Q } from './quiz/texts.ts';

// docs/decisions/0065: the quiz's leave guard (spec §4 Leaving) is a chunk of its own, which no
// first view needs. It loads with the page, by itself, right after hydration: before the shopper's
// first selection can start the quiz, so a started quiz is always guarded.

// A shopper's fresh load: the demo's QA panel closed, its code not loaded (docs/decisions/0058).
test.use({ qaPanelOpen: false });

const isLeaveGuard = (url: string) => /\/elements\/leaving-[\w-]+\.js$/.test(new URL(url).pathname);

test('the leave guard loads with the quiz page, unasked, and guards the first selection', async ({
  page,
  quiz,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isLeaveGuard(request.url())) requested.push(request.url());
  });
  const guardLoaded = page.waitForResponse((response) => isLeaveGuard(response.url()) && response.ok());
  const document = await page.goto('/quiz');
  // Not in the page's first scripts: the first view does not wait for it.
  expect(await document?.text()).not.toMatch(/leaving-[\w-]+\.js/);
  await guardLoaded;
  expect(requested).toHaveLength(1);
  await quiz.waitUntilLoaded();

  await quiz.choose(Q.bs_bw.self, OPTION.bs_bw.soap);
  await mainNavLink(page, 'Contact').click();
  await expect(quiz.loseProgressDialog).toBeVisible();
  await expect(page).toHaveURL(/\/quiz$/);
  expect(requested).toHaveLength(1);
});

import { ROUTES, routeLinks } from '@pc/shared/routes';
import { expect, test } from './fixtures.ts';
import { layoutShifts } from './layoutShifts.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// Issue 8 "Browser tests check what must never regress": zero layout-shift entries on every route's
// load, from the navigation until the page's first view shows (its h1: the element's own for a built
// element, the demo's for the others). One example path per route of the route table, on the demo
// against the real store server, which renders each route's element into the page (item 1).

for (const route of ROUTES) {
  const path = routeLinks(route)[0]!;
  test(`${path} (${route.id}) loads without a layout shift`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('#pc-main h1').first()).toBeVisible({ timeout: 10_000 });
    // The element's script has run (its definition is what could shift the page), when there is one.
    const { view } = route;
    // (Not on a page that shows no element: an order-received page of no order of this session is a
    // not-found view, issue 10.)
    if (view.kind === 'element' && view.ready && (await page.locator(`#pc-main ${view.tag}`).count()) > 0) {
      await page.waitForFunction((tag) => customElements.get(tag) !== undefined, view.tag);
    }
    expect(await layoutShifts(page)).toEqual([]);
  });
}

test('/quizresult after the quiz: its bathroom module (spec §2) moves nothing as it arrives', async ({
  page,
}) => {
  // A shopper's own results: the module of their survey log shows above the cards (spec §7 GET
  // bathroom_module), the most visited page after the quiz.
  await takeSurvey(page, PROFILES.sam, { emailCapture: false });
  await page.reload();
  await expect(
    page.locator('#pc-main pc-results').getByRole('heading', { name: 'Sam Essentials' }),
  ).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

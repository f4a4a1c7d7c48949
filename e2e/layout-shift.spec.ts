import { ROUTES, routeLinks } from '@pc/shared/routes';
import { addToCart, HAND_CREAM } from './cross-sell/store.ts';
import { expect, test } from './fixtures.ts';
import { layoutShifts } from './layoutShifts.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// A tester's page (fixtures.ts `qaPanelOpen`): these pages with the QA panel open: it must move nothing either.
test.use({ qaPanelOpen: true });

// design.md "First paint" ("nothing shifts"): zero layout-shift entries on every route's
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
    // not-found view, docs/decisions/0036.)
    if (view.kind === 'element' && (await page.locator(`#pc-main ${view.tag}`).count()) > 0) {
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

// docs/decisions/0063 (bench: CLS 0.116 on /checkout under Lighthouse's phone): the checkout frame is drawn
// around <pc-cross-sell> by the demo; at a phone's width the QA panel sits below the main region, so
// nothing below may be painted before the frame's first view is (decision 0053 notes why).
for (const cart of ['empty', 'with a line'] as const) {
  test(`/checkout at a phone's width, cart ${cart}: the checkout frame moves nothing as it appears`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    if (cart === 'with a line') {
      await page.goto('/contact');
      await addToCart(page, HAND_CREAM.product, { variationId: HAND_CREAM.variation });
    }
    await page.goto('/checkout');
    await expect(page.locator('#pc-main h1')).toHaveText('Checkout');
    if (cart === 'with a line') {
      await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(
        1,
      );
    }
    await page.waitForFunction(() => customElements.get('pc-cross-sell') !== undefined);
    // The QA panel below has shown and read its cart too: nothing it drew moved either.
    const panel = page.getByRole('complementary', { name: 'QA panel' });
    await expect(panel.locator('.qa-cart-summary')).not.toHaveText('Loading…');
    await expect(panel).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });
}

// The bench's Lighthouse phone gave /insights CLS 0.058: the server renders "Checking your sign-in…",
// then the sign-in form takes its place and pushed the QA panel below down. On a slow phone the
// element's script arrives after the panel has painted: here it is held until then. The element keeps
// the viewport's height, as every page element does (decision 0025), so nothing after it moves.
test("/insights at a phone's width, its script late: the sign-in replacing the check moves nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const panel = page.getByRole('complementary', { name: 'QA panel' });
  let release = () => {};
  const painted = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/elements/pc-insights.js', async (route) => {
    await painted;
    await route.continue();
  });
  await page.goto('/insights');
  await expect(page.getByText('Checking your sign-in…')).toBeVisible();
  await expect(panel).toBeVisible();
  // Two frames: the panel below the check is on screen.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  release();
  await expect(page.getByRole('heading', { name: 'Shop owner sign-in' })).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pageLoads } from './pageLoads.ts';
import { bathroomShift } from './results/bathroomShift.ts';
import type { ResultsPage } from './results/ResultsPage.ts';
import { TEXT } from './results/storeSpec.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// spec §2 Results "Bathroom module": "It collapses when the page is scrolled past the top"
// (docs/decisions/0134): compact and fixed over its column, and back when the shopper scrolls up to
// it. What the page does as it collapses is the engine's layout, so these run in Firefox too.

test.describe.configure({ timeout: 60_000 });

/** Sam's results (docs/decisions/0009), the module in full at the top. */
const samsModule = async (page: Page, results: ResultsPage) => {
  await takeSurvey(page, PROFILES.sam, { emailCapture: false });
  const module = results.bathroom('Sam');
  const tagline = module.getByText(TEXT.bathroomTagline, { exact: true });
  await expect(tagline).toBeVisible();
  return { module, tagline };
};

test('collapses to its heading and CHECKOUT when the page is scrolled past its top, and comes back', async ({
  page,
  results,
}) => {
  const { module, tagline } = await samsModule(page, results);

  await results.card('Your Body Set').heading.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);
  await expect(tagline).toHaveCount(0);
  // Still there, compact: the heading and CHECKOUT stay in view.
  await expect(module.getByRole('heading', { name: TEXT.bathroomHeading('Sam') })).toBeInViewport();
  await expect(module.getByRole('button', { name: /^CHECKOUT/ })).toBeInViewport();
  // Fixed over its own column (docs/decisions/0134): the column's place and width, not the view's.
  const column = await results.element.locator('.results').evaluate((node) => {
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const [start, end] = [parseFloat(style.paddingInlineStart), parseFloat(style.paddingInlineEnd)];
    return [Math.round(box.x + start), Math.round(box.width - start - end)];
  });
  const bar = await module.boundingBox();
  expect(bar && [Math.round(bar.x), Math.round(bar.width)]).toEqual(column);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tagline).toBeVisible();
});

// A card the shopper is reading (or pressing: a Buy once press in Firefox landed on the page beside
// it) stays where it is as the module above it goes compact: its place keeps the full module's height.
test('going compact moves nothing below it: the card in view stays where it was', async ({
  page,
  results,
}) => {
  await samsModule(page, results);
  const moved = await results.card('Your Body Set').heading.evaluate(bathroomShift);
  expect(moved).toEqual({ compact: true, shift: 0 });
});

// The same results met again by an in-page route change and Back (the element mounted anew): the
// module goes compact as it did, with nothing below it moving.
test('after an in-page route away and Back, going compact still moves nothing below it', async ({
  page,
  results,
}) => {
  const { tagline } = await samsModule(page, results);
  const url = page.url();
  const loads = await pageLoads(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.locator('#pc-main pc-contact')).toBeAttached();
  await page.goBack();
  expect(page.url()).toBe(url);
  await expect(tagline).toBeVisible();
  const moved = await results.card('Your Body Set').heading.evaluate(bathroomShift);
  expect(moved).toEqual({ compact: true, shift: 0 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tagline).toBeVisible();
  expect(loads).toEqual([]);
});

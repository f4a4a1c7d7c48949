import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// docs/decisions/0107: the store's documentation pages, the index and one page per element written from
// custom-elements.json, pass axe like every page of the store (design.md "Tests": WCAG 2.2 AA, best
// practice, target-size), with each page's live example as its element shows it.

interface Manifest {
  modules: { declarations: { tagName: string }[] }[];
}

/** The tags the manifest declares: a page each. */
const tagsOf = async (page: Page): Promise<string[]> => {
  const answer = await page.request.get('/custom-elements.json');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as Manifest;
  return manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));
};

/** The live example's element is defined, past its loading state, and its calls have settled. */
const liveExampleSettled = async (page: Page, tag: string) => {
  await page.waitForFunction((name) => {
    const element = document.querySelector(`.live ${name}`);
    return element?.matches(':defined') && !element.matches(':state(loading)');
  }, tag);
  await page.waitForLoadState('networkidle');
};

test('the documentation index passes axe, and links every element’s page', async ({ page, axe }) => {
  const tags = await tagsOf(page);
  await page.goto('/elements/docs/');
  await expect(page.getByRole('heading', { level: 1, name: 'Elements' })).toBeVisible();
  for (const tag of tags)
    await expect(page.getByRole('link', { name: `<${tag}>`, exact: true })).toBeVisible();
  await axe();
});

test('every element’s documentation page passes axe with its live example shown', async ({ page, axe }) => {
  test.setTimeout(120_000);
  for (const tag of await tagsOf(page)) {
    await page.goto(`/elements/docs/${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: `<${tag}>` })).toBeVisible();
    await liveExampleSettled(page, tag);
    await axe(`/elements/docs/${tag}`);
  }
});

test('the documentation pages pass axe on a 320 px phone', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/elements/docs/');
  await axe('/elements/docs/ at 320 px');
  for (const tag of await tagsOf(page)) {
    await page.goto(`/elements/docs/${tag}`);
    await liveExampleSettled(page, tag);
    await axe(`/elements/docs/${tag} at 320 px`);
  }
});

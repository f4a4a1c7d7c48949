import { expect, type Page } from '@playwright/test';

// The page the quiz lands on after COMPLETE (spec §4 Completion → spec §2 results routes). The
// results element may or may not be built yet; the store server puts the recommended results into
// the page's `#pc-config` either way (docs/architecture.md "Page configuration and data"), so the
// recommendation is checked there, and on screen too when `<pc-results>` renders.

/** The `survey_log_id` of a results URL, checked to be a non-empty value. */
export const surveyLogIdOf = (url: string): string => {
  const id = new URL(url).searchParams.get('survey_log_id');
  expect(id, `${url} carries a survey_log_id`).toBeTruthy();
  return id ?? '';
};

const pageData = async (page: Page): Promise<unknown> => {
  const text = await page.locator('script#pc-config').textContent();
  return (JSON.parse(text ?? '{}') as { data?: unknown }).data;
};

/** Every string in a JSON value, so a set name is found wherever the results data puts it. */
const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
};

/**
 * The results page shows the stored recommendation: each of `sets` (spec §3 sample product sets,
 * e.g. 'Face Set') is named in the page's results data for this survey log, and on screen when the
 * results element is there. `absent` sets must not be recommended.
 */
export async function expectRecommendedSets(
  page: Page,
  surveyLogId: string,
  sets: readonly string[],
  absent: readonly string[] = [],
): Promise<void> {
  const main = page.locator('#pc-main');
  await expect(main.locator(':scope > pc-results').first()).toBeAttached();
  const data = await pageData(page);
  const texts = strings(data);
  expect(texts, 'the results data names the survey log of the URL').toContain(surveyLogId);
  for (const name of sets) {
    expect(
      texts.some((text) => text.includes(name)),
      `the results data recommends ${name}: ${JSON.stringify(data).slice(0, 400)}`,
    ).toBe(true);
  }
  for (const name of absent) {
    expect(
      texts.some((text) => text.includes(name)),
      `the results data does not recommend ${name}`,
    ).toBe(false);
  }
  const results = main.locator(':scope > pc-results');
  if ((await results.count()) === 0) return;
  for (const name of sets) await expect(results.getByText(name).first()).toBeVisible({ timeout: 10_000 });
}

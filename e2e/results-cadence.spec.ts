import { expect, test } from './fixtures.ts';
import { cartWithLines } from './results/cart.ts';
import { CADENCE, PRICE, TEXT } from './results/storeSpec.ts';
import { PROFILES, takeSurvey } from './results/surveys.ts';

// spec §9 "Default subscription cadences: 9 weeks (face and shampoo), 10 (conditioner,
// deodorant), 4 (body wash), 12 (body lotion)", per product; a set's cadence choice never silently
// ships an item at another item's cadence (decision 0016): a synthetic set's items are separate cart
// lines, each at its own cadence; a bundle is one box at one cadence, and its card says, per item,
// what it ships at and what that item's own default is.

test.describe.configure({ timeout: 60_000 });

test('a synthetic set added as a subscription puts each item in the cart at its own §9 cadence', async ({
  page,
  results,
  axe,
}) => {
  // Robin never wears deodorant: the Body Set is the body wash and the body lotion (synthetic).
  const surveyLogId = await takeSurvey(page, PROFILES.robin, { emailCapture: false });
  const body = results.card('Your Body Set');
  await expect(body.subscribe).toBeChecked();
  const delivery = body.root.getByRole('group', { name: 'Delivery', exact: true });
  const wash = delivery.getByRole('combobox', { name: /Body Wash$/ });
  const lotion = delivery.getByRole('combobox', { name: /Body Lotion$/ });
  await expect(wash.locator('option:checked')).toHaveText(TEXT.cadence(CADENCE.bodyWash));
  await expect(lotion.locator('option:checked')).toHaveText(TEXT.cadence(CADENCE.bodyLotion));
  await axe('a synthetic set with a cadence per item');

  await body.addButton.click();
  const lines = await cartWithLines(page, 2);
  expect(lines.find((line) => /Body Wash/.test(line.name))).toMatchObject({
    price: PRICE.bodyWash.subscription,
    cadence: CADENCE.bodyWash,
    surveyLogId,
  });
  expect(lines.find((line) => /Body Lotion/.test(line.name))).toMatchObject({
    price: PRICE.bodyLotion.subscription,
    cadence: CADENCE.bodyLotion,
    surveyLogId,
  });
});

test("a synthetic set item's changed cadence is that item's alone", async ({ page, results }) => {
  await takeSurvey(page, PROFILES.robin, { emailCapture: false });
  const body = results.card('Your Body Set');
  const delivery = body.root.getByRole('group', { name: 'Delivery', exact: true });
  await delivery.getByRole('combobox', { name: /Body Lotion$/ }).selectOption({ label: TEXT.cadence(8) });
  await body.addButton.click();
  const lines = await cartWithLines(page, 2);
  expect(lines.find((line) => /Body Wash/.test(line.name))?.cadence).toBe(CADENCE.bodyWash);
  expect(lines.find((line) => /Body Lotion/.test(line.name))?.cadence).toBe(8);
});

test('a bundle set shows what each item ships at (one box), and the cart holds that cadence', async ({
  page,
  results,
  axe,
}) => {
  await takeSurvey(page, PROFILES.sam, { emailCapture: false });
  const body = results.card('Your Body Set');
  await expect(body.subscribe).toBeChecked();
  // The set ships when its first item runs out: the body wash's 4 weeks (decision 0009).
  await expect(body.cadence.locator('option:checked')).toHaveText(TEXT.cadence(CADENCE.bodyWash));
  const every = (weeks: number) => TEXT.cadence(weeks);
  const schedule = (weeks: number) => [
    `Deodorant: ${every(weeks)}${weeks === CADENCE.deodorant ? '' : ` (on its own: ${every(CADENCE.deodorant)})`}`,
    `Body Wash: ${every(weeks)}${weeks === CADENCE.bodyWash ? '' : ` (on its own: ${every(CADENCE.bodyWash)})`}`,
    `Body Lotion: ${every(weeks)}${weeks === CADENCE.bodyLotion ? '' : ` (on its own: ${every(CADENCE.bodyLotion)})`}`,
  ];
  const items = body.root.locator('.purchase__box li');
  // Item names carry their tailored formula or scent; the rows end with the name the spec gives.
  const rows = async () =>
    (await items.allTextContents()).map((row) => row.replace(/^.*?(Deodorant|Body Wash|Body Lotion)/, '$1'));
  await expect.poll(rows).toEqual(schedule(CADENCE.bodyWash));
  await expect(body.cadence).toHaveAccessibleDescription(/^Ships together in one box:/);
  await axe('a bundle set with what each item ships at');

  await body.chooseCadence(6);
  await expect.poll(rows).toEqual(schedule(6));
  await body.addButton.click();
  const [line] = await cartWithLines(page, 1);
  expect(line).toMatchObject({ name: 'Body Set', price: PRICE.bodySet.subscription, cadence: 6 });
  expect(line!.bundle).toHaveLength(3);
});

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { CHROMIUM_ONLY, expect, test } from './fixtures.ts';

// The shop owner's report (docs/decisions/0119-0122) on the demo's /insights, against the real store
// server: the sign-in, each section's tables with their CSV, who may read it, axe and the keyboard.
// Other tests add orders to the same store as these run, so figures are compared with the store's own
// answer at that moment, and exactly only for a range no test writes to.

const DEMO_OWNER = { email: 'owner@pcstore.example', password: 'candle-ledger-42' };
const REPORT = '/wp-json/pc/v1/insights';
const QUIET_RANGE = { from: '2020-01-01', to: '2020-01-31' };
const SECTIONS = [
  'Attribution',
  'Quiz funnel',
  'Cross-sell',
  'Gift cards',
  'Subscriptions',
  'One journey',
  'Webhooks',
];

const insights = (page: Page) => page.locator('#pc-main pc-insights');

/** Presses Tab until `target` has the focus (inside the element's shadow root too): keyboard alone. */
const tabTo = async (page: Page, target: Locator) => {
  for (let presses = 0; presses < 60; presses++) {
    if (
      await target.evaluate(
        (node) =>
          node.getRootNode() instanceof ShadowRoot &&
          (node.getRootNode() as ShadowRoot).activeElement === node,
      )
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the field');
};

const signInWithKeyboard = async (page: Page, password = DEMO_OWNER.password) => {
  const element = insights(page);
  const email = element.getByLabel('Email');
  await expect(email).toBeVisible();
  await tabTo(page, email);
  await page.keyboard.type(DEMO_OWNER.email);
  await page.keyboard.press('Tab');
  await expect(element.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
};

/** The funnel's steps as the report names them (decision 0121); the store answers their keys. */
const STEP_NAMES: Record<string, string> = {
  views: 'Quiz views',
  starts: 'Starts',
  completions: 'Completions',
  resultsViews: 'Results views',
  emails: 'Email captured',
  adds: 'Added to cart',
  orders: 'Orders within 7 days',
};

/** A table's cells as the page shows them: the header row, then each row. */
const cellsOf = (table: Locator): Promise<string[][]> =>
  table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );

/** RFC 4180 as model/csv.ts writes it: quoted cells with doubled quotes, CRLF rows. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
};

test.describe('signed out, or a shopper', () => {
  test('the report and its calls answer 401 without a session and 403 to a shopper', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // No session at all: each call from a client that kept no cookie.
    for (const path of [`${REPORT}?from=2026-11-01&to=2026-11-30`, '/wp-json/pc/v1/owner/self']) {
      const stranger = await playwright.request.newContext({ baseURL });
      const signedOut = await stranger.get(path);
      expect(signedOut.status(), path).toBe(401);
      expect(await signedOut.json()).toMatchObject({ code: 'pc_owner_signed_out', data: { status: 401 } });
      await stranger.dispose();
    }

    // A shopper: the demo gave this browser a pc_session; its cookie opens no report.
    await page.goto('/contact');
    const asShopper = await page.request.get(`${REPORT}?from=2026-11-01&to=2026-11-30`);
    expect(asShopper.status()).toBe(403);
    expect(await asShopper.text()).not.toContain('attribution');
    await page.goto('/insights');
    await expect(insights(page).getByRole('heading', { name: 'Shop owner sign-in' })).toBeVisible();
    await expect(insights(page).getByRole('table')).toHaveCount(0);
  });

  test('a wrong password is said so, keeps what was typed, and is axe clean', async ({ page, axe }) => {
    await page.goto('/insights');
    await axe('/insights signed out');
    await signInWithKeyboard(page, 'not-the-password');
    const element = insights(page);
    await expect(element.getByRole('alert')).toHaveText(
      'That email and password do not match an owner account.',
    );
    await expect(element.getByLabel('Email')).toHaveValue(DEMO_OWNER.email);
    await axe('/insights after a wrong password');
  });
});

test.describe('the owner', () => {
  test('signs in with the keyboard alone, reads each section, and each CSV export is its table', async ({
    page,
    axe,
  }) => {
    await page.goto('/insights');
    await signInWithKeyboard(page);
    const element = insights(page);
    await expect(element.getByText(`Signed in as ${DEMO_OWNER.email}`, { exact: true })).toBeVisible();
    await expect(element.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
    await expect(element.getByRole('status')).toHaveText(
      /^Report for \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} loaded\.$/,
    );

    // The quiet range: nothing happened in January 2020, exactly.
    await element.getByLabel('First day').fill(QUIET_RANGE.from);
    await element.getByLabel('Last day').fill(QUIET_RANGE.to);
    await tabTo(page, element.getByRole('button', { name: 'Show report' }));
    await page.keyboard.press('Enter');
    await expect(element.getByRole('status')).toHaveText('Report for 2020-01-01 to 2020-01-31 loaded.');
    await expect(
      element.getByText('Response rate 0.0 %: 0 of 0 orders answered', { exact: false }),
    ).toBeVisible();
    expect(await cellsOf(element.getByRole('table', { name: 'Cross-sell offers and choices' }))).toEqual([
      ['Figure', 'Value'],
      ['Offers shown', '0'],
      ['SUBSCRIBE', '0'],
      ['BUY ONCE', '0'],
      ['NO THANKS', '0'],
      ['Take rate', '0.0 %'],
      ['Added revenue', '$0'],
    ]);
    expect(
      await cellsOf(element.getByRole('table', { name: 'Revenue by whether the shopper took the quiz' })),
    ).toEqual([
      ['Shoppers', 'Orders', 'Revenue', 'Average order value'],
      ['Took the quiz', '0', '$0', '$0'],
      ['Did not take the quiz', '0', '$0', '$0'],
    ]);
    await axe('/insights signed in');

    // Every table's CSV, exported with the keyboard, holds the table's header and rows.
    // The report's tables (the webhooks' deliveries below them have no CSV).
    const tables = element.locator('[data-table]').getByRole('table');
    const count = await tables.count();
    // attribution and what "Other" said, a funnel and its drop-off per quiz type, cross-sell, gift cards,
    // subscriptions, journey
    expect(count).toBe(10);
    for (let index = 0; index < count; index++) {
      const table = tables.nth(index);
      const caption = (await table.locator('caption').textContent()) ?? '';
      const button = element.getByRole('button', { name: `Export “${caption}” as CSV` });
      await tabTo(page, button);
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(download.suggestedFilename()).toMatch(/^insights-[a-z-]+-2020-01-01-2020-01-31\.csv$/);
      const csv = parseCsv(await readFile((await download.path())!, 'utf8'));
      const shown = await cellsOf(table);
      // An empty table shows one 'Nothing in this range.' row; its CSV has the header alone.
      const rows =
        shown.length === 2 && shown[1]![0] === 'Nothing in this range.' ? shown.slice(0, 1) : shown;
      expect(csv, caption).toEqual(rows);
    }
  });

  test('the tables say what the store answers for this month, and signing out closes them', async ({
    page,
  }) => {
    await page.goto('/insights');
    await signInWithKeyboard(page);
    const element = insights(page);
    const status = element.getByRole('status');
    await expect(status).toHaveText(/loaded\.$/);
    const [, from, to] = /Report for (\S+) to (\S+) loaded\./.exec((await status.textContent()) ?? '')!;
    // The store's answer with the owner's cookie, then the page again, both after the same writes.
    const answer = await (await page.request.get(`${REPORT}?from=${from}&to=${to}`)).json();
    await element.getByRole('button', { name: 'Show report' }).click();
    await expect(status).toHaveText(`Report for ${from} to ${to} loaded.`);
    const funnel = answer.funnels[0] as { steps: { step: string; count: number }[] };
    expect(await cellsOf(element.getByRole('table', { name: 'Self quiz funnel' }))).toEqual([
      ['Step', 'Count'],
      ...funnel.steps.map((step) => [STEP_NAMES[step.step], step.count.toLocaleString('en-US')]),
    ]);
    const journey = await cellsOf(
      element.getByRole('table', { name: 'Revenue by whether the shopper took the quiz' }),
    );
    expect(journey.slice(1).map((row) => row[1])).toEqual(
      (answer.journey as { orders: number }[]).map((row) => row.orders.toLocaleString('en-US')),
    );

    await element.getByRole('button', { name: 'Sign out' }).click();
    await expect(element.getByRole('heading', { name: 'Shop owner sign-in' })).toBeVisible();
    await expect(element.getByRole('table')).toHaveCount(0);
    expect((await page.request.get(`${REPORT}?from=${from}&to=${to}`)).status()).toBe(403);
  });
});

test.describe('the owner’s webhooks', () => {
  // decision 0190: the section's controls are labelled; the secret shows once; removed, it is gone.
  test('adds an endpoint for an event, shows its secret once, and removes it', {
    tag: CHROMIUM_ONLY,
  }, async ({ page }) => {
    await page.goto('/insights');
    await signInWithKeyboard(page);
    const section = insights(page).getByRole('region', { name: 'Webhooks' });
    const url = `https://hooks.example.com/e2e-${Date.now()}`;
    await section.getByLabel('Endpoint URL').pressSequentially(url);
    await section.getByRole('checkbox', { name: 'Order placed' }).check();
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(section.getByText(/^whsec_[0-9a-f]{48}$/)).toBeVisible();
    await expect(insights(page).getByRole('status')).toHaveText(`Endpoint ${url} added.`);
    await expect(section.getByRole('listitem').filter({ hasText: url })).toContainText('Order placed');
    // Removed, so the suite's other orders queue nothing for it.
    await section.getByRole('button', { name: `Remove ${url}` }).click();
    await expect(insights(page).getByRole('status')).toHaveText('Endpoint removed.');
    await expect(section.getByRole('listitem').filter({ hasText: url })).toHaveCount(0);
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// spec §2 Contact page, on the demo's /contact route, against the real store server.

const contact = (page: Page) => page.locator('#pc-main pc-contact');

const open = async (page: Page) => {
  await page.goto('/contact');
  await expect(contact(page).getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  return contact(page);
};

const faqButton = (element: Locator, name: string) => element.getByRole('button', { name, exact: true });

test('shows the texts of spec §2 exactly', async ({ page }) => {
  const element = await open(page);
  await expect(element.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(
    element.getByText('Whatever you need help with, we got your back.', { exact: true }),
  ).toBeVisible();
  // spec §2 and §9: support hours.
  const hours = element.getByRole('region', { name: 'Customer Support Hours' });
  await expect(hours.getByText('Monday - Friday 10AM - 6PM ET', { exact: true })).toBeVisible();
  await expect(element.getByRole('heading', { level: 2 })).toHaveText([
    'Customer Support Hours',
    'Get in Touch',
    'Frequently Asked Questions',
    'More Help',
    'Your Data', // issue 39 item 5: a shopper's data (docs/decisions/0150)
  ]);
  // spec §2: the FAQ accordion covers returns, subscriptions and shipping speed.
  await expect(element.getByRole('heading', { level: 3 })).toHaveText([
    'What is your satisfaction guarantee?',
    'How do I manage or cancel my subscription?',
    'How long does shipping take?',
  ]);
});

test('links email, SMS, all FAQs, partnerships and careers', async ({ page }) => {
  const element = await open(page);
  await expect(element.getByRole('link', { name: 'support@pcstore.example', exact: true })).toHaveAttribute(
    'href',
    'mailto:support@pcstore.example',
  );
  await expect(element.getByRole('link', { name: '+1 (212) 555-0147', exact: true })).toHaveAttribute(
    'href',
    'sms:+12125550147',
  );
  const more = element.getByRole('navigation', { name: 'More Help' });
  await expect(more.getByRole('link', { name: 'See all FAQs', exact: true })).toHaveAttribute(
    'href',
    '/faqs-shipping-returns',
  );
  await expect(
    more.getByRole('link', { name: 'Partnerships: partnerships@pcstore.example', exact: true }),
  ).toHaveAttribute('href', 'mailto:partnerships@pcstore.example');
  await expect(more.getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute('href', '/careers');

  // The two site links lead to the demo's pages (spec §2 route table).
  await more.getByRole('link', { name: 'See all FAQs', exact: true }).click();
  await expect(page).toHaveURL(/\/faqs-shipping-returns$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs: shipping and returns');
  await page.goBack();
  await contact(page).getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
});

test('the FAQ accordion works by keyboard (WAI-ARIA accordion)', async ({ page }) => {
  const element = await open(page);
  const first = faqButton(element, 'What is your satisfaction guarantee?');
  const answer = element.getByRole('region', { name: 'What is your satisfaction guarantee?' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  // Tab from the top of the page until the first question has focus, as a keyboard user would.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (
    let presses = 0;
    presses < 40 && !(await first.evaluate((button) => button.matches(':focus')));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(first).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // spec §9: 30 days from receipt for a free exchange or return.
  await expect(answer).toHaveText(
    "Every order is covered by our 100% satisfaction guarantee. If you don't love it, exchange or return it for free within 30 days from receipt.",
  );

  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  await page.keyboard.press('Tab');
  const second = faqButton(element, 'How do I manage or cancel my subscription?');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  const subscription = element.getByRole('region', { name: 'How do I manage or cancel my subscription?' });
  await expect(subscription.getByRole('link', { name: 'your orders' })).toHaveAttribute(
    'href',
    '/account/orders',
  );

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const third = faqButton(element, 'How long does shipping take?');
  await expect(third).toBeFocused();
  await page.keyboard.press('Enter');
  // spec §9: regular shipping 3-7 business days; express 2 business days.
  await expect(element.getByRole('region', { name: 'How long does shipping take?' })).toHaveText(
    'Regular shipping takes 3-7 business days. Express shipping takes 2 business days.',
  );
});

test.describe('live chat (spec §2: offered only while the widget reports availability)', () => {
  test('an available chat is offered and its button opens the chat', async ({ page }) => {
    const element = await open(page);
    const chat = element.getByRole('button', { name: 'Chat with us' });
    await expect(chat).toBeVisible();
    await chat.click();
    const dialog = page.getByRole('dialog', { name: 'Live chat' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Hi! How can we help you today?')).toBeVisible();
  });

  test.describe("a tester's page (fixtures.ts `qaPanelOpen`)", () => {
    test.use({ qaPanelOpen: true });

    test('switching the widget off in the QA panel removes the button, on again brings it back', async ({
      page,
    }) => {
      const element = await open(page);
      const chat = element.getByRole('button', { name: 'Chat with us' });
      const qaSwitch = page.getByRole('complementary', { name: 'QA panel' }).getByRole('checkbox', {
        name: 'Chat widget available',
      });
      await expect(chat).toBeVisible();

      await qaSwitch.uncheck();
      await expect(chat).toHaveCount(0);
      // The channels that need no widget stay.
      await expect(element.getByRole('link', { name: 'support@pcstore.example' })).toBeVisible();

      // Still unavailable after a reload (the widget reports it from the start).
      await page.reload();
      await expect(contact(page).getByRole('heading', { level: 1 })).toHaveText('Contact Us');
      await expect(chat).toHaveCount(0);

      await qaSwitch.check();
      await expect(chat).toBeVisible();
      await chat.click();
      await expect(page.getByRole('dialog', { name: 'Live chat' })).toBeVisible();
    });
  });
});

const documentScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('layout', () => {
  test('fits 320 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const element = await open(page);
    await faqButton(element, 'How do I manage or cancel my subscription?').click();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(320);
    // One column: the support hours, the channels and the FAQ stack, each within the viewport.
    for (const part of ['hero', 'hours', 'channels', 'faq', 'links']) {
      const box = (await element.locator(`[part~="${part}"]`).boundingBox())!;
      expect(box.x, part).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, part).toBeLessThanOrEqual(320);
    }
    const hours = (await element.locator('[part~="hours"]').boundingBox())!;
    const faq = (await element.locator('[part~="faq"]').boundingBox())!;
    expect(faq.y).toBeGreaterThan(hours.y + hours.height);
  });

  test('at 1280 px the channels sit side by side and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const element = await open(page);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(1280);
    const channels = element.locator('[part~="channels"]').getByRole('listitem');
    const email = (await channels.nth(0).boundingBox())!;
    const sms = (await channels.nth(1).boundingBox())!;
    expect(sms.y).toBe(email.y);
    expect(sms.x).toBeGreaterThan(email.x + email.width);
  });

  test('with a desktop-wide column (920 px and more) the FAQ sits beside the support details', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    const element = await open(page);
    const width = await element.evaluate((host) => host.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(920);
    const hours = (await element.locator('[part~="hours"]').boundingBox())!;
    const faq = (await element.locator('[part~="faq"]').boundingBox())!;
    expect(faq.x).toBeGreaterThan(hours.x + hours.width);
    expect(faq.y).toBeLessThan(hours.y + hours.height);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(1600);
  });
});

test.describe('accessibility (axe: WCAG 2.0-2.2 A/AA and target size)', () => {
  test('/contact has no violations', async ({ page, axe }) => {
    await open(page);
    await axe();
  });

  test('/contact with an FAQ entry open has no violations', async ({ page, axe }) => {
    const element = await open(page);
    await faqButton(element, 'How do I manage or cancel my subscription?').click();
    await expect(
      element.getByRole('region', { name: 'How do I manage or cancel my subscription?' }),
    ).toBeVisible();
    await axe('/contact with an FAQ entry open');
  });

  test('/contact at 320 px has no violations', async ({ page, axe }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    const element = await open(page);
    await faqButton(element, 'How long does shipping take?').click();
    await axe('/contact at 320 px');
  });
});

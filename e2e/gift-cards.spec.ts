import { CHROMIUM_ONLY, expect, test } from './fixtures.ts';
import { cartLines } from './gift-cards/cart.ts';
import { GiftCardsPage, SEED } from './gift-cards/giftCardsPage.ts';
import { retype } from './typing.ts';

// spec §2 Gift card page, §4 Gift card page, §5 validation, §7 e-gift form: <pc-gift-cards> against
// the real store server and its seeded gift cards (e-gift $25-$250, $250 sold out; physical $25-$200,
// $200 sold out).

let gift: GiftCardsPage;
test.beforeEach(async ({ page }) => {
  gift = new GiftCardsPage(page);
  await gift.open();
});

test.describe('spec §5 validation of step 1', () => {
  test('names are required: leaving one empty shows a text error tied to the field, typing clears it', async () => {
    for (const [field, message] of [
      [gift.recipientName, "Please enter the recipient's name."],
      [gift.senderName, 'Please enter your name.'],
    ] as const) {
      await retype(field, '   ');
      await field.blur();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveValue('');
      await retype(field, 'A');
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
  });

  test('names are trimmed and kept to 25 characters', { tag: CHROMIUM_ONLY }, async () => {
    await retype(gift.recipientName, `  ${'R'.repeat(30)}`);
    await gift.recipientName.blur();
    await expect(gift.recipientName).toHaveValue('R'.repeat(23));
    await retype(gift.senderName, '   Sam   ');
    await gift.senderName.blur();
    await expect(gift.senderName).toHaveValue('Sam');
    // The field itself takes no more than 25 characters.
    await retype(gift.senderName, 'S'.repeat(40));
    await expect(gift.senderName).toHaveValue('S'.repeat(25));
  });

  test('an invalid email on leaving the field: red underline, a text error, the value cleared (spec §8)', async () => {
    for (const bad of ['alex@example', 'alex.example.com', 'alex@example.c', 'a@[192.168.0.256]']) {
      await retype(gift.email, bad);
      await gift.email.blur();
      await expect(gift.email, bad).toHaveValue('');
      await expect(gift.email).toHaveAttribute('aria-invalid', 'true');
      await expect(gift.email).toHaveAccessibleDescription('Please enter a valid recipient email.');
      // The underline takes the error colour, the one the error text is written in.
      const [underline, errorText, normal] = await gift.email.evaluate((input) => {
        const error = input.parentElement?.querySelector('.field__error');
        const other = (input.getRootNode() as ShadowRoot).querySelector('input[type="text"]');
        return [
          getComputedStyle(input).borderBottomColor,
          error ? getComputedStyle(error).color : '',
          other ? getComputedStyle(other).borderBottomColor : '',
        ];
      });
      expect(underline).toBe(errorText);
      expect(underline).not.toBe(normal);
    }
    // Typing again clears the error state; a valid address (trimmed, or an IP literal) stays.
    await retype(gift.email, '  alex@example.com ');
    await expect(gift.email).not.toHaveAttribute('aria-invalid');
    await gift.email.blur();
    await expect(gift.email).toHaveValue('alex@example.com');
    await retype(gift.email, 'alex@[192.168.0.1]');
    await gift.email.blur();
    await expect(gift.email).toHaveValue('alex@[192.168.0.1]');
    await expect(gift.email).not.toHaveAttribute('aria-invalid');
  });

  test('the gift message: placeholder, 140 characters, the count announced politely', async () => {
    await expect(gift.message).toHaveAttribute('placeholder', 'Enter here (140 character limit)');
    await expect(gift.message).toHaveAccessibleDescription('140 characters left');
    await retype(gift.message, 'x'.repeat(150));
    await expect(gift.message).toHaveValue('x'.repeat(140));
    await retype(gift.message, 'Happy birthday!');
    await expect(gift.message).toHaveAccessibleDescription('125 characters left');
    // The live region speaks once typing pauses.
    await expect(gift.root.getByRole('status').filter({ hasText: '125 characters left' })).toHaveCount(1);
  });
});

test.describe('spec §4: amount cards and the Other Amount slider exclude each other', () => {
  test('the first 4 amounts are cards, the rest on the slider', async () => {
    for (const amount of SEED.eGift.cards) await expect(gift.card(amount)).toBeVisible();
    await expect(gift.slider).toHaveAttribute('min', '0');
    await expect(gift.slider).toHaveAttribute('max', String(SEED.eGift.slider.length - 1));
    await expect(gift.slider).toHaveAttribute('aria-valuetext', '$150, not chosen');
  });

  test('by mouse: a slider pick clears the card, a card pick clears the slider', async () => {
    await gift.card(50).check();
    await expect(gift.card(50)).toBeChecked();
    await gift.higher.click(); // unpicked: the first slider amount
    await expect(gift.slider).toHaveAttribute('aria-valuetext', '$150');
    await expect(gift.card(50)).not.toBeChecked();
    await gift.higher.click();
    await expect(gift.slider).toHaveAttribute('aria-valuetext', '$200');
    await gift.card(75).check();
    await expect(gift.card(75)).toBeChecked();
    await expect(gift.slider).toHaveAttribute('aria-valuetext', '$150, not chosen');
    await expect(gift.root.getByText('Slide to choose')).toBeVisible();
  });

  test('by keyboard: arrow keys on the slider, arrow keys between the cards (WCAG 2.5.7, no dragging)', async ({
    page,
  }) => {
    await gift.card(25).focus();
    await page.keyboard.press('Space');
    await expect(gift.card(25)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(gift.card(50)).toBeChecked();
    await gift.slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(gift.slider).toHaveAttribute('aria-valuetext', '$200');
    await expect(gift.card(50)).not.toBeChecked();
    await page.keyboard.press('End');
    await expect(gift.slider).toHaveAttribute('aria-valuetext', '$250 (Sold out)');
    await gift.card(100).focus();
    await page.keyboard.press('Space');
    await expect(gift.card(100)).toBeChecked();
    await expect(gift.slider).toHaveAttribute('aria-valuetext', '$150, not chosen');
    // Enter on the resting thumb picks its amount.
    await gift.slider.focus();
    await page.keyboard.press('Enter');
    await expect(gift.slider).toHaveAttribute('aria-valuetext', '$150');
    await expect(gift.card(100)).not.toBeChecked();
  });
});

test.describe('spec §4: the view switch clears the selection after about 200 ms', () => {
  test('an amount picked in either view is gone after switching back', async () => {
    await expect(gift.toggle('E-GIFT CARD')).toHaveAttribute('aria-pressed', 'true');
    await gift.card(50).check();
    await retype(gift.recipientName, 'Alex');
    await gift.toggle('PHYSICAL GIFT CARD').click();
    await expect(gift.toggle('PHYSICAL GIFT CARD')).toHaveAttribute('aria-pressed', 'true');
    await gift.card(100).check();
    await expect(gift.checkout).toBeEnabled();
    await gift.toggle('E-GIFT CARD').click();
    await expect(gift.card(50)).not.toBeChecked();
    // The names typed stay: only the selection is cleared (docs/decisions/0031).
    await expect(gift.recipientName).toHaveValue('Alex');
    await gift.toggle('PHYSICAL GIFT CARD').click();
    await expect(gift.card(100)).not.toBeChecked();
    await expect(gift.checkout).toBeDisabled();
  });
});

test.describe('spec §4 checkout: enabled only when complete and in stock', () => {
  test('the e-gift selection is emitted only when every field is set, and cleared when one is not', async ({
    page,
  }) => {
    await page.evaluate(() => {
      (window as unknown as { __selections: unknown[] }).__selections = [];
      document.querySelector('pc-gift-cards')?.addEventListener('pc-gift-card-select', (event) => {
        (window as unknown as { __selections: unknown[] }).__selections.push(
          (event as CustomEvent<{ selection: unknown }>).detail.selection,
        );
      });
    });
    const selections = () =>
      page.evaluate(() => (window as unknown as { __selections: unknown[] }).__selections);
    await expect(gift.checkout).toHaveText('CHECKOUT');
    await expect(gift.checkout).toBeDisabled();
    await gift.fillStep1('Alex', 'alex@example.com', 'Sam');
    await gift.card(75).check();
    await expect(gift.checkout).toBeDisabled(); // no date yet
    await expect(gift.dateButton).toHaveText('CHOOSE A DATE');
    await gift.pickToday();
    await expect(gift.checkout).toBeEnabled();
    await expect.poll(selections).toHaveLength(1);
    expect((await selections())[0]).toMatchObject({
      kind: 'e-gift',
      productId: SEED.eGift.productId,
      to: 'Alex',
      email: 'alex@example.com',
      from: 'Sam',
      price: 75,
      stockStatus: 'instock',
    });
    await retype(gift.recipientName, '');
    await expect(gift.checkout).toBeDisabled();
    await expect.poll(selections).toEqual([expect.anything(), null]);
  });

  test('a sold-out amount reads SOLD OUT and cannot be bought, in both views', {
    tag: CHROMIUM_ONLY,
  }, async () => {
    await gift.fillStep1('Alex', 'alex@example.com', 'Sam');
    await gift.pickToday();
    await gift.slider.focus();
    await gift.page.keyboard.press('End');
    await expect(gift.root.getByText('$250 (Sold out)')).toBeVisible();
    await expect(gift.checkout).toHaveText('SOLD OUT');
    await expect(gift.checkout).toBeDisabled();
    await gift.card(100).check();
    await expect(gift.checkout).toHaveText('CHECKOUT');
    await expect(gift.checkout).toBeEnabled();

    await gift.toggle('PHYSICAL GIFT CARD').click();
    for (const amount of SEED.physical.amounts) {
      await expect(gift.card(amount)).toHaveAccessibleName(
        `$${amount} ${amount === SEED.physical.soldOut ? 'Sold out' : 'In stock'}`,
      );
    }
    await gift.card(SEED.physical.soldOut).check();
    await expect(gift.checkout).toHaveText('SOLD OUT');
    await expect(gift.checkout).toBeDisabled();
  });

  test('the e-gift card goes into the cart with its spec §7 fields, then to /checkout', async ({ page }) => {
    await gift.fillStep1('  Alex  ', 'alex@example.com', 'Sam');
    await gift.card(50).check();
    const today = await gift.pickToday();
    await retype(gift.message, 'Happy birthday, Alex!');
    await gift.checkout.click();
    await expect(page).toHaveURL(/\/checkout$/);
    const lines = await cartLines(page.request);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      productId: SEED.eGift.productId,
      name: '$50 E-Gift Card',
      price: 50,
      source: 'product-list',
      position: 2,
      giftCard: {
        to: 'alex@example.com',
        recipientName: 'Alex',
        from: 'Sam',
        message: 'Happy birthday, Alex!',
        deliveryDate: today,
      },
    });
  });

  test('a physical card goes into the cart as a single product', async ({ page }) => {
    await gift.toggle('PHYSICAL GIFT CARD').click();
    await gift.card(25).check();
    await expect(gift.checkout).toHaveText('CHECKOUT');
    await gift.checkout.click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await cartLines(page.request)).toEqual([
      expect.objectContaining({
        productId: SEED.physical.productId,
        name: '$25 Gift Card',
        price: 25,
        source: 'product-list',
        position: 1,
        giftCard: null,
      }),
    ]);
  });
});

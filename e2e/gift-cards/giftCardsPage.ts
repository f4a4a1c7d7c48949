import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { retype } from '../typing.ts';

// <pc-gift-cards> (spec §2 Gift card page) as a shopper reaches it: by role and label, through the
// open shadow root (Playwright's locators pierce it).

/** The seeded e-gift and physical gift cards (packages/store-server/src/catalogue/seed/giftCards.ts). */
export const SEED = {
  eGift: { productId: 401, cards: [25, 50, 75, 100], slider: [150, 200, 250] },
  physical: { productId: 402, amounts: [25, 50, 100, 200], soldOut: 200 },
} as const;

export class GiftCardsPage {
  readonly root: Locator;

  /** `selector`: where the element sits (the demo mounts it in #pc-main; a CMS page anywhere). */
  constructor(
    readonly page: Page,
    selector = '#pc-main pc-gift-cards',
  ) {
    this.root = page.locator(selector);
  }

  async open(path = '/gift-cards'): Promise<void> {
    await this.page.goto(path);
    await this.page.waitForFunction(() => customElements.get('pc-gift-cards') !== undefined);
    await expect(this.root.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
  }

  toggle(name: 'E-GIFT CARD' | 'PHYSICAL GIFT CARD'): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  get recipientName(): Locator {
    return this.root.getByRole('textbox', { name: 'Recipient name' });
  }

  get email(): Locator {
    return this.root.getByRole('textbox', { name: 'Recipient email' });
  }

  get senderName(): Locator {
    return this.root.getByRole('textbox', { name: 'Your name' });
  }

  get message(): Locator {
    return this.root.getByRole('textbox', { name: 'Gift message (optional)' });
  }

  /** An amount card (a radio named by its price, e.g. '$50'). */
  card(amount: number): Locator {
    return this.root.getByRole('radio', { name: new RegExp(`^\\$${amount}\\b`) });
  }

  get slider(): Locator {
    return this.root.getByRole('slider', { name: 'Other Amount' });
  }

  get lower(): Locator {
    return this.root.getByRole('button', { name: 'Lower amount' });
  }

  get higher(): Locator {
    return this.root.getByRole('button', { name: 'Higher amount' });
  }

  get dateButton(): Locator {
    return this.root.getByRole('button', { name: /^Delivery date/ });
  }

  get calendar(): Locator {
    return this.root.getByRole('dialog', { name: 'Choose a delivery date' });
  }

  get checkout(): Locator {
    return this.root.locator('[part="checkout-button"]');
  }

  /** Fills step 1's text fields, leaving each (blur) as a shopper does. */
  async fillStep1(recipient: string, email: string, sender: string): Promise<void> {
    await retype(this.recipientName, recipient);
    await retype(this.email, email);
    await retype(this.senderName, sender);
    await this.senderName.blur();
  }

  /** spec §5: the shop's today as the page data carries it (the session's clock, QA override included). */
  async today(): Promise<string> {
    return this.page.evaluate(() => {
      const config = JSON.parse(document.getElementById('pc-config')?.textContent ?? '{}');
      return String(config.data?.giftCards?.today ?? '');
    });
  }

  /** A day of the open calendar, by its accessible name ('March 10th, 2026'). */
  day(name: string | RegExp): Locator {
    return this.calendar.getByRole('button', { name });
  }

  /** Opens the calendar and picks a day by its name; the calendar closes. */
  async pickDay(name: string | RegExp): Promise<void> {
    await this.dateButton.click();
    await expect(this.calendar).toBeVisible();
    await this.day(name).click();
    await expect(this.calendar).toBeHidden();
  }

  /** Picks today (DayPicker names it 'Today, …'); answers it as YYYY-MM-DD. */
  async pickToday(): Promise<string> {
    await this.pickDay(/^Today, /);
    return this.today();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { TEXT } from './storeSpec.ts';

// A page object for `<pc-results>` on the demo (spec §2 Results screen). Controls are found by role
// and accessible name, as a shopper or a screen reader finds them; role locators pierce the element's
// open shadow root.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One product card (spec §2: a card per visible product set), named by its header. */
export class ProductCard {
  constructor(readonly root: Locator) {}

  get heading(): Locator {
    return this.root.getByRole('heading', { level: 2 });
  }

  /** The add-to-cart button: 'ADD TO CART - $34'. */
  get addButton(): Locator {
    return this.root.getByRole('button', { name: /^ADD TO CART - \$/ });
  }

  /** The set / individual selector (spec §2), labelled 'Add'. */
  get selection(): Locator {
    return this.root.getByRole('combobox', { name: 'Add', exact: true });
  }

  /** The 'Every N Weeks' cadence select, labelled 'Delivery'. */
  get cadence(): Locator {
    return this.root.getByRole('combobox', { name: 'Delivery', exact: true });
  }

  get subscribe(): Locator {
    return this.root.getByRole('radio', { name: /^Subscribe \$/ });
  }

  get once(): Locator {
    return this.root.getByRole('radio', { name: /^Buy once \$/ });
  }

  moreInfo(itemName: string): Locator {
    return this.root.getByRole('button', { name: `More info about ${itemName}`, exact: true });
  }

  get moreInfoButtons(): Locator {
    return this.root.getByRole('button', { name: /^More info about / });
  }

  get freeShippingNote(): Locator {
    return this.root.getByText(TEXT.freeShipping, { exact: true });
  }

  /** The error the card announces when an add fails. */
  get status(): Locator {
    return this.root.getByRole('status').last();
  }

  /**
   * Chooses an entry of the set / individual selector by its text ('Face Set (whole set)', or a
   * pattern such as /Conditioner$/ for a tailored item name) and answers the text chosen.
   */
  async select(option: string | RegExp): Promise<string> {
    const label =
      typeof option === 'string'
        ? option
        : ((await this.selection.locator('option').filter({ hasText: option }).first().textContent()) ?? '');
    await this.selection.selectOption({ label });
    await expect(this.selection.locator('option:checked')).toHaveText(label);
    return label;
  }

  async chooseCadence(weeks: number): Promise<void> {
    await this.cadence.selectOption({ label: TEXT.cadence(weeks) });
    await expect(this.cadence.locator('option:checked')).toHaveText(TEXT.cadence(weeks));
  }

  /** The add button reads the price of the current choice (spec §4 'CHECKOUT - $' style). */
  async expectPrice(price: number): Promise<void> {
    await expect(this.addButton).toHaveText(`ADD TO CART - $${price}`);
  }
}

export class ResultsPage {
  readonly element: Locator;

  constructor(readonly page: Page) {
    this.element = page.locator('#pc-main pc-results');
  }

  /** Opens a results path and waits until its first card (or its empty view) has rendered. */
  async open(path: string): Promise<this> {
    await this.page.goto(path);
    await this.waitUntilRendered();
    return this;
  }

  async waitUntilRendered(): Promise<void> {
    await expect(this.element.locator('article, .results--empty').first()).toBeVisible({ timeout: 10_000 });
  }

  /** A card by its header, exactly ('Your Face Set' on self results, 'Face Set' on gift results). */
  card(header: string | RegExp): ProductCard {
    return new ProductCard(
      typeof header === 'string'
        ? this.element.getByRole('article', { name: header, exact: true })
        : this.element.getByRole('article', { name: header }),
    );
  }

  get cards(): Locator {
    return this.element.getByRole('article');
  }

  /** The card headers in order. */
  async headers(): Promise<string[]> {
    await this.waitUntilRendered();
    return (await this.cards.getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim());
  }

  get navigation(): Locator {
    return this.element.getByRole('navigation', { name: 'Your products' });
  }

  dialog(name: string | RegExp): Locator {
    return this.element.getByRole('dialog', {
      name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}$`) : name,
    });
  }

  get emailCapture(): Locator {
    return this.dialog(TEXT.emailCaptureTitle);
  }

  get captureEmailField(): Locator {
    return this.emailCapture.getByRole('textbox', { name: TEXT.emailPlaceholder, exact: true });
  }

  get conflictDialog(): Locator {
    return this.dialog(TEXT.conflict);
  }

  get saveEmailField(): Locator {
    return this.element.getByRole('textbox', { name: TEXT.saveLabel, exact: true });
  }

  get saveButton(): Locator {
    return this.element.getByRole('button', { name: TEXT.saveOk, exact: true });
  }

  get thankYou(): Locator {
    return this.element.getByText(TEXT.thankYou, { exact: true });
  }

  get addedBanner(): Locator {
    return this.element.getByText(TEXT.added, { exact: true });
  }

  get addedCheckoutLink(): Locator {
    return this.element.getByRole('link', { name: TEXT.addedCheckout, exact: true });
  }

  get proceedLink(): Locator {
    return this.element.getByRole('link', { name: TEXT.proceed, exact: true });
  }

  /** The bathroom module: a region named by its heading, '{name} Essentials'. */
  bathroom(name: string): Locator {
    return this.element.getByRole('region', { name: TEXT.bathroomHeading(name), exact: true });
  }

  /** Any bathroom module, whatever its name. */
  get anyBathroom(): Locator {
    return this.element.getByRole('region', { name: / Essentials$/ });
  }

  get freeShippingNotes(): Locator {
    return this.element.getByText(TEXT.freeShipping, { exact: true });
  }

  /** The email capture is shown on load when due: closes it with Skip This Step. */
  async skipEmailCapture(): Promise<void> {
    await expect(this.emailCapture).toBeVisible();
    await this.emailCapture.getByRole('button', { name: TEXT.skip, exact: true }).click();
    await expect(this.emailCapture).toBeHidden();
  }
}

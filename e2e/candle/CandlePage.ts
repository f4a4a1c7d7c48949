import { expect, type Locator, type Page } from '@playwright/test';

/**
 * `<pc-candle>` on the demo (spec §2 Candle landing page), against the real store server. The seeded
 * candles (packages/store-server/src/catalogue/seed/candles.ts), in order, the disabled Oia left out.
 */
export const CANDLES = [
  { url: 'gran-cenote', name: 'Gran Cenote', title: 'No. 01', stock: 'instock' },
  { url: 'arashiyama', name: 'Arashiyama', title: 'No. 02', stock: 'instock' },
  { url: 'majorelle', name: 'Majorelle', title: 'No. 03', stock: 'instock' },
  { url: 'big-sur', name: 'Big Sur', title: 'No. 04', stock: 'onbackorder' },
  { url: 'blue-lagoon', name: 'Blue Lagoon', title: 'No. 05', stock: 'instock' },
  { url: 'positano', name: 'Positano', title: 'No. 06', stock: 'outofstock' },
] as const;

/** spec §4 "Stock and buy button" texts, as the spec writes them (the note's words: decision 0029). */
export const TEXTS = {
  checkout: 'CHECKOUT - $48',
  soldOut: 'SOLD OUT',
  backorder: 'NEXT BATCH SHIPS IN 4 WEEKS',
  freeShippingReturns: 'FREE SHIPPING ON ORDERS OF $25+ · FREE RETURNS WITHIN 30 DAYS',
  moreInfo: 'tap for more info',
} as const;

/** The offline map's land as the build names it (scripts/candleLand.ts, decision 0060). */
export const LAND_IMAGE = /^\/elements\/candle-land-[\w-]{8}\.svg$/;

export class CandlePage {
  readonly element: Locator;

  constructor(readonly page: Page) {
    this.element = page.locator('#pc-main pc-candle');
  }

  /** Opens `path` by a page load and waits until the element is defined and hydrated. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.ready();
  }

  async ready(): Promise<void> {
    await this.page.waitForFunction(() => customElements.get('pc-candle') !== undefined);
    await expect(this.heading).toBeVisible();
    // Hydrated: React has attached its handlers to the server's nodes.
    await this.page.waitForFunction(() => {
      const button = document.querySelector('#pc-main pc-candle')?.shadowRoot?.querySelector('.arrow');
      return (
        button !== null &&
        button !== undefined &&
        Object.keys(button).some((key) => key.startsWith('__react'))
      );
    });
  }

  get heading(): Locator {
    return this.element.getByRole('heading', { level: 1 });
  }

  get previous(): Locator {
    return this.element.getByRole('button', { name: 'Previous candle' });
  }

  get next(): Locator {
    return this.element.getByRole('button', { name: 'Next candle' });
  }

  get buyButton(): Locator {
    return this.element.locator('.buy__button');
  }

  get note(): Locator {
    return this.element.locator('.buy__note');
  }

  get moreInfo(): Locator {
    return this.element.getByRole('button', { name: TEXTS.moreInfo });
  }

  get overlay(): Locator {
    return this.element.getByRole('dialog');
  }

  marker(name: string): Locator {
    return this.element.getByRole('button', { name, exact: true });
  }

  get markers(): Locator {
    return this.element.locator('.marker');
  }

  /** The offline map's land: the image the build drew, the mask the land is painted through (decision 0060). */
  get landImage(): Locator {
    return this.element.locator('mask#pc-candle-land image');
  }

  /** The page shows this candle, and the address names it. */
  async expectCandle(candle: (typeof CANDLES)[number], path = `/candle/${candle.url}`): Promise<void> {
    await expect(this.heading).toHaveText(candle.name);
    await expect(this.element.locator('.details__subtitle')).toHaveText(candle.title);
    await expect(this.marker(candle.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(this.page).toHaveURL(new RegExp(`${path.replace(/[-/]/g, '\\$&')}$`));
  }
}

import { HostContext } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate, stubFetch } from '@pc/shared/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterChunkIn } from './behaviour/laterChunk.ts';
import { GiftCardsRoot } from './GiftCardsRoot.tsx';
import { eGiftProduct, physicalProduct } from './test/giftCardProducts.ts';

// design.md "First paint": the server renders <pc-gift-cards> from its page data (the two
// products and the shop's today) and the browser hydrates it. The shopper's time zone and the browser's
// clock are read after mount only (docs/decisions/0024), so nothing is replaced.

let check: HydrationCheck | undefined;
afterEach(() => {
  check?.unmount();
  check = undefined;
  vi.unstubAllGlobals();
});

const pageData = { giftCards: { eGift: eGiftProduct(), physical: physicalProduct(), today: '2026-03-10' } };

const giftCards = (data: unknown) => (
  <HostContext value={document.createElement('pc-gift-cards')}>
    <GiftCardsRoot pageData={data} />
  </HostContext>
);

describe('<pc-gift-cards> hydrates its server render', () => {
  it('keeps every node and reports no mismatch; the amounts and stock states are in the HTML', async () => {
    check = await serverRenderThenHydrate(giftCards(pageData));
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    for (const text of [
      'E-GIFT CARD',
      'PHYSICAL GIFT CARD',
      '$25',
      '$100',
      'Other Amount',
      'CHOOSE A DATE',
    ]) {
      expect(check.html).toContain(text);
    }
    expect(check.html).toContain('Enter here (140 character limit)');
    // What the first view does not show is the page's later code, which neither side loads (decision 0136).
    expect(laterChunkIn('en-US').loaded()).toBeNull();
  });

  it('without page data renders the empty page first, the same on both sides, then loads the products', async () => {
    // spec §7 GET products/e-gift-card and products/gift-card, answered here with what the store seeds.
    const { sent } = stubFetch(({ url }) => ({
      body: url.includes('e-gift-card') ? eGiftProduct() : physicalProduct(),
    }));
    check = await serverRenderThenHydrate(giftCards(undefined));
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(check.html).toContain('Gift Cards');
    expect(check.html).not.toContain('$25');
    await vi.waitFor(() => expect(check?.container.textContent).toContain('$25'));
    expect(sent.map((request) => new URL(request.url, 'http://store').pathname).sort()).toEqual([
      '/wp-json/pc/v1/products/e-gift-card',
      '/wp-json/pc/v1/products/gift-card',
    ]);
  });
});

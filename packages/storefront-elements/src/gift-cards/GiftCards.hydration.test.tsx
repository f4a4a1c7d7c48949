import { HostContext } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate, stubFetch } from '@pc/shared/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterChunkIn } from './behaviour/laterChunk.ts';
import { GiftCardsRoot } from './GiftCardsRoot.tsx';
import { EN_TEXTS, giftCardsData } from './test/giftCardPageTexts.ts';

// design.md "First paint": the server renders <pc-gift-cards> from its page data (the two
// products, the shop's today, the store's legal footer and FAQ) and the browser hydrates it. The
// shopper's time zone and the browser's clock are read after mount only (docs/decisions/0024), so
// nothing is replaced.

let check: HydrationCheck | undefined;
afterEach(() => {
  check?.unmount();
  check = undefined;
  vi.unstubAllGlobals();
});

const pageData = { giftCards: giftCardsData() };

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
    // The store's words, from the page data: the legal footer and every question with its answer.
    expect(check.html).toContain(EN_TEXTS.legal);
    for (const entry of EN_TEXTS.faq.entries) {
      expect(check.html).toContain(entry.question);
      expect(check.html).toContain(entry.answer);
    }
    // What the first view does not show is the page's later code, which neither side loads (decision 0136).
    expect(laterChunkIn('en-US').loaded()).toBeNull();
  });

  it('without page data renders the empty page first, the same on both sides, then asks the store for it', async () => {
    // The store's page data of /gift-cards in the element's language, answered here as the store would.
    const { sent } = stubFetch({ body: { data: { giftCards: giftCardsData() } } });
    check = await serverRenderThenHydrate(giftCards(undefined));
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(check.html).toContain('Gift Cards');
    expect(check.html).not.toContain('$25');
    expect(check.html).not.toContain('Gift Card FAQ');
    await vi.waitFor(() => expect(check?.container.textContent).toContain('$25'));
    expect(check?.container.textContent).toContain('Gift Card FAQ');
    expect(check?.container.textContent).toContain(EN_TEXTS.legal);
    expect(sent.map((request) => new URL(request.url, 'http://store'))).toEqual([
      expect.objectContaining({
        pathname: '/wp-json/pc/v1/page_data',
        search: '?path=%2Fgift-cards&locale=en-US',
      }),
    ]);
  });
});

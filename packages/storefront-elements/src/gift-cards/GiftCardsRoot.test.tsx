import { HostContext, resetSharedStoresForTests } from '@pc/shared';
import { setPageConfig, stubFetch } from '@pc/shared/test';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiftCardsRoot } from './GiftCardsRoot.tsx';
import { eGiftProduct } from './test/giftCardProducts.ts';

// spec §8 "Product fetch fails: silently ignored; the page stays blank or empty", issue 42 item 4
// (docs/decisions/0185): without page data the element asks the store for its two products; a view
// whose product the store did not give shows nothing of ours to buy, the tag's own content (a page's
// fallback) in its place, and the console says why, once per product.

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-1' });
  resetSharedStoresForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderGiftCards = () => {
  const host = document.createElement('pc-gift-cards');
  document.body.append(host);
  return render(
    <HostContext value={host}>
      <GiftCardsRoot pageData={null} />
    </HostContext>,
    { container: host },
  );
};

const refused = { status: 503, body: { code: 'pc_unavailable', message: 'down', data: { status: 503 } } };

describe('<pc-gift-cards> without its products (spec §8)', () => {
  it('shows the tag’s own content where the form would be, and warns once per product', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetchMock } = stubFetch(refused);
    const { container } = renderGiftCards();
    await waitFor(() => expect(container.querySelector('slot')).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('textbox', { name: /recipient/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /^CHECKOUT/ })).toBeNull();
    await waitFor(() => expect(warnings).toHaveBeenCalledTimes(2));
    expect(warnings.mock.calls.flat().sort()).toEqual([
      '[pc] <pc-gift-cards>: the store gave no eGift gift card',
      '[pc] <pc-gift-cards>: the store gave no physical gift card',
    ]);
    expect(errors).not.toHaveBeenCalled();
    // The physical view the store did not give either: its place, too.
    await userEvent.click(screen.getByRole('button', { name: 'PHYSICAL GIFT CARD' }));
    expect(container.querySelector('slot')).not.toBeNull();
  });

  it('a view whose product came shows its form and no slot; the other view’s place is the slot', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch((request) =>
      request.url.endsWith('/products/e-gift-card') ? { body: eGiftProduct() } : refused,
    );
    const { container } = renderGiftCards();
    await screen.findByRole('button', { name: 'CHECKOUT' });
    await waitFor(() => expect(warnings).toHaveBeenCalledTimes(1));
    expect(container.querySelector('slot')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'PHYSICAL GIFT CARD' }));
    expect(container.querySelector('slot')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'CHECKOUT' })).toBeNull();
  });

  it('says nothing when the element goes before an answer (the fetch aborted)', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => new Promise(() => {}));
    const { unmount } = renderGiftCards();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings).not.toHaveBeenCalled();
  });
});

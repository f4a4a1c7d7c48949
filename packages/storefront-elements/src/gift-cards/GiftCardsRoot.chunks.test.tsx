import { HostContext, resetSharedStoresForTests } from '@pc/shared';
import { ajax, cartItem, cartListing, setPageConfig, stubFetch } from '@pc/shared/test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laterChunkIn, resetLaterChunkForTests } from './behaviour/laterChunk.ts';
import { GiftCardsRoot } from './GiftCardsRoot.tsx';
import { giftCardsData } from './test/giftCardPageTexts.ts';

// docs/decisions/0136: what the gift card page shows or does only once the shopper acts is its later
// code (behaviour/later.ts: the physical view, what a selection is, 'SOLD OUT', the send time in the
// shopper's own time, the add to the cart), a chunk of its own that its first view, server-rendered
// or not, never loads; it starts as the shopper heads for any of it (decision 0067), and the page works
// as before once it is here. The module is counted as it is first imported (it stays imported for the
// rest of the file); the chunk's `loaded()` says whether this page has it.

const imported = vi.hoisted(() => ({ later: 0 }));
vi.mock('./behaviour/later.ts', async (original) => {
  imported.later += 1;
  return original();
});

const pageData = { giftCards: giftCardsData() };

const renderGiftCards = () => {
  const host = document.createElement('pc-gift-cards');
  document.body.append(host);
  return render(
    <HostContext value={host}>
      <GiftCardsRoot pageData={pageData} />
    </HostContext>,
    { container: host },
  );
};

/** Time for anything the mount would start to arrive. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

const arrived = () =>
  act(async () => {
    await vi.waitFor(() => expect(laterChunkIn('en-US').loaded()).not.toBeNull());
  });

const checkout = () => screen.getByRole('button', { name: /^(CHECKOUT|SOLD OUT|PAGAR|AGOTADO)$/ });

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-1' });
  resetSharedStoresForTests();
});
afterEach(async () => {
  cleanup();
  document.body.replaceChildren();
  // A load a test started ends before the next page, which has not loaded the chunk.
  await vi.dynamicImportSettled();
  resetLaterChunkForTests();
  vi.restoreAllMocks();
});

describe('the gift card page’s later code (decision 0136)', () => {
  it('is not imported by the first view, which has no selection, no physical cards and the send rule', async () => {
    renderGiftCards();
    await settle();
    expect(imported.later).toBe(0);
    expect(checkout().textContent).toBe('CHECKOUT');
    expect(checkout().hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('The e-gift card is sent by email at 8 AM Eastern on the date you choose.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose an amount' })).toBeNull();
  });

  it('is sent for by the shopper’s first entry', async () => {
    renderGiftCards();
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient name' }), 'A');
    await arrived();
    expect(imported.later).toBe(1);
  });

  it.each([
    ['a pointer reaches', (toggle: HTMLElement) => fireEvent.pointerEnter(toggle)],
    ['a finger touches', (toggle: HTMLElement) => fireEvent.touchStart(toggle)],
    ['focus reaches', (toggle: HTMLElement) => toggle.focus()],
  ])(
    'is sent for when %s PHYSICAL GIFT CARD; the view then opens with its cards at once',
    async (_, reach) => {
      renderGiftCards();
      await settle();
      expect(laterChunkIn('en-US').loaded()).toBeNull();
      const toggle = screen.getByRole('button', { name: 'PHYSICAL GIFT CARD' });
      await act(async () => reach(toggle));
      await arrived();
      fireEvent.click(toggle);
      // The same render as the press: the view's heading and cards, each with its stock state.
      expect(screen.getByRole('heading', { name: 'Choose an amount' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: '$200 Sold out' })).toBeTruthy();
    },
  );

  it('a press before it has arrived opens the physical view as it arrives', async () => {
    renderGiftCards();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'PHYSICAL GIFT CARD' }));
    expect(await screen.findByRole('radio', { name: '$25 In stock' })).toBeTruthy();
  });

  it('a selection: CHECKOUT enabled when in stock, SOLD OUT and disabled when not (spec §4)', async () => {
    renderGiftCards();
    await userEvent.click(screen.getByRole('button', { name: 'PHYSICAL GIFT CARD' }));
    await userEvent.click(await screen.findByRole('radio', { name: '$25 In stock' }));
    expect(checkout().textContent).toBe('CHECKOUT');
    expect(checkout().hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: '$200 Sold out' }));
    expect(checkout().textContent).toBe('SOLD OUT');
    expect(checkout().hasAttribute('disabled')).toBe(true);
  });

  it('a physical card goes into the cart with the later code’s add, then to /checkout (spec §4 Buying)', async () => {
    const line = cartItem({
      productId: 402,
      variationId: 40201,
      name: '$25 Gift Card',
      category: 'gift-card',
    });
    const { sent } = stubFetch({ body: { ...ajax(cartListing([line])), newNonce: 'n2' } });
    const { container } = renderGiftCards();
    const navigated: string[] = [];
    container.addEventListener('pc-navigate', (event) => {
      event.preventDefault();
      navigated.push((event as CustomEvent<{ href: string }>).detail.href);
    });
    await userEvent.click(screen.getByRole('button', { name: 'PHYSICAL GIFT CARD' }));
    await userEvent.click(await screen.findByRole('radio', { name: '$25 In stock' }));
    await userEvent.click(checkout());
    await vi.waitFor(() => expect(navigated).toEqual(['/checkout']));
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.body))).toMatchObject({
      action: 'add_to_cart',
      'add-to-cart': '402',
      variation_id: '40201',
      source: 'product-list',
      position: '1',
    });
  });

  it('a refused add says so in spec §8’s words and the button can be pressed again', async () => {
    stubFetch({ status: 500, body: {} });
    renderGiftCards();
    await userEvent.click(screen.getByRole('button', { name: 'PHYSICAL GIFT CARD' }));
    await userEvent.click(await screen.findByRole('radio', { name: '$25 In stock' }));
    await userEvent.click(checkout());
    await vi.waitFor(() =>
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
        'Something went wrong, please try again',
      ),
    );
    expect(checkout().hasAttribute('disabled')).toBe(false);
  });

  it('reaching the FAQ sends for it; the send-time answer then says the shopper’s own time', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...zone,
      timeZone: 'Asia/Tokyo',
    });
    renderGiftCards();
    await settle();
    const question = screen.getByRole('button', { name: 'When is the e-gift card sent?' });
    // Closed, in Eastern time alone until the shopper comes to the questions.
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer.textContent).toContain('8 AM Eastern on the delivery date you choose. Choose');
    await act(async () => fireEvent.pointerEnter(screen.getByRole('heading', { name: 'Gift Card FAQ' })));
    await arrived();
    fireEvent.click(question);
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toBe(
      'We email it to the recipient at 8 AM Eastern on the delivery date you choose (that is Tue, Mar 10, 9:00 PM your time). Choose today after 8 AM Eastern and it goes as soon as you place the order.',
    );
  });
});

describe('in es-US', () => {
  it('says SOLD OUT in the shop catalog’s Spanish, fetched with the later code', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    await act(async () => {
      renderGiftCards();
    });
    await userEvent.click(await screen.findByRole('button', { name: 'TARJETA DE REGALO FÍSICA' }));
    await act(async () => {
      await vi.waitFor(() => expect(laterChunkIn('es-US').loaded()).not.toBeNull());
    });
    await userEvent.click(await screen.findByRole('radio', { name: /^\$200 / }));
    expect(checkout().textContent).toBe('AGOTADO');
    expect(laterChunkIn('en-US').loaded()).toBeNull();
  });
});

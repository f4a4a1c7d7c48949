import { HostContext, resetSharedStoresForTests } from '@pc/shared';
import { setPageConfig, stubFetch } from '@pc/shared/test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarChunk, spanishCalendarChunk } from './behaviour/calendarChunk.ts';
import { GiftCardsRoot } from './GiftCardsRoot.tsx';
import { eGiftProduct, physicalProduct } from './test/giftCardProducts.ts';

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
  document.body.replaceChildren();
  calendarChunk.resetForTests();
  spanishCalendarChunk.resetForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderGiftCards = (pageData: unknown = null) => {
  const host = document.createElement('pc-gift-cards');
  document.body.append(host);
  return render(
    <HostContext value={host}>
      <GiftCardsRoot pageData={pageData} />
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

const pageData = { giftCards: { eGift: eGiftProduct(), physical: physicalProduct(), today: '2026-03-10' } };

// docs/decisions/0114: the balance check says the store's answer in the catalog's words, a refusal
// without the store's own words in spec §8's.
describe('<pc-gift-cards>’s balance check', () => {
  it.each([
    [
      'a balance',
      { body: { last4: 'WXYZ', balance: 56.05, amount: 75 } },
      'status',
      'Gift card ending WXYZ has $56.05 left of $75.',
    ],
    [
      'a refusal in the store’s words',
      {
        status: 400,
        body: {
          code: 'pc_gift_card_empty',
          message: 'Gift card has no balance',
          displayMessage: 'This gift card has no balance left.',
          data: { status: 400 },
        },
      },
      'alert',
      'This gift card has no balance left.',
    ],
    ['a failure without them', { status: 500, body: {} }, 'alert', 'Something went wrong, please try again'],
  ] as const)('%s', async (_, answer, role, text) => {
    stubFetch(answer);
    renderGiftCards(pageData);
    await userEvent.type(screen.getByRole('textbox', { name: 'Gift card code' }), 'ABCD-WXYZ');
    await userEvent.click(screen.getByRole('button', { name: 'CHECK BALANCE' }));
    await waitFor(() => expect(screen.getAllByRole(role).map((node) => node.textContent)).toContain(text));
  });

  it('asks for a code before asking the store', async () => {
    const { fetchMock } = stubFetch({ status: 500, body: {} });
    renderGiftCards(pageData);
    await userEvent.click(screen.getByRole('button', { name: 'CHECK BALANCE' }));
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain('Enter a gift card code.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

// issue 43, docs/decisions/0210: the gift card page in the shop's second language, by #pc-config's
// locale: the texts are es-US.json's, the chosen day is written in Spanish, and the calendar is
// react-day-picker's Spanish (its own chunk, which an en-US page never fetches).
describe('<pc-gift-cards> in es-US', () => {
  beforeEach(() => {
    // happy-dom's <dialog> has no showModal: the Dialog primitive needs one.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  it('speaks Spanish, its calendar too', { timeout: 20_000 }, async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    stubFetch({ status: 500, body: {} });
    // The first render waits for the es-US catalogs (a suspended render): `act` is awaited.
    await act(async () => {
      renderGiftCards(pageData);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarjetas de regalo' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'TARJETA DE REGALO ELECTRÓNICA' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'TARJETA DE REGALO FÍSICA' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paso 1: ¿Para quién es?' })).toBeTruthy();
    expect(screen.getByText('Otro monto')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PAGAR' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('textbox', { name: 'Mensaje de regalo (opcional)' }).getAttribute('placeholder'),
    ).toBe('Escribe aquí (límite de 140 caracteres)');
    expect(
      screen.getByRole('heading', { name: 'Preguntas frecuentes sobre las tarjetas de regalo' }),
    ).toBeTruthy();

    // The name field's error, as the shopper leaves it empty (spec §5).
    const name = screen.getByRole('textbox', { name: 'Nombre del destinatario' });
    fireEvent.blur(name);
    expect(await screen.findByText('Ingresa el nombre del destinatario.')).toBeTruthy();

    // The calendar: Spanish month, weekdays from Sunday (a US calendar), and the chosen day in the button.
    const dateButton = screen.getByRole('button', { name: 'Fecha de entrega ELIGE UNA FECHA' });
    await act(async () => fireEvent.pointerEnter(dateButton));
    await act(async () => {
      await vi.waitFor(() => expect(spanishCalendarChunk.loaded()).not.toBeNull(), { timeout: 15_000 });
    });
    expect(calendarChunk.loaded()).toBeNull();
    fireEvent.click(dateButton);
    const dialog = screen.getByRole('dialog', { name: 'Elige una fecha de entrega' });
    const grid = await within(dialog).findByRole('grid');
    expect(grid.getAttribute('aria-label')).toBe('marzo 2026');
    expect([...grid.querySelectorAll('.rdp-weekday')].map((day) => day.getAttribute('aria-label'))).toEqual([
      'domingo',
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Cerrar el calendario' })).toBeTruthy();
    fireEvent.click(within(grid).getByRole('button', { name: /^jueves, 12 de marzo de 2026/ }));
    expect(await screen.findByRole('button', { name: 'Fecha de entrega 12 MAR 2026' })).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Mensaje de regalo (opcional)' }), '¡Feliz!');
    expect(screen.getByText('Quedan 133 caracteres')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'CONSULTAR SALDO' }));
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
      'Ingresa el código de una tarjeta de regalo.',
    );
  });
});

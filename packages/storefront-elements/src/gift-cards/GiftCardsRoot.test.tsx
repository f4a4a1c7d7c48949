import { HostContext, resetSharedStoresForTests } from '@pc/shared';
import { setPageConfig, stubFetch } from '@pc/shared/test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarChunk, spanishCalendarChunk } from './behaviour/calendarChunk.ts';
import { GiftCardsRoot } from './GiftCardsRoot.tsx';
import { EN_TEXTS, ES_TEXTS, giftCardsData } from './test/giftCardPageTexts.ts';

// spec §8 "Product fetch fails: silently ignored; the page stays blank or empty", issue 42 item 4
// (docs/decisions/0185): without page data the element asks the store for it (the page data of
// /gift-cards, in the element's language: the two products, the legal footer and the FAQ); when the
// store does not give it, neither view has anything of ours to buy, the tag's own content (a page's
// fallback) in its place, and the console says why, once.

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

describe('<pc-gift-cards> without page data', () => {
  it('asks the store for the page data in its language, and shows the products and the store’s texts', async () => {
    const { sent } = stubFetch({ body: { data: { giftCards: giftCardsData() } } });
    renderGiftCards();
    await screen.findByRole('button', { name: 'CHECKOUT' });
    expect(sent.map((request) => new URL(request.url, 'http://store'))).toEqual([
      expect.objectContaining({
        pathname: '/wp-json/pc/v1/page_data',
        search: '?path=%2Fgift-cards&locale=en-US',
      }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Gift Card FAQ' })).toBeTruthy();
    expect(screen.getByText(EN_TEXTS.legal)).toBeTruthy();
  });

  it('spec §8: the store gives none: the tag’s own content where the form would be, and one warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetchMock } = stubFetch(refused);
    const { container } = renderGiftCards();
    await waitFor(() => expect(container.querySelector('slot')).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: /recipient/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /^CHECKOUT/ })).toBeNull();
    await waitFor(() => expect(warnings).toHaveBeenCalledTimes(1));
    expect(warnings.mock.calls.flat()).toEqual(['[pc] <pc-gift-cards>: the store gave no gift cards']);
    expect(errors).not.toHaveBeenCalled();
    // The heading, the toggle and the balance check stay; the store's legal footer and FAQ did not come.
    expect(screen.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CHECK BALANCE' })).toBeTruthy();
    expect(container.querySelector('[part="legal"], [part="faq"]')).toBeNull();
    // The physical view the store did not give either: its place, too.
    await userEvent.click(screen.getByRole('button', { name: 'PHYSICAL GIFT CARD' }));
    expect(container.querySelector('slot')).not.toBeNull();
  });

  it('an answer that is not the gift card page data counts as none', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ body: { data: null } });
    const { container } = renderGiftCards();
    await waitFor(() => expect(container.querySelector('slot')).not.toBeNull());
    await waitFor(() => expect(warnings).toHaveBeenCalledTimes(1));
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

const pageData = { giftCards: giftCardsData() };

// spec §2 "a legal footer; a gift card FAQ": their words are the page data's (the store's), drawn in
// the shared accordion, the send-time answer the only one the element writes itself (in the shopper's
// own time, once it knows it: GiftCardsRoot.chunks.test.tsx).
describe('<pc-gift-cards>’s legal footer and FAQ, from page data', () => {
  it('draws the store’s footer, heading, questions and answers, the answers closed', async () => {
    const { container } = renderGiftCards(pageData);
    expect(container.querySelector('[part="legal"]')?.textContent).toBe(EN_TEXTS.legal);
    const faq = screen.getByRole('region', { name: 'Gift Card FAQ' });
    expect(faq.getAttribute('part')).toBe('faq');
    expect(within(faq).getByRole('heading', { level: 2 }).textContent).toBe('Gift Card FAQ');
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((button) => button.textContent)).toEqual(
      EN_TEXTS.faq.entries.map((entry) => entry.question),
    );
    for (const [index, button] of questions.entries()) {
      expect(button.closest('h3')).not.toBeNull();
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const answer = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(answer.hidden).toBe(true);
      expect(answer.textContent).toBe(EN_TEXTS.faq.entries[index]!.answer);
    }
    await userEvent.click(questions[3]!);
    expect(questions[3]!.getAttribute('aria-expanded')).toBe('true');
  });

  it('says whatever words the page data gives (a store in another language)', () => {
    renderGiftCards({ giftCards: giftCardsData(ES_TEXTS) });
    expect(screen.getByRole('heading', { level: 2, name: ES_TEXTS.faq.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: ES_TEXTS.faq.entries[2]!.question })).toBeTruthy();
    expect(screen.getByText(ES_TEXTS.legal)).toBeTruthy();
  });
});

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
    // The first render waits for the es-US catalogs (a suspended render): `act` is awaited. The store
    // sends its legal footer and FAQ in the page's language (a store in es-US, or a fragment in Spanish).
    await act(async () => {
      renderGiftCards({ giftCards: giftCardsData(ES_TEXTS) });
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
    expect(
      screen.getByRole('button', { name: '¿Cuándo se envía la tarjeta de regalo electrónica?' }),
    ).toBeTruthy();
    expect(screen.getByText(ES_TEXTS.legal)).toBeTruthy();

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

  it('without page data asks the store for it in Spanish, and says the store’s Spanish FAQ', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    const { sent } = stubFetch({ body: { data: { giftCards: giftCardsData(ES_TEXTS) } } });
    await act(async () => {
      renderGiftCards();
    });
    expect(await screen.findByRole('heading', { level: 2, name: ES_TEXTS.faq.title })).toBeTruthy();
    expect(new URL(sent[0]!.url, 'http://store').searchParams.get('locale')).toBe('es-US');
    expect(screen.getByRole('button', { name: ES_TEXTS.faq.entries[4]!.question })).toBeTruthy();
    expect(screen.getByText(ES_TEXTS.legal)).toBeTruthy();
  });
});

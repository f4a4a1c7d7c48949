import { HostContext, PcCartChangeEvent } from '@pc/shared';
import { PROCEED_BANNER_DELAY_MS } from '@pc/shared/constants';
import { cartListing, setPageConfig } from '@pc/shared/test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultsRoot } from './ResultsRoot.tsx';
import { navigations, renderResults, useResultsPage } from './test/renderResults.tsx';
import { bodySynthetic, cologneSet, product, resultsState, subProduct } from './test/resultsFixture.ts';

// The actions' chunk (the proceed banner, behaviour/actionsChunk.ts) compiled ahead: under the fake
// clock its arrival then takes no real time.
await import('./behaviour/actions.ts');

useResultsPage();

const FREE_SHIPPING = 'Spend $25 or subscribe for free shipping';
const card = (name: string) => screen.getByRole('article', { name });

describe('product cards (spec §2 Results screen) and the attribute variants (spec §2 route table)', () => {
  it("default: 'Your' header, subheader, sub-product descriptions, more-info links and the free-shipping note", () => {
    renderResults();
    const face = card('Your Face Set');
    expect(within(face).getByText('Cleanser and lotion, tailored to your skin.')).toBeTruthy();
    expect(within(face).getByText('A lightweight daily moisturiser.')).toBeTruthy();
    expect(within(face).getByRole('button', { name: 'More info about Face Lotion' })).toBeTruthy();
    expect(within(face).getByText(FREE_SHIPPING)).toBeTruthy();
  });

  it.each([
    [
      'no-product-prefix (/gift-quizresult)',
      { noProductPrefix: true },
      () => expect(card('Face Set')).toBeTruthy(),
    ],
    [
      'no-descriptions (/browse-candles)',
      { noDescriptions: true },
      () => {
        expect(screen.queryByText('A lightweight daily moisturiser.')).toBeNull();
        expect(screen.getByText('Face Lotion')).toBeTruthy();
      },
    ],
    [
      'no-more-info (/quizresult-cologne)',
      { noMoreInfo: true },
      () => expect(screen.queryByRole('button', { name: /More info/ })).toBeNull(),
    ],
    [
      'no-free-shipping-note (/quizresult, /lab-reorder)',
      { noFreeShippingNote: true },
      () => expect(screen.queryByText(FREE_SHIPPING)).toBeNull(),
    ],
  ])('%s', (_, attributes, check) => {
    renderResults({}, attributes);
    check();
  });

  it('includeProductPrefix false: no prefix', () => {
    renderResults({ includeProductPrefix: false });
    expect(card('Face Set')).toBeTruthy();
  });

  it('hideMoreInfo on a product or sub-product hides its links', () => {
    renderResults({
      allProducts: [
        product({
          id: 1,
          products: [subProduct({ hideMoreInfo: true }), subProduct({ id: 102, name: 'Face Lotion' })],
        }),
        product({ id: 2, name: 'Hair Set', hideMoreInfo: true }),
      ],
    });
    expect(screen.getAllByRole('button', { name: /More info/ }).map((button) => button.textContent)).toEqual([
      'More info about Face Lotion',
    ]);
  });

  it('hidden sets get no card; the navigation row shows only with more than one name, and goes to the card', async () => {
    const { unmount } = renderResults({
      allProducts: [product(), product({ id: 2, name: 'Hair Set', navigationName: 'Hair', isHidden: true })],
    });
    expect(screen.queryByRole('article', { name: 'Your Hair Set' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    renderResults({ allProducts: [product(), product({ id: 2, name: 'Hair Set', navigationName: 'Hair' })] });
    const nav = screen.getByRole('navigation', { name: 'Your products' });
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    await userEvent.click(within(nav).getByRole('button', { name: 'Hair' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your Hair Set' }));
  });

  it('a once-only set has no subscription radio; a subscribable one shows both prices', () => {
    renderResults({ allProducts: [cologneSet(), product({ id: 2 })] });
    expect(within(card('Your Cologne Set')).queryByRole('radio')).toBeNull();
    expect(within(card('Your Face Set')).getByRole('radio', { name: 'Subscribe $34' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(card('Your Face Set')).getByRole('radio', { name: 'Buy once $38' })).toBeTruthy();
  });

  it('image carousel: previous/next buttons and arrow keys move through the images', async () => {
    renderResults();
    const carousel = screen.getByRole('region', { name: 'Face Set images' });
    const previous = within(carousel).getByRole('button', { name: 'Previous image' });
    const next = within(carousel).getByRole('button', { name: 'Next image' });
    expect(within(carousel).getByText('Image 1 of 3')).toBeTruthy();
    expect(previous).toHaveProperty('disabled', true);
    await userEvent.click(next);
    expect(within(carousel).getByText('Image 2 of 3')).toBeTruthy();
    const track = within(carousel).getByRole('group', { name: 'Images' });
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(within(carousel).getByText('Image 3 of 3')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    fireEvent.keyDown(track, { key: 'Home' });
    expect(within(carousel).getByText('Image 1 of 3')).toBeTruthy();
    expect(within(carousel).getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
  });

  it('page data that is not a results state says so instead of a blank element', async () => {
    renderResults({ allProducts: 'nope' as never });
    expect(await screen.findByText('Your results are not available.')).toBeTruthy();
  });
});

describe("the 'more info' modal (spec §2)", () => {
  it('shows the sections, toggles the full ingredients, and closes', async () => {
    renderResults();
    await userEvent.click(screen.getByRole('button', { name: 'More info about Face Cleanser' }));
    // it opens with the modals' chunk (docs/decisions/0074)
    const dialog = await screen.findByRole('dialog', { name: 'Face Cleanser' });
    expect(
      (await within(dialog).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
    ).toEqual([
      'Your Formula',
      'Formulated By',
      'Made With',
      'Your Product Is',
      'Smells Like',
      'Formulated In',
    ]);
    const toggle = within(dialog).getByRole('button', { name: 'More full ingredients' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(within(dialog).getByText('Water, aloe, glycerin, cocamidopropyl betaine')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Less full ingredients' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Face Cleanser' })).toBeNull();
  });

  it('cologne: made-with, made-without and formulated-in are hidden', async () => {
    renderResults({ allProducts: [cologneSet()] });
    await userEvent.click(screen.getByRole('button', { name: 'More info about Work Cologne' }));
    // it opens with the modals' chunk (docs/decisions/0074)
    const dialog = await screen.findByRole('dialog', { name: 'Work Cologne' });
    expect(
      (await within(dialog).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
    ).toEqual(['Your Formula', 'Formulated By', 'Smells Like']);
  });
});

describe('proceed-to-checkout banner (spec §4: 2.5 s after the server says yes; re-checked on cart change)', () => {
  const banner = () => screen.queryByRole('link', { name: 'Proceed To Checkout' });

  it("asks quiz_show_proceed_to_checkout on load and appears 2.5 s after 'yes'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actions } = renderResults({}, {}, { proceed: true });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(actions('quiz_show_proceed_to_checkout')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(PROCEED_BANNER_DELAY_MS - 10));
    expect(banner()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(banner()).not.toBeNull();
    fireEvent.click(banner()!);
    expect(navigations).toEqual(['/checkout']);
  });

  // spec §7 {product}_show_proceed_to_checkout asks about the product of the route (decision 0015).
  it.each([
    ['candle', 'candle_show_proceed_to_checkout'],
    [undefined, 'quiz_show_proceed_to_checkout'],
  ])("asks about the results state's proceedProduct (%s): %s", async (proceedProduct, action) => {
    const { actions } = renderResults(proceedProduct ? { proceedProduct } : {});
    await vi.waitFor(() => expect(actions(action)).toHaveLength(1));
    expect(
      actions(proceedProduct ? 'quiz_show_proceed_to_checkout' : 'candle_show_proceed_to_checkout'),
    ).toEqual([]);
  });

  it('stays away while the server says no, and is re-checked on pc-cart-change', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer = false;
    const { actions } = renderResults({}, {}, { proceed: () => answer });
    await act(() => vi.advanceTimersByTimeAsync(PROCEED_BANNER_DELAY_MS * 2));
    expect(banner()).toBeNull();
    answer = true;
    window.dispatchEvent(new PcCartChangeEvent({ cart: cartListing(), previous: null, reason: 'other-tab' }));
    await act(() => vi.advanceTimersByTimeAsync(PROCEED_BANNER_DELAY_MS + 1));
    expect(actions('quiz_show_proceed_to_checkout')).toHaveLength(2);
    expect(banner()).not.toBeNull();
  });

  it('is re-checked after an add to cart', async () => {
    const { actions } = renderResults();
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CART - $34' }));
    await screen.findByText('Item added to cart.');
    // load, the cart store's pc-cart-change, and the add itself
    expect(actions('quiz_show_proceed_to_checkout').length).toBeGreaterThanOrEqual(2);
  });

  it('a failure is silently ignored (spec §8)', async () => {
    const { fetchMock } = renderResults({}, {}, { proceed: true });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    window.dispatchEvent(new PcCartChangeEvent({ cart: cartListing(), previous: null, reason: 'other-tab' }));
    expect(screen.getByRole('article', { name: 'Your Face Set' })).toBeTruthy();
  });
});

describe('page view (spec §4 "A page-view event fires once")', () => {
  it('calls window.analytics.page once, however often the element renders', () => {
    const page = vi.fn();
    vi.stubGlobal('analytics', { page });
    const { rerender, host } = renderResults();
    // New page data with another survey log starts a new session in the same element.
    rerender(
      <HostContext value={host}>
        <ResultsRoot pageData={{ results: resultsState({ surveyLogId: 'log-2' }) }} />
      </HostContext>,
    );
    expect(screen.getByRole('article', { name: 'Your Face Set' })).toBeTruthy();
    expect(page).toHaveBeenCalledTimes(1);
  });
});

// issue 43, docs/decisions/0210: the results screen in the shop's second language (#pc-config's locale);
// its es-US catalog is fetched then, and the element's own texts are es-US.json's. The free-shipping
// note and the cadence words are @pc/shared's; the products' names and texts are the store's data.
describe('<pc-results> in es-US', () => {
  const renderInSpanish = async (...args: Parameters<typeof renderResults>) => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    let rendered: ReturnType<typeof renderResults> | undefined;
    // The first render waits for the es-US catalogs (React's `use`): an awaited act lets React render
    // again once they are in.
    await act(async () => {
      rendered = renderResults(...args);
    });
    return rendered!;
  };

  it('speaks Spanish: heading, cards, carousel, purchase options, navigation, bathroom module, more info', async () => {
    await renderInSpanish(
      { allProducts: [product({ navigationName: 'Cara' }), bodySynthetic({ navigationName: 'Cuerpo' })] },
      { bathroomModule: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tus resultados' })).toBeTruthy();
    const face = card('Tu Face Set');
    const carousel = within(face).getByRole('region', { name: 'Imágenes de Face Set' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrusel');
    expect(within(carousel).getByRole('button', { name: 'Imagen anterior' })).toBeTruthy();
    expect(within(carousel).getByText('Imagen 1 de 3')).toBeTruthy();
    expect(within(carousel).getByRole('group', { name: 'Imágenes' })).toBeTruthy();
    expect(within(carousel).getByRole('group', { name: '1 de 3' }).getAttribute('aria-roledescription')).toBe(
      'diapositiva',
    );
    await userEvent.click(within(carousel).getByRole('button', { name: 'Imagen siguiente' }));
    expect(within(carousel).getByText('Imagen 2 de 3')).toBeTruthy();
    expect(within(face).getByRole('radio', { name: 'Suscripción $34' })).toHaveProperty('checked', true);
    expect(within(face).getByRole('radio', { name: 'Compra única $38' })).toBeTruthy();
    expect(within(face).getByRole('group', { name: 'Opción de compra' })).toBeTruthy();
    expect(within(face).getByRole('combobox', { name: 'Entrega' })).toBeTruthy();
    expect(within(face).getByRole('button', { name: 'AGREGAR AL CARRITO - $34' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Tus productos' });
    expect(within(nav).getByRole('button', { name: 'Cuerpo' })).toBeTruthy();

    const module = await screen.findByRole('region', { name: 'Esenciales de Sam' });
    expect(within(module).getByText('REABASTECIMIENTO INTELIGENTE. CANCELA CUANDO QUIERAS.')).toBeTruthy();
    expect(within(module).getByRole('button', { name: /^PAGAR precio original/ })).toBeTruthy();
    await userEvent.click(within(module).getByRole('button', { name: 'MÁS INFORMACIÓN +' }));
    expect(
      within(module).getByText('Cambia o cancela cuando quieras. Satisfacción garantizada al 100%.'),
    ).toBeTruthy();
    expect(within(module).getByRole('button', { name: 'CERRAR' })).toBeTruthy();

    expect(
      screen.getByRole('textbox', { name: /^¿Todavía no\? Ingresa tu correo electrónico/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeTruthy();

    await userEvent.click(within(face).getByRole('button', { name: 'Más información sobre Face Cleanser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Face Cleanser' });
    expect(
      (await within(dialog).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
    ).toEqual(['Tu fórmula', 'Formulado por', 'Hecho con', 'Tu producto es', 'Huele a', 'Formulado en']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver más ingredientes' }));
    expect(within(dialog).getByRole('button', { name: 'Ver menos ingredientes' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog', { name: 'Face Cleanser' })).toBeNull();
  });

  it('speaks Spanish: the email capture, the overlay, the added banner and a failed save', async () => {
    const { actions } = await renderInSpanish(
      { showEmailCapture: true },
      {},
      { compatible: false, saveAnswer: { status: 500, body: { code: 'x', message: 'down' } } },
    );
    const capture = await screen.findByRole('dialog', { name: 'Desbloquea tus productos' });
    const email = within(capture).getByRole('textbox', { name: 'Ingresa tu correo electrónico' });
    expect(email.getAttribute('placeholder')).toBe('Ingresa tu correo electrónico');
    await userEvent.type(email, 'sam@example');
    fireEvent.click(within(capture).getByRole('button', { name: 'Desbloquear' }));
    expect(await within(capture).findByText('Correo electrónico no válido')).toBeTruthy();
    expect(within(capture).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    await userEvent.click(within(capture).getByRole('button', { name: 'Omitir este paso' }));
    await waitFor(() => expect(capture.hasAttribute('open')).toBe(false));

    await userEvent.click(screen.getByRole('button', { name: 'AGREGAR AL CARRITO - $34' }));
    const overlay = await screen.findByRole('dialog', {
      name: 'Ya tienes un pedido personalizado en tu carrito. Solo permitimos un pedido personalizado a la vez.',
    });
    expect(within(overlay).getByRole('button', { name: 'Ir a pagar' })).toBeTruthy();
    await userEvent.click(within(overlay).getByRole('button', { name: 'Vaciar el carrito y continuar' }));
    expect(await screen.findByText('Producto agregado al carrito.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagar' }).getAttribute('href')).toBe('/checkout');
    expect(actions('add_to_cart')).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: /^¿Todavía no\?/ }), 'sam@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Algo salió mal, inténtalo de nuevo')).toBeTruthy();
  });

  it('without results, says so in Spanish', async () => {
    await renderInSpanish({ allProducts: 'nope' as never });
    expect(await screen.findByRole('heading', { name: 'Tus resultados no están disponibles.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Haz el cuestionario' })).toBeTruthy();
  });
});

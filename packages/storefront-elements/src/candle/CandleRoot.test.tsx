import { HostContext, resetSharedStoresForTests } from '@pc/shared';
import { ajax, cartItem, cartListing, setPageConfig, stubFetch } from '@pc/shared/test';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizerChunk } from './behaviour/sanitizerChunk.ts';
import { CandleRoot } from './CandleRoot.tsx';
import { CANDLE_PRODUCT } from './test/candleProduct.ts';

// <pc-candle>: the rules of spec §2 and §4 as the shopper meets them (the browser tests walk
// the same on the real server).

let host: HTMLElement;
beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'n' });
  host = document.createElement('pc-candle');
  document.body.append(host);
  window.history.replaceState(null, '', '/candle');
});
afterEach(() => {
  cleanup();
  host.remove();
  vi.unstubAllGlobals();
  resetSharedStoresForTests();
  sanitizerChunk.resetForTests();
});

const mount = (props: { path?: string; pageData?: unknown } = {}) =>
  render(
    <HostContext value={host}>
      <CandleRoot pageData={{ candle: CANDLE_PRODUCT }} {...props} />
    </HostContext>,
  );

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the candle of the address (spec §2)', () => {
  it('moves with the arrows, wrapping at both ends, each move a history entry', async () => {
    const user = userEvent.setup();
    mount();
    expect(heading()).toBe('Gran Cenote');
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Previous candle' }));
    expect(heading()).toBe('Positano');
    expect(window.location.pathname).toBe('/candle/positano');
    await user.click(screen.getByRole('button', { name: 'Next candle' }));
    expect(heading()).toBe('Gran Cenote');
    await user.click(screen.getByRole('button', { name: 'Next candle' }));
    expect(heading()).toBe('Big Sur'); // the disabled Oia is skipped
    expect(window.location.pathname).toBe('/candle/big-sur');
    expect(window.history.length).toBe(entries + 3);
  });

  it('shows the current candle’s picture, its variation’s image, with its name as alternative text', async () => {
    const user = userEvent.setup();
    mount();
    const picture = () => screen.getByRole('img', { name: 'Gran Cenote candle' });
    expect(picture().getAttribute('src')).toMatch(/\/assets\/candles\/gran-cenote\.svg$/);
    await user.click(screen.getByRole('button', { name: 'Next candle' }));
    expect(screen.queryByRole('img', { name: 'Gran Cenote candle' })).toBeNull();
    const bigSur = screen.getByRole('img', { name: 'Big Sur candle' });
    expect(bigSur.getAttribute('src')).toMatch(/\/assets\/candles\/big-sur\.svg$/);
  });

  it('follows back and forward (popstate) and the path attribute a host router sets', () => {
    const { rerender } = mount({ path: 'big-sur' });
    expect(heading()).toBe('Big Sur');
    act(() => {
      window.history.pushState(null, '', '/candle/positano');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(heading()).toBe('Positano');
    rerender(
      <HostContext value={host}>
        <CandleRoot path="gran-cenote" pageData={{ candle: CANDLE_PRODUCT }} />
      </HostContext>,
    );
    expect(heading()).toBe('Gran Cenote');
  });

  it('a marker selects its candle by click, Enter and Space', async () => {
    const user = userEvent.setup();
    mount();
    await user.click(screen.getByRole('button', { name: 'Big Sur' }));
    expect(heading()).toBe('Big Sur');
    screen.getByRole('button', { name: 'Positano' }).focus();
    await user.keyboard('{Enter}');
    expect(heading()).toBe('Positano');
    screen.getByRole('button', { name: 'Gran Cenote' }).focus();
    await user.keyboard(' ');
    expect(heading()).toBe('Gran Cenote');
    expect(screen.getByRole('button', { name: 'Gran Cenote' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the product (spec §7 GET products/candle, §8)', () => {
  it('is loaded when no page data brought it', async () => {
    const { sent } = stubFetch({ body: CANDLE_PRODUCT });
    mount({ pageData: null, path: 'positano' });
    await waitFor(() => expect(heading()).toBe('Positano'));
    expect(sent.map((request) => request.url)).toEqual(['/wp-json/pc/v1/products/candle']);
  });

  it('a failed fetch leaves the page empty, without an error: the tag’s own content shows (decision 0185)', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ status: 500, body: { code: 'boom', message: 'boom' } });
    const { container } = mount({ pageData: null });
    // A slot: the tag's own content where a page wrote one, else (its own content) the empty view.
    await waitFor(() =>
      expect(container.querySelector('slot > .candle--empty:not([aria-busy])')).not.toBeNull(),
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings.mock.calls).toEqual([
      [expect.stringContaining('the store did not give the candle product')],
    ]);
  });
});

describe('buying (spec §4, §7)', () => {
  it('adds the candle with source landing-page and its position, then asks for /checkout', async () => {
    const line = cartItem({ productId: 301, variationId: 30102, name: 'Big Sur Candle', category: 'candle' });
    const { sent } = stubFetch({ body: { ...ajax(cartListing([line])), newNonce: 'n2' } });
    const navigated: string[] = [];
    host.addEventListener('pc-navigate', (event) => {
      event.preventDefault();
      navigated.push((event as CustomEvent<{ href: string }>).detail.href);
    });
    const user = userEvent.setup();
    mount({ path: 'big-sur' });
    await user.click(screen.getByRole('button', { name: 'CHECKOUT - $48' }));
    await waitFor(() => expect(navigated).toEqual(['/checkout']));
    const form = new URLSearchParams(sent[0]?.body);
    expect(Object.fromEntries(form)).toMatchObject({
      action: 'add_to_cart',
      'add-to-cart': '301',
      variation_id: '30102',
      quantity: '1',
      source: 'landing-page',
      position: '2',
    });
  });

  it('a sold-out candle cannot be bought', () => {
    mount({ path: 'positano' });
    const button = screen.getByRole('button', { name: 'SOLD OUT' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});

describe('the more-info overlay (spec §2 "tap for more info", docs/decisions/0067)', () => {
  beforeEach(() => {
    // happy-dom's <dialog> has no showModal: the Dialog primitive needs one.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  const description = () => document.querySelector('dialog .overlay__description');

  it.each([
    ['a pointer reaches', (more: HTMLElement) => fireEvent.pointerEnter(more)],
    ['a finger touches', (more: HTMLElement) => fireEvent.touchStart(more)],
    ['focus reaches', (more: HTMLElement) => more.focus()],
  ])(
    'opens with its full description at once when %s the control first',
    { timeout: 20_000 },
    async (_, reach) => {
      mount();
      const more = screen.getByRole('button', { name: 'tap for more info' });
      expect(sanitizerChunk.loaded()).toBeNull();
      act(() => reach(more));
      await waitFor(() => expect(sanitizerChunk.loaded()).not.toBeNull(), { timeout: 15_000 });
      fireEvent.click(more);
      // The same render as the click: the sanitised description, no empty line waiting for the chunk.
      expect(description()?.classList.contains('overlay__description--loading')).toBe(false);
      expect(description()?.textContent).toContain('Gran Cenote, the story.');
    },
  );

  // docs/decisions/0075: the clips of the closed overlay download nothing with the page; their first
  // frames start loading as the shopper heads for 'tap for more info', or when it opens.
  const preloads = () =>
    [...document.querySelectorAll('dialog video')].map((video) => video.getAttribute('preload'));

  it.each([
    ['a pointer reaches', (more: HTMLElement) => fireEvent.pointerEnter(more)],
    ['a finger touches', (more: HTMLElement) => fireEvent.touchStart(more)],
    ['focus reaches', (more: HTMLElement) => more.focus()],
    ['a click opens', (more: HTMLElement) => fireEvent.click(more)],
  ])('loads its clips only once %s the control', (_, reach) => {
    mount();
    // decision 0207: no player at all before the shopper heads for the overlay.
    expect(preloads()).toEqual([]);
    act(() => reach(screen.getByRole('button', { name: 'tap for more info' })));
    expect(preloads()).toEqual(['metadata', 'metadata', 'metadata', 'metadata']);
  });

  it('opened before the sanitiser arrived, fills the description in when it does', {
    timeout: 20_000,
  }, async () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'tap for more info' }));
    expect(description()?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(description()?.textContent).toContain('Gran Cenote, the story.'), {
      timeout: 15_000,
    });
  });

  // decision 0225: the players' own stylesheet (Chromium's) is parsed as the shopper heads for the
  // overlay, not in the click that opens it.
  it('has a player styled as the shopper heads for the control, before the dialog opens', () => {
    mount();
    const styled = vi.spyOn(window, 'getComputedStyle');
    const players = () => styled.mock.calls.filter(([element]) => element instanceof HTMLVideoElement);
    expect(players()).toHaveLength(0);
    act(() => fireEvent.pointerEnter(screen.getByRole('button', { name: 'tap for more info' })));
    expect(players()).toHaveLength(1);
    expect(document.querySelector('dialog')?.hasAttribute('open')).toBe(false);
    styled.mockRestore();
  });

  // decision 0207: a next candle gives the players its clips; it does not build four new ones (most of
  // the press at a phone's speed once the shopper had headed for the overlay).
  it('keeps its players from one candle to the next, with the new candle’s clips', () => {
    mount();
    act(() => fireEvent.pointerEnter(screen.getByRole('button', { name: 'tap for more info' })));
    const players = [...document.querySelectorAll('dialog video')];
    const clips = () =>
      [...document.querySelectorAll('dialog video')].map((video) => video.getAttribute('src'));
    const before = clips();
    fireEvent.click(screen.getByRole('button', { name: 'Next candle' }));
    const now = [...document.querySelectorAll('dialog video')];
    expect(now).toHaveLength(players.length);
    for (const [index, player] of players.entries()) expect(now[index]).toBe(player);
    expect(clips()).toHaveLength(4);
    expect(clips()).not.toEqual(before);
  });
});

// docs/decisions/0029: a failed add says so by the buy button, and the shopper stays with the candle.
describe('a failed add (spec §4, decision 0029)', () => {
  it('says so by the buy button and stays on the candle', async () => {
    stubFetch({ status: 500, body: { code: 'boom', message: 'boom' } });
    const user = userEvent.setup();
    mount({ path: 'big-sur' });
    await user.click(screen.getByRole('button', { name: 'CHECKOUT - $48' }));
    await waitFor(() =>
      expect(document.querySelector('.buy__error')?.textContent).toBe(
        'Something went wrong, please try again',
      ),
    );
    expect(heading()).toBe('Big Sur');
  });
});

// issue 43, docs/decisions/0210: the candle page in the shop's second language (#pc-config's locale);
// its es-US catalog is fetched then, and the element's own texts are es-US.json's.
describe('<pc-candle> in es-US', () => {
  beforeEach(() => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  // The first render waits for the es-US catalog (React's `use`): an awaited act lets React render
  // again once it is in (the survey's first render, by contrast, waits for its options).
  const mountInSpanish = async (props: { path?: string } = {}) => {
    await act(async () => {
      mount(props);
    });
  };

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    await mountInSpanish();
    expect(await screen.findByRole('button', { name: 'Vela siguiente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vela anterior' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Vela Gran Cenote' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mapa de los lugares de las velas' })).toBeTruthy();
    expect(document.querySelector('.map__svg title')?.textContent).toBe(
      'Mapa del mundo con un marcador en el lugar de cada vela',
    );
    expect(document.querySelector('.details__count')?.textContent).toBe('Vela 1 de 3');
    await user.click(screen.getByRole('button', { name: 'toca para más información' }));
    const overlay = document.querySelector('dialog') as HTMLElement;
    expect([...overlay.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual([
      'La vela encendida, con su llama titilando en el frasco.',
      'Cera vertida a mano en el frasco.',
      'El frasco recibe su etiqueta.',
      'El lugar que inspiró el aroma.',
    ]);
    expect([...overlay.querySelectorAll('h3')].map((title) => title.textContent)).toEqual([
      'Notas',
      'Sobre esta vela',
    ]);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });

  it('says a failed add in Spanish', async () => {
    stubFetch({ status: 500, body: { code: 'boom', message: 'boom' } });
    const user = userEvent.setup();
    await mountInSpanish({ path: 'big-sur' });
    // The buy button's words are the shared catalog's (buyButtonState), in es-US too.
    await user.click(await screen.findByRole('button', { name: 'PAGAR - $48' }));
    await waitFor(() =>
      expect(document.querySelector('.buy__error')?.textContent).toBe('Algo salió mal, inténtalo de nuevo'),
    );
  });
});

import { $nonce, HostContext, type PcCompleteDetail, resetSharedStoresForTests } from '@pc/shared';
import { ajax, cartItem, cartListing, type SentRequest, setPageConfig, stubFetch } from '@pc/shared/test';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrossSellRoot } from './CrossSellRoot.tsx';
import { crossSellOffer } from './test/crossSellFixture.ts';

// spec §4 Cross-sell and §8, with fetch replaced at the boundary.

type Answer = { status?: number; body?: unknown } | Error;

let host: HTMLElement;
let completions: PcCompleteDetail[];
let cartChanges: unknown[];
const onCartChange = (event: Event) => cartChanges.push((event as CustomEvent).detail);

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'n-1' });
  resetSharedStoresForTests();
  $nonce.set('n-1');
  host = document.createElement('pc-cross-sell');
  document.body.append(host);
  completions = [];
  cartChanges = [];
  host.addEventListener('pc-complete', (event) => completions.push(event.detail));
  window.addEventListener('pc-cart-change', onCartChange);
});

afterEach(() => {
  cleanup();
  host.remove();
  window.removeEventListener('pc-cart-change', onCartChange);
  vi.unstubAllGlobals();
});

const CART_AFTER = cartListing([cartItem({ name: 'Face Set', cadence: 9, price: 29 })]);

/** Answers GET/POST cart/cross_sell and get_cart_items; `offer` and `post` replace the defaults. */
function serve({ offer, post }: { offer?: Answer; post?: Answer } = {}) {
  return stubFetch((request: SentRequest) => {
    if (request.url.includes('/cart/cross_sell'))
      return request.method === 'GET'
        ? (offer ?? { body: crossSellOffer() })
        : (post ?? { body: { success: true } });
    if (request.url.includes('get_cart_items')) return { body: ajax(CART_AFTER) };
    if (request.url.includes('/insights/events')) return { body: { success: true } };
    return { status: 404, body: { code: 'rest_no_route', message: 'No route', data: { status: 404 } } };
  });
}

const renderRoot = (props: { showOncePerSession?: boolean; pageData?: unknown } = {}) =>
  render(
    <HostContext value={host}>
      <CrossSellRoot {...props} />
    </HostContext>,
  );

const dialog = () => document.querySelector('dialog') ?? { open: false };

describe('<pc-cross-sell> shows the offer (spec §2 Cross-sell pop-up)', () => {
  it('renders nothing open at first, then the offer once it loads', async () => {
    serve();
    renderRoot();
    expect(dialog().open).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Complete Your Upgrade' })).toBeTruthy();
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(screen.getByText('RISK-FREE. FREE RETURNS')).toBeTruthy();
    // decision 0127: each product named in text under its image (the image then decorative: alt "").
    expect(
      screen.getAllByRole('listitem').map((item) => {
        const image = item.querySelector('img');
        return [item.textContent, image?.getAttribute('alt'), image?.getAttribute('src')];
      }),
    ).toEqual([
      ['Face Cleanser', '', '/assets/products/cleanser.webp'],
      ['Face Lotion', '', '/assets/products/lotion.webp'],
    ]);
    expect(screen.getByRole('button', { name: 'SUBSCRIBE original price $34 now $29' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'BUY ONCE original price $38 now $36' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'NO THANKS' })).toBeTruthy();
    expect(completions).toEqual([]);
  });

  it("reads 'Their' after a gift quiz", async () => {
    serve({ offer: { body: crossSellOffer({ quizType: 'gift' }) } });
    renderRoot();
    expect(await screen.findByRole('heading', { name: 'Complete Their Upgrade' })).toBeTruthy();
  });

  it('takes the images from the store on a third-party host (apiRoot)', async () => {
    // The host's server printed the shopper's token (docs/decisions/0038, 0098).
    setPageConfig({ apiRoot: 'https://shop.example', ns: 'pc', cartToken: 'printed' });
    const { sent } = serve();
    renderRoot();
    await screen.findByRole('heading', { name: 'Complete Your Upgrade' });
    expect(sent[0]?.url).toBe('https://shop.example/wp-json/pc/v1/cart/cross_sell');
    expect(sent[0]?.credentials).toBe('omit');
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      'https://shop.example/assets/products/cleanser.webp',
    );
  });
});

describe('<pc-cross-sell> completes (spec §4 Cross-sell, §8)', () => {
  it.each([
    ['no products come back', { body: crossSellOffer({ products: [] }) }, 'empty'],
    ['the load fails (HTTP 500)', { status: 500, body: {} }, 'failed'],
    ['the store cannot be reached', new TypeError('Failed to fetch'), 'failed'],
    ['the answer is not an offer', { body: { products: 'none' } }, 'failed'],
  ] as const)('when %s: never shown, completion signalled once', async (_, offer, outcome) => {
    serve({ offer });
    renderRoot();
    await waitFor(() => expect(completions).toEqual([{ outcome }]));
    expect(dialog().open).toBe(false);
  });

  it.each([
    ['SUBSCRIBE', 'SUBSCRIBE original price $34 now $29', 'UPGRADE5'],
    ['ONE_TIME', 'BUY ONCE original price $38 now $36', 'ONCE2'],
  ])(
    '%s posts {products, action, surveyLogId, couponCode}, the cart changes, then it completes',
    async (action, name, couponCode) => {
      const { sent } = serve();
      renderRoot();
      const button = await screen.findByRole('button', { name });
      fireEvent.click(button);
      fireEvent.click(button); // a double click posts once
      await waitFor(() => expect(completions).toEqual([{ outcome: 'accepted' }]));
      const posts = sent.filter(
        (request) => request.method === 'POST' && request.url.includes('/cart/cross_sell'),
      );
      expect(posts).toHaveLength(1);
      expect(posts[0]?.headers['X-WP-Nonce']).toBe('n-1');
      expect(JSON.parse(posts[0]!.body!)).toEqual({
        products: ['Face Cleanser', 'Face Lotion'],
        action,
        surveyLogId: 'log-123',
        couponCode,
      });
      expect(cartChanges).toEqual([expect.objectContaining({ cart: CART_AFTER, reason: 'add' })]);
      expect(dialog().open).toBe(false);
    },
  );

  it('a failed post hides the pop-up, the cart unchanged (spec §8)', async () => {
    serve({
      post: {
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: 'no',
          displayMessage: 'Not offered',
          data: { status: 400 },
        },
      },
    });
    renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: /^SUBSCRIBE/ }));
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(completions).toEqual([{ outcome: 'failed' }]);
    expect(cartChanges).toEqual([]);
  });

  it('NO THANKS completes without posting an action, and tells the store for the owner’s report', async () => {
    const { sent } = serve();
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'NO THANKS' }));
    expect(completions).toEqual([{ outcome: 'dismissed' }]);
    expect(dialog().open).toBe(false);
    expect(
      sent.filter((request) => request.url.includes('/cart/cross_sell') && request.method === 'POST'),
    ).toEqual([]);
    // docs/decisions/0120: shown, then declined, each with the offer's survey log.
    const told = sent.filter((request) => request.url.includes('/insights/events'));
    expect(told.map((request) => JSON.parse(request.body!))).toEqual([
      { event: 'cross_sell_shown', surveyLogId: 'log-123' },
      { event: 'cross_sell_declined', surveyLogId: 'log-123' },
    ]);
  });

  it('Escape is NO THANKS (the modal dialog’s cancel)', async () => {
    serve();
    renderRoot();
    await screen.findByRole('button', { name: 'NO THANKS' });
    await waitFor(() => expect(dialog().open).toBe(true));
    act(() => {
      document.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(completions).toEqual([{ outcome: 'dismissed' }]);
  });

  it('NO THANKS while an action posts does nothing: the action decides', async () => {
    let release: (answer: Answer) => void = () => {};
    serve({ post: undefined });
    stubFetch((request) => {
      if (request.url.includes('get_cart_items')) return { body: ajax(CART_AFTER) };
      if (request.method === 'GET') return { body: crossSellOffer() };
      return new Promise<Answer>((resolve) => {
        release = resolve;
      });
    });
    renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: /^BUY ONCE/ }));
    fireEvent.click(screen.getByRole('button', { name: 'NO THANKS' }));
    expect(completions).toEqual([]);
    release({ body: { success: true } });
    await waitFor(() => expect(completions).toEqual([{ outcome: 'accepted' }]));
  });
});

// decision 0052: on candle pages (spec §1) the pop-up shows at most once per tab session.
describe('<pc-cross-sell show-once-per-session>', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('shows the offer the first time, then, in the same tab, asks nothing, shows nothing and completes with skipped', async () => {
    const { sent } = serve();
    const first = renderRoot({ showOncePerSession: true });
    await waitFor(() => expect(dialog().open).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'NO THANKS' }));
    expect(completions).toEqual([{ outcome: 'dismissed' }]);
    first.unmount();
    const asked = sent.length;

    renderRoot({ showOncePerSession: true });
    await waitFor(() => expect(completions).toEqual([{ outcome: 'dismissed' }, { outcome: 'skipped' }]));
    expect(sent.length).toBe(asked);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('counts only a pop-up that was shown: an empty cart leaves the next one free to show', async () => {
    serve({ offer: { body: crossSellOffer({ products: [] }) } });
    const first = renderRoot({ showOncePerSession: true });
    await waitFor(() => expect(completions).toEqual([{ outcome: 'empty' }]));
    first.unmount();
    serve();
    renderRoot({ showOncePerSession: true });
    await waitFor(() => expect(dialog().open).toBe(true));
  });

  it('without the attribute (/checkout) shows every time', async () => {
    serve();
    const first = renderRoot({ showOncePerSession: true });
    await waitFor(() => expect(dialog().open).toBe(true));
    first.unmount();
    renderRoot();
    await waitFor(() => expect(dialog().open).toBe(true));
  });
});

// decision 0141: the store's /checkout carries the offer for the cart.
describe('<pc-cross-sell> with the offer in the page data', () => {
  const asked = (sent: readonly SentRequest[]) =>
    sent.filter((request) => request.method === 'GET' && request.url.includes('/cart/cross_sell'));

  it('shows it from the first render, asks for none, and tells the owner’s report it was shown', async () => {
    const { sent } = serve();
    renderRoot({ pageData: { checkout: {}, crossSell: crossSellOffer() } });
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('button', { name: 'SUBSCRIBE original price $34 now $29' })).toBeTruthy();
    await waitFor(() => expect(sent.some((request) => request.url.includes('/insights/events'))).toBe(true));
    expect(asked(sent)).toEqual([]);
    expect(completions).toEqual([]);
  });

  it('an offer without products: never shown, completion signalled, nothing asked', async () => {
    const { sent } = serve();
    renderRoot({ pageData: { crossSell: crossSellOffer({ products: [] }) } });
    await waitFor(() => expect(completions).toEqual([{ outcome: 'empty' }]));
    expect(dialog().open).toBe(false);
    expect(asked(sent)).toEqual([]);
  });

  it('with show-once-per-session, the tab decides: the first render is empty, then it shows without a request', async () => {
    sessionStorage.clear();
    const { sent } = serve();
    renderRoot({ showOncePerSession: true, pageData: { crossSell: crossSellOffer() } });
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(asked(sent)).toEqual([]);
  });

  it('page data without an offer: it asks the store, as before', async () => {
    const { sent } = serve();
    renderRoot({ pageData: { checkout: {} } });
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(asked(sent)).toHaveLength(1);
  });
});

// issue 43, docs/decisions/0210: the pop-up in the shop's second language, chosen by `#pc-config`'s
// locale or by the page's `lang`; its es-US catalog is fetched then, and the texts are es-US.json's. The
// offer's product names and prices are the store's.
describe('<pc-cross-sell> in es-US', () => {
  it.each([
    ["#pc-config's locale", () => setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'n-1', locale: 'es-US' })],
    ["the page's lang", () => document.body.setAttribute('lang', 'es-MX')],
  ])('speaks Spanish by %s', async (_, choose) => {
    choose();
    serve();
    renderRoot();
    expect(
      await screen.findByRole('heading', { name: 'Completa tu mejora' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('SIN RIESGO. DEVOLUCIONES GRATIS')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SUSCRIBIRSE precio original $34 ahora $29' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'COMPRAR UNA VEZ precio original $38 ahora $36' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'NO, GRACIAS' }));
    expect(completions).toEqual([{ outcome: 'dismissed' }]);
    document.body.removeAttribute('lang');
  });

  it('after a gift quiz: Completa su mejora', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'n-1', locale: 'es-US' });
    serve({ offer: { body: crossSellOffer({ quizType: 'gift' }) } });
    renderRoot();
    expect(await screen.findByRole('heading', { name: 'Completa su mejora' })).toBeTruthy();
  });
});

// issue 43 item 3, docs/decisions/0210: an author's own words by message id, in #pc-config.
describe("<pc-cross-sell> with an author's words", () => {
  it('shows them in place of the catalog’s, and the catalog’s for the rest', async () => {
    setPageConfig({
      apiRoot: '',
      ns: 'pc',
      nonce: 'n-1',
      messages: {
        'cross-sell.title': 'One more thing',
        'cross-sell.noThanks': 'Maybe later',
        'quiz.title': 'x',
      },
    });
    serve();
    renderRoot();
    expect(await screen.findByRole('heading', { name: 'One more thing' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maybe later' })).toBeTruthy();
    expect(screen.getByText('RISK-FREE. FREE RETURNS')).toBeTruthy();
  });
});

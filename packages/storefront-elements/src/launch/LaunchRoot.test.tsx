import { HostContext, type PcAnalyticsDetail, resetSharedStoresForTests } from '@pc/shared';
import { ajax, cartItem, cartListing, type SentRequest, setPageConfig, stubFetch } from '@pc/shared/test';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LaunchElementProps, LaunchRoot } from './LaunchRoot.tsx';
import { launchProduct } from './test/launchFixture.ts';

// spec §2 Launch page, §4 Stock and buy button, §7 the variation calls and the cart action, §8 a failed
// product fetch. The element against a fetch stubbed at the boundary.

const navigations: string[] = [];
const analytics: PcAnalyticsDetail[] = [];
const onNavigate = (event: WindowEventMap['pc-navigate']) => {
  event.preventDefault();
  navigations.push(event.detail.href);
};
const onAnalytics = (event: WindowEventMap['pc-analytics']) => analytics.push(event.detail);

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-1' });
  resetSharedStoresForTests();
  navigations.length = 0;
  analytics.length = 0;
  window.addEventListener('pc-navigate', onNavigate);
  window.addEventListener('pc-analytics', onAnalytics);
});
afterEach(() => {
  cleanup();
  window.removeEventListener('pc-navigate', onNavigate);
  window.removeEventListener('pc-analytics', onAnalytics);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderLaunch = (props: LaunchElementProps) => {
  const host = document.createElement('pc-launch');
  document.body.append(host);
  return render(
    <HostContext value={host}>
      <LaunchRoot {...props} />
    </HostContext>,
    { container: host },
  );
};

const buttons = () => screen.queryAllByRole('button', { name: /^(CHECKOUT - \$\d+|SOLD OUT)$/ });

/** The store: the variation call answers `product`, the cart action answers the added line. */
const stubStore = (answer: (request: SentRequest) => { status?: number; body?: unknown } | Error) =>
  stubFetch(answer);

describe('without page data it asks spec §7’s variation call', () => {
  it('the collaboration edition asks for gran-cenote, and is sold out by the clock after mount (spec §4)', async () => {
    const { sent } = stubStore(() => ({ body: launchProduct() }));
    renderLaunch({ code: 'gran-cenote_tf', pageData: null });
    // spec §8's empty page until the product is known
    expect(buttons()).toEqual([]);
    await screen.findByRole('heading', { level: 1, name: 'Gran Cenote × Throwing Fits' });
    expect(sent.map((request) => request.url)).toEqual([
      '/wp-json/pc/v1/products/cologne_play/variations/gran-cenote',
    ]);
    // Today is after 8 July 2021 00:00 Eastern.
    for (const button of buttons()) {
      expect(button.textContent).toBe('SOLD OUT');
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('a body wash asks the body wash call', async () => {
    const { sent } = stubStore(() => ({ body: launchProduct() }));
    renderLaunch({ code: 'bw-sensitive-riseup', pageData: null });
    await screen.findByRole('heading', { level: 1 });
    expect(sent[0]?.url).toBe('/wp-json/pc/v1/products/body_wash/variations/bw-sensitive-riseup');
  });

  it.each([
    ['a 500', { status: 500, body: { code: 'x', message: 'down', data: { status: 500 } } }],
    [
      'a 404',
      { status: 404, body: { code: 'pc_unknown_product_code', message: 'No', data: { status: 404 } } },
    ],
    ['a network failure', new TypeError('Failed to fetch')],
    ['an answer that does not parse', { body: { product: 'nope' } }],
  ])(
    'spec §8: %s is silently ignored, the page stays empty, the tag’s own content shows (decision 0185)',
    async (_case, answer) => {
      const errors = vi.spyOn(console, 'error');
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { fetchMock } = stubStore(() => answer);
      const { container } = renderLaunch({ code: 'green', pageData: null });
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      // Its view gives way to a slot: the tag's fallback, where a page wrote one, shows there.
      await waitFor(() => expect(container.querySelector('slot > .launch--empty')).not.toBeNull());
      expect(container.textContent).toBe('');
      expect(errors).not.toHaveBeenCalled();
      // The console, not the shopper, hears why: once.
      expect(warnings.mock.calls).toEqual([
        [expect.stringContaining("the store did not give the launch's product")],
      ]);
    },
  );

  it('an unknown code asks nothing, gives way to the tag’s own content and says so once (decision 0185)', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetchMock } = stubStore(() => ({ body: launchProduct() }));
    const { container } = renderLaunch({ code: 'nope', pageData: null });
    expect(container.textContent).toBe('');
    expect(container.querySelector('slot > .launch--empty')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warnings.mock.calls).toEqual([[expect.stringContaining('no launch has the code "nope"')]]);
  });
});

describe('with page data', () => {
  const pageData = (stockStatus: 'instock' | 'onbackorder' | 'outofstock', code = 'gran-cenote') => ({
    launch: { code, product: launchProduct(undefined, stockStatus), stockStatus },
  });

  it.each([
    ['instock', 'CHECKOUT - $50', false, 'FREE SHIPPING ON ORDERS OF $25+ · FREE RETURNS WITHIN 30 DAYS'],
    ['onbackorder', 'CHECKOUT - $50', false, 'NEXT BATCH SHIPS IN 4 WEEKS'],
    ['outofstock', 'SOLD OUT', true, 'FREE SHIPPING ON ORDERS OF $25+ · FREE RETURNS WITHIN 30 DAYS'],
  ] as const)(
    '%s: every section’s button reads %j (disabled %s), the footer %j (spec §4)',
    (status, label, disabled, note) => {
      const { fetchMock } = stubStore(() => new Error('no request expected'));
      renderLaunch({ code: 'gran-cenote', pageData: pageData(status) });
      expect(fetchMock).not.toHaveBeenCalled();
      // banner, description, reviews, scent notes, perfumer, footer
      expect(buttons().map((button) => button.textContent)).toEqual(Array(6).fill(label));
      expect(buttons().every((button) => (button as HTMLButtonElement).disabled === disabled)).toBe(true);
      expect(screen.getByText(note)).toBeTruthy();
    },
  );

  it('buys with source lp-launch and the button’s position, then goes to the edition’s checkout (spec §2, §4, §7)', async () => {
    const { sent } = stubStore((request) =>
      request.method === 'POST'
        ? {
            body: ajax(
              cartListing([
                cartItem({ productId: 111, variationId: 11103, source: 'lp-launch', position: 3, price: 50 }),
              ]),
            ),
          }
        : new Error('unexpected'),
    );
    renderLaunch({ code: 'gran-cenote_tf', pageData: pageData('instock', 'gran-cenote_tf') });
    const story = screen.getByRole('region', { name: 'How it came together' });
    const button = story.querySelector('button');
    button?.click();
    button?.click(); // a second press while the add is in flight sends nothing
    await waitFor(() =>
      expect(navigations).toEqual(['/checkout?utm_source=throwingfits&utm_medium=partner']),
    );
    expect(sent).toHaveLength(1);
    const form = new URLSearchParams(sent[0]?.body);
    expect(Object.fromEntries(form)).toMatchObject({
      'add-to-cart': '111',
      variation_id: '11103',
      quantity: '1',
      source: 'lp-launch',
      position: '3',
    });
    expect(analytics.map(({ event }) => event)).toEqual(['Product Added']);
  });

  it('says when the add failed, beside the button pressed, and stays', async () => {
    stubStore(() => ({
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: 'x',
        displayMessage: 'This product is sold out.',
        data: { status: 400 },
      },
    }));
    renderLaunch({ code: 'gran-cenote', pageData: pageData('instock') });
    buttons()[0]?.click();
    expect((await screen.findByRole('alert')).textContent).toBe('This product is sold out.');
    expect(navigations).toEqual([]);
  });

  it("without the store's message, says 'Something went wrong, please try again' (decision 0034)", async () => {
    stubStore(() => ({ status: 500, body: { code: 'x', message: 'down', data: { status: 500 } } }));
    renderLaunch({ code: 'gran-cenote', pageData: pageData('instock') });
    buttons()[0]?.click();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, please try again');
    expect(navigations).toEqual([]);
  });
});

// issue 43, docs/decisions/0210: by #pc-config's locale the page speaks es-US, its es-US catalog
// fetched then; the buy button's and the footer note's words are @pc/shared's, not yet in a catalog.
describe('<pc-launch> in es-US', () => {
  it('speaks Spanish: headings, notes, the carousel and a failed add', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    stubStore(() => ({ status: 500, body: { code: 'x', message: 'down', data: { status: 500 } } }));
    const stockStatus = 'instock';
    // Page data: the first render reads the catalog, and waits for es-US's to be fetched.
    await act(async () => {
      renderLaunch({
        code: 'gran-cenote',
        pageData: {
          launch: { code: 'gran-cenote', product: launchProduct(undefined, stockStatus), stockStatus },
        },
      });
    });
    expect(await screen.findByRole('heading', { name: 'Acerca de Warm & Oceanic Breeze' })).toBeTruthy();
    for (const name of [
      'Lo que dicen los clientes',
      'Notas olfativas',
      'Conoce a quien creó el aroma',
      'Hazlo tuyo',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText('Salida')).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Reseñas de clientes' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrusel');
    expect(screen.getByRole('button', { name: 'Reseña siguiente' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '1 de 2' }).getAttribute('aria-roledescription')).toBe(
      'diapositiva',
    );
    expect(screen.getByText('Calificación: 5 de 5')).toBeTruthy();
    // The buy buttons' words are the shared catalog's (buyButtonState), in es-US too.
    const buy = screen.getAllByRole('button', { name: 'PAGAR - $50' });
    expect(buy.length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('ENVÍO GRATIS EN PEDIDOS DE $25 O MÁS · DEVOLUCIONES GRATIS EN 30 DÍAS').length,
    ).toBeGreaterThan(0);
    buy[0]?.click();
    expect((await screen.findByRole('alert')).textContent).toBe('Algo salió mal, inténtalo de nuevo');
  });
});

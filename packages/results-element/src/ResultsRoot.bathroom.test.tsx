import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { analytics, navigations, renderResults, settle, useResultsPage } from './test/renderResults.tsx';
import { bodySynthetic, product } from './test/resultsFixture.ts';

// spec §2 Results single-survey overlay, verbatim.
const SINGLE_SURVEY_TEXT =
  'You already have a tailored order in your cart. We only allow one tailored order at a time.';

useResultsPage();

const FREE_SHIPPING = 'Spend $25 or subscribe for free shipping';
const moduleOf = (products: { productId: number }[], discount: number) => ({
  status: 200,
  body: {
    products: products.map(({ productId }) => ({
      productId,
      image: `/${productId}.svg`,
      subscription: true,
    })),
    discount,
  },
});
const region = () => screen.getByRole('region', { name: 'Sam Essentials' });
const bathroomPaths = /\/survey_results\/log-1\/bathroom_module$/;

describe('bathroom module (spec §2 Results; spec §7 bathroom_module)', () => {
  // The discounted price is 10 % off each subscription (34 + 15), as the store charges the module; the
  // original is those subscription prices (docs/decisions/0010: like with like).
  it("'{name} Essentials', the products, struck-through original and discounted price in CHECKOUT", async () => {
    renderResults(
      { allProducts: [product(), bodySynthetic()] },
      { bathroomModule: true },
      { bathroom: moduleOf([{ productId: 201 }, { productId: 106 }], 10) },
    );
    const module = await screen.findByRole('region', { name: 'Sam Essentials' });
    expect(
      within(module)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Face Set', 'Body Wash']);
    const checkout = within(module).getByRole('button', { name: 'CHECKOUT original price $49 now $44.10' });
    expect(checkout.querySelector('s')?.textContent).toBe('original price $49');
    expect(within(module).getByText('SMART REPLENISHMENTS. CANCEL ANYTIME.')).toBeTruthy();
    expect(within(module).getByText(FREE_SHIPPING)).toBeTruthy();
  });

  it('MORE INFO + / CLOSE reveals and hides the details', async () => {
    renderResults({}, { bathroomModule: true });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    const toggle = within(region()).getByRole('button', { name: 'MORE INFO +' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(within(region()).getByText('Change or Cancel Anytime. 100% Satisfaction Guarantee.')).toBeTruthy();
    await userEvent.click(within(region()).getByRole('button', { name: 'CLOSE' }));
    expect(within(region()).queryByText('Change or Cancel Anytime. 100% Satisfaction Guarantee.')).toBeNull();
  });

  it('no-free-shipping-note hides its note (spec §2 /quizresult)', async () => {
    renderResults({}, { bathroomModule: true, noFreeShippingNote: true });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    expect(screen.queryByText(FREE_SHIPPING)).toBeNull();
  });

  it('CHECKOUT posts the module, then goes to /checkout; a double click posts once', async () => {
    const { paths } = renderResults({}, { bathroomModule: true });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    const checkout = within(region()).getByRole('button', { name: /^CHECKOUT/ });
    fireEvent.click(checkout);
    fireEvent.click(checkout);
    await waitFor(() => expect(navigations).toEqual(['/checkout']));
    const posts = paths(bathroomPaths).filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(analytics.map((event) => event.event)).toEqual(['Product Added']);
  });

  it('a failed CHECKOUT says so and stays', async () => {
    renderResults({}, { bathroomModule: true }, { bathroomAdd: new TypeError('Failed to fetch') });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    fireEvent.click(within(region()).getByRole('button', { name: /^CHECKOUT/ }));
    // The write that got no answer is sent once more after 1 s first (docs/decisions/0129).
    expect(
      await within(region()).findByText('Something went wrong, please try again', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(navigations).toEqual([]);
  });

  it.each([
    [
      'a load failure (spec §8: silently ignored)',
      { bathroomModule: true },
      { bathroom: new TypeError('Failed to fetch') },
      {},
    ],
    ['an empty module', { bathroomModule: true }, { bathroom: moduleOf([], 10) }, {}],
    ['no bathroom-module attribute', {}, {}, {}],
    ['no survey log', { bathroomModule: true }, {}, { surveyLogId: '' }],
  ])('is not shown after %s', async (_, attributes: { bathroomModule?: boolean }, server, results) => {
    const { paths } = renderResults(results, attributes, server);
    await settle();
    expect(screen.queryByRole('region', { name: /Essentials$/ })).toBeNull();
    if (!attributes.bathroomModule) expect(paths(bathroomPaths)).toHaveLength(0);
  });

  it('a product unknown to the results state: CHECKOUT without prices', async () => {
    renderResults({}, { bathroomModule: true }, { bathroom: moduleOf([{ productId: 999 }], 10) });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    expect(within(region()).getByRole('button', { name: 'CHECKOUT' })).toBeTruthy();
  });

  it('collapses (compact) once the page is scrolled past its top (IntersectionObserver)', async () => {
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderResults({}, { bathroomModule: true });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    const entry = (isIntersecting: boolean, top: number) =>
      ({
        isIntersecting,
        boundingClientRect: { top },
        rootBounds: { top: 0 },
      }) as unknown as IntersectionObserverEntry;
    act(() => report([entry(false, -40)], {} as IntersectionObserver));
    expect(region().className).toContain('bathroom--compact');
    expect(within(region()).queryByText('SMART REPLENISHMENTS. CANCEL ANYTIME.')).toBeNull();
    expect(within(region()).getByRole('button', { name: /^CHECKOUT/ })).toBeTruthy();
    act(() => report([entry(true, 10)], {} as IntersectionObserver));
    expect(region().className).not.toContain('bathroom--compact');
  });
});

describe('the bathroom module is a tailored add (spec §4: one tailored order at a time)', () => {
  const checkoutButton = () => within(region()).getByRole('button', { name: /^CHECKOUT/ });
  const modulePosts = (paths: (pattern: RegExp) => { method: string }[]) =>
    paths(bathroomPaths).filter((request) => request.method === 'POST');

  it('checks compatibility before posting the module', async () => {
    const { sent, paths } = renderResults({}, { bathroomModule: true });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    fireEvent.click(checkoutButton());
    await waitFor(() => expect(navigations).toEqual(['/checkout']));
    const check = sent.findIndex((request) => request.url.includes('/survey_restrictions/compatibility'));
    expect(check).toBeGreaterThanOrEqual(0);
    expect(check).toBeLessThan(sent.indexOf(modulePosts(paths)[0] as (typeof sent)[number]));
  });

  it('a conflict shows the single-survey overlay and posts nothing; Go To Checkout goes to /checkout', async () => {
    const { paths } = renderResults({}, { bathroomModule: true }, { compatible: false });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    fireEvent.click(checkoutButton());
    await screen.findByRole('dialog', { name: SINGLE_SURVEY_TEXT });
    expect(modulePosts(paths)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Go To Checkout' }));
    expect(navigations).toEqual(['/checkout']);
    expect(modulePosts(paths)).toHaveLength(0);
  });

  it('Clear Cart And Proceed clears the cart, then posts the module and goes to /checkout', async () => {
    const { sent, actions, paths } = renderResults({}, { bathroomModule: true }, { compatible: false });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    fireEvent.click(checkoutButton());
    await screen.findByRole('dialog', { name: SINGLE_SURVEY_TEXT });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart And Proceed' }));
    await waitFor(() => expect(navigations).toEqual(['/checkout']));
    const clear = actions('delete_all_item_cart');
    expect(clear).toHaveLength(1);
    expect(modulePosts(paths)).toHaveLength(1);
    expect(sent.indexOf(clear[0]!)).toBeLessThan(
      sent.indexOf(modulePosts(paths)[0] as (typeof sent)[number]),
    );
  });

  it("the store's 409 (a client that skipped the check) shows its displayMessage on the module", async () => {
    renderResults(
      {},
      { bathroomModule: true },
      {
        bathroomAdd: {
          status: 409,
          body: {
            code: 'pc_one_tailored_order',
            message: 'another survey',
            displayMessage: SINGLE_SURVEY_TEXT,
            data: { status: 409 },
          },
        },
      },
    );
    await screen.findByRole('region', { name: 'Sam Essentials' });
    fireEvent.click(checkoutButton());
    expect(await within(region()).findByText(SINGLE_SURVEY_TEXT)).toBeTruthy();
    expect(navigations).toEqual([]);
  });

  it('its add announces pc-cart-change (through the shared cart store)', async () => {
    const reasons: string[] = [];
    const listener = (event: WindowEventMap['pc-cart-change']) => reasons.push(event.detail.reason);
    window.addEventListener('pc-cart-change', listener);
    renderResults({}, { bathroomModule: true });
    await screen.findByRole('region', { name: 'Sam Essentials' });
    fireEvent.click(checkoutButton());
    await waitFor(() => expect(navigations).toEqual(['/checkout']));
    window.removeEventListener('pc-cart-change', listener);
    expect(reasons).toEqual(['add']);
  });
});

import { HostContext, PcCartChangeEvent } from '@pc/shared';
import { PROCEED_BANNER_DELAY_MS } from '@pc/shared/constants';
import { cartListing } from '@pc/shared/test';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultsRoot } from './ResultsRoot.tsx';
import { navigations, renderResults, useResultsPage } from './test/renderResults.tsx';
import { cologneSet, product, resultsState, subProduct } from './test/resultsFixture.ts';

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
    const dialog = screen.getByRole('dialog', { name: 'Face Cleanser' });
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
    const dialog = screen.getByRole('dialog', { name: 'Work Cologne' });
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

import { SUCCESS_BANNER_MS } from '@pc/shared/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { analytics, navigations, renderResults, settle, useResultsPage } from './test/renderResults.tsx';
import { bodySynthetic, cologneSet, product } from './test/resultsFixture.ts';
import { formOf } from './test/resultsServer.ts';

// spec §2 Results single-survey overlay, verbatim.
const SINGLE_SURVEY_TEXT =
  'You already have a tailored order in your cart. We only allow one tailored order at a time.';

useResultsPage();

const addButton = (price: string) => screen.getByRole('button', { name: `ADD TO CART - ${price}` });
const added = () => screen.findByText('Item added to cart.');
const isBundleField = (key: string) => key.startsWith('bundle_');

describe('add to cart (spec §4 Results; spec §7 add-to-cart and bundle forms)', () => {
  it('a bundle set added as a whole posts exactly one form with the bundle fields, after the compatibility check', async () => {
    const { sent, actions } = renderResults();
    await userEvent.click(addButton('$34'));
    await added();
    const adds = actions('add_to_cart');
    expect(adds).toHaveLength(1);
    expect(formOf(adds[0]!)).toEqual({
      action: 'add_to_cart',
      quantity: '1',
      'add-to-cart': '201',
      convert_to_sub_201: '9',
      survey_log_id: 'log-1',
      bundle_attribute_formula_9011: 'balanced',
      bundle_variation_id_9011: '10101',
      bundle_quantity_9011: '1',
      bundle_attribute_formula_9012: 'balanced',
      bundle_variation_id_9012: '10201',
      bundle_quantity_9012: '1',
    });
    const compatibility = sent.findIndex((request) =>
      request.url.includes('/survey_restrictions/compatibility'),
    );
    expect(sent[compatibility]!.url).toBe(
      '/wp-json/pc/v1/survey_restrictions/compatibility?survey_log_id=log-1',
    );
    expect(compatibility).toBeLessThan(sent.indexOf(adds[0]!));
    expect(analytics.filter((event) => event.event === 'Product Added')).toEqual([
      {
        event: 'Product Added',
        properties: expect.objectContaining({
          product_id: 201,
          name: 'Face Set',
          price: 34,
          cadence: 9,
          quantity: 1,
        }),
      },
    ]);
  });

  it('a synthetic set posts one form per non-promo item (the free gift card is not added)', async () => {
    const { actions } = renderResults({ allProducts: [cologneSet()] });
    await userEvent.click(addButton('$100'));
    await added();
    const forms = actions('add_to_cart').map(formOf);
    expect(forms.map((form) => form['add-to-cart'])).toEqual(['111', '112']);
    expect(forms.every((form) => form.convert_to_sub_111 === '0' || form.convert_to_sub_112 === '0')).toBe(
      true,
    );
    expect(forms.flatMap(Object.keys).some(isBundleField)).toBe(false);
  });

  it('an individually selected item posts one form for just that item, at its own price and cadence', async () => {
    const { actions } = renderResults({ allProducts: [bodySynthetic({ selectIndividualProducts: true })] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Add' }), 'Body Lotion');
    expect(screen.getByRole('combobox', { name: 'Delivery' })).toHaveProperty('value', '12');
    await userEvent.click(addButton('$19'));
    await added();
    expect(actions('add_to_cart').map(formOf)).toEqual([
      expect.objectContaining({ 'add-to-cart': '107', variation_id: '10701', convert_to_sub_107: '12' }),
    ]);
  });

  it("buy once posts convert_to_sub 0; the cadence select offers 'Every N Weeks'", async () => {
    const { actions } = renderResults();
    const cadence = screen.getByRole('combobox', { name: 'Delivery' });
    expect(screen.getByRole('option', { name: 'Every 9 Weeks' })).toHaveProperty('selected', true);
    await userEvent.selectOptions(cadence, 'Every 6 Weeks');
    await userEvent.click(screen.getByRole('radio', { name: 'Buy once $38' }));
    expect(screen.queryByRole('combobox', { name: 'Delivery' })).toBeNull();
    await userEvent.click(addButton('$38'));
    await added();
    expect(formOf(actions('add_to_cart')[0]!).convert_to_sub_201).toBe('0');
  });

  it('a double click sends one request and makes one cart line', async () => {
    const { actions, paths, release } = renderResults(
      {},
      {},
      { hold: (request) => request.url.includes('compatibility') },
    );
    const button = addButton('$34');
    fireEvent.click(button);
    fireEvent.click(button);
    // Busy at once, while the add's code (the actions' chunk) arrives and the check is asked.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(paths(/compatibility$/)).toHaveLength(1));
    release();
    await added();
    expect(paths(/compatibility$/)).toHaveLength(1);
    expect(actions('add_to_cart')).toHaveLength(1);
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it('a double click while the add itself is in flight still posts one form', async () => {
    const { actions, release } = renderResults(
      {},
      {},
      { hold: (request) => request.body?.includes('add_to_cart') ?? false },
    );
    const button = addButton('$34');
    fireEvent.click(button);
    await waitFor(() => expect(actions('add_to_cart')).toHaveLength(1));
    fireEvent.click(button);
    fireEvent.click(button);
    release();
    await added();
    expect(actions('add_to_cart')).toHaveLength(1);
  });

  it("the success banner 'Item added to cart.' with a Checkout link shows for 2 seconds (spec §9), announced", async () => {
    renderResults();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(addButton('$34'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    const banner = screen.getByText('Item added to cart.');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(navigations).toEqual(['/checkout']);
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_BANNER_MS - 20));
    expect(screen.queryByText('Item added to cart.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.queryByText('Item added to cart.')).toBeNull();
  });

  it('checkoutOnAdd goes to /checkout after adding (pc-navigate)', async () => {
    renderResults({ allProducts: [product({ checkoutOnAdd: true })] });
    await userEvent.click(addButton('$34'));
    await waitFor(() => expect(navigations).toEqual(['/checkout']));
  });

  it('without a survey log there is no compatibility check and no survey_log_id', async () => {
    const { sent, actions } = renderResults({ surveyLogId: '' });
    await userEvent.click(addButton('$34'));
    await added();
    expect(sent.some((request) => request.url.includes('compatibility'))).toBe(false);
    expect(formOf(actions('add_to_cart')[0]!)).not.toHaveProperty('survey_log_id');
  });

  it('a failed add says so on the card (the server message, else the generic one)', async () => {
    renderResults(
      {},
      {},
      { addAnswer: { status: 400, body: { code: 'x', message: 'bad', displayMessage: 'Out of stock.' } } },
    );
    await userEvent.click(addButton('$34'));
    expect(await screen.findByText('Out of stock.')).toBeTruthy();
    expect(screen.queryByText('Item added to cart.')).toBeNull();
  });
});

describe('single-survey overlay (spec §4: compatibility false means a cart conflict)', () => {
  it('shows the overlay and adds nothing; Go To Checkout goes to /checkout', async () => {
    const { actions } = renderResults({}, {}, { compatible: false });
    await userEvent.click(addButton('$34'));
    const dialog = await screen.findByRole('dialog', { name: SINGLE_SURVEY_TEXT });
    await userEvent.click(screen.getByRole('button', { name: 'Go To Checkout' }));
    expect(navigations).toEqual(['/checkout']);
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(actions('add_to_cart')).toHaveLength(0);
  });

  it('Clear Cart And Proceed clears the cart, then adds', async () => {
    const { sent, actions } = renderResults({}, {}, { compatible: false });
    await userEvent.click(addButton('$34'));
    await screen.findByRole('dialog', { name: SINGLE_SURVEY_TEXT });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart And Proceed' }));
    await added();
    const clear = actions('delete_all_item_cart');
    expect(clear).toHaveLength(1);
    expect(actions('add_to_cart')).toHaveLength(1);
    expect(sent.indexOf(clear[0]!)).toBeLessThan(sent.indexOf(actions('add_to_cart')[0]!));
    expect(navigations).toEqual([]);
  });

  it('Escape closes the overlay and adds nothing', async () => {
    const { actions } = renderResults({}, {}, { compatible: false });
    await userEvent.click(addButton('$34'));
    const dialog = await screen.findByRole('dialog', { name: SINGLE_SURVEY_TEXT });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    await settle();
    expect(actions('add_to_cart')).toHaveLength(0);
  });

  it('a failed compatibility check is silently ignored (spec §8): the add proceeds', async () => {
    const { actions } = renderResults({}, {}, { compatible: new TypeError('Failed to fetch') });
    await userEvent.click(addButton('$34'));
    await added();
    expect(actions('add_to_cart')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: SINGLE_SURVEY_TEXT })).toBeNull();
  });
});

import { PROCEED_BANNER_DELAY_MS } from '@pc/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderResults, settle, useResultsPage } from './test/renderResults.tsx';
import { bodySynthetic, product } from './test/resultsFixture.ts';

// Decisions 0067, 0136: what the results page runs once the shopper acts (an add, the bathroom
// module's CHECKOUT, the save and the capture's sends, the navigation row's move) and what shows only
// after it (the added banner, the proceed banner) are a chunk of their own. Here the chunk's import is
// held by the test (a gate per load); what arrives is the real behaviour/actions.ts through the real
// lazyChunk and the element's own hooks.

const gate = vi.hoisted(() => ({
  loads: [] as { open(): void; fail(): void }[],
}));

vi.mock('./behaviour/actionsChunk.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./behaviour/actionsChunk.ts')>();
  const { lazyChunk, useLazyChunk } = await import('@pc/shared');
  const { preloadDialogs } = await import('./behaviour/dialogsChunk.ts');
  const chunk = lazyChunk(async () => {
    await new Promise<void>((resolve, reject) =>
      gate.loads.push({ open: resolve, fail: () => reject(new TypeError('Failed to fetch')) }),
    );
    return import('./behaviour/actions.ts');
  });
  return {
    ...actual,
    loadActions: chunk.load,
    preloadActions: chunk.preload,
    loadedActions: chunk.loaded,
    resetActionsChunkForTests: chunk.resetForTests,
    useActions: (wanted: boolean) => useLazyChunk(chunk, wanted),
    preloadTailoredAdd: () => {
      chunk.preload();
      preloadDialogs();
    },
  };
});

// The module itself compiled ahead, so an arrival takes only the gate's opening.
await import('./behaviour/actions.ts');

useResultsPage();
afterEach(() => {
  gate.loads = [];
});

/** The gate's latest load lets the chunk through (or fails it); its module then settles. */
const arrive = (how: 'open' | 'fail' = 'open') =>
  act(async () => {
    gate.loads.at(-1)![how]();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
const addButton = () =>
  within(screen.getByRole('article', { name: 'Your Face Set' })).getByRole('button', {
    name: /^ADD TO CART/,
  });
const TRY_AGAIN = 'Something went wrong, please try again';

describe('the actions’ chunk: not with the page, on the shopper’s way (decisions 0067, 0136)', () => {
  it('nothing of it loads with the page, whatever the first view holds', async () => {
    renderResults(
      { allProducts: [product({ navigationName: 'Face' }), bodySynthetic({ navigationName: 'Body' })] },
      { bathroomModule: true },
    );
    await screen.findByRole('region', { name: 'Sam Essentials' });
    await settle();
    expect(gate.loads).toHaveLength(0);
  });

  it.each([
    ['a pointer on an add-to-cart button', () => fireEvent.pointerEnter(addButton())],
    ['a finger on an add-to-cart button', () => fireEvent.touchStart(addButton())],
    ['focus on an add-to-cart button', () => fireEvent.focus(addButton())],
    [
      'a pointer on the bathroom module’s CHECKOUT',
      () => fireEvent.pointerEnter(screen.getByRole('button', { name: /^CHECKOUT/ })),
    ],
    [
      'focus on the save-results field',
      () => fireEvent.focus(screen.getByRole('textbox', { name: 'Not Ready? Enter Email to Save Results' })),
    ],
    [
      'a pointer on the save-results form',
      () => fireEvent.pointerEnter(screen.getByRole('button', { name: 'OK' }).closest('form')!),
    ],
    [
      'a pointer on a navigation button',
      () => fireEvent.pointerEnter(screen.getByRole('button', { name: 'Body' })),
    ],
    ['focus on a navigation button', () => fireEvent.focus(screen.getByRole('button', { name: 'Body' }))],
  ])('%s starts the load, once per page', async (_, headFor) => {
    renderResults(
      { allProducts: [product({ navigationName: 'Face' }), bodySynthetic({ navigationName: 'Body' })] },
      { bathroomModule: true },
    );
    await screen.findByRole('region', { name: 'Sam Essentials' });
    headFor();
    expect(gate.loads).toHaveLength(1);
    headFor();
    fireEvent.pointerEnter(addButton());
    expect(gate.loads).toHaveLength(1);
  });
});

describe('a press before the chunk has arrived', () => {
  it('an add: its button busy at once, nothing sent; the check and the add go on as it arrives', async () => {
    const { paths, actions } = renderResults();
    fireEvent.click(addButton());
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    await settle();
    expect(paths(/compatibility$/)).toHaveLength(0);
    expect(actions('add_to_cart')).toHaveLength(0);
    expect(gate.loads).toHaveLength(1);
    await arrive();
    expect(await screen.findByText('Item added to cart.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(paths(/compatibility$/)).toHaveLength(1);
    expect(actions('add_to_cart')).toHaveLength(1);
    expect(addButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('an add whose code cannot be fetched says so on its card; the next press asks again and adds', async () => {
    const { actions } = renderResults();
    fireEvent.click(addButton());
    await arrive('fail');
    const card = screen.getByRole('article', { name: 'Your Face Set' });
    expect(within(card).getByText(TRY_AGAIN)).toBeTruthy();
    expect(addButton().getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(addButton());
    expect(gate.loads).toHaveLength(2);
    await arrive();
    await screen.findByText('Item added to cart.');
    expect(within(card).queryByText(TRY_AGAIN)).toBeNull();
    expect(actions('add_to_cart')).toHaveLength(1);
  });

  it('the bathroom module’s CHECKOUT whose code cannot be fetched says so and stays', async () => {
    const { paths } = renderResults({}, { bathroomModule: true });
    const region = await screen.findByRole('region', { name: 'Sam Essentials' });
    const checkout = within(region).getByRole('button', { name: /^CHECKOUT/ });
    fireEvent.click(checkout);
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    await arrive('fail');
    expect(within(region).getByText(TRY_AGAIN)).toBeTruthy();
    expect(checkout.getAttribute('aria-disabled')).toBe('false');
    expect(paths(/bathroom_module$/).filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("the save: 'THANK YOU!' once it arrives; a chunk that cannot be fetched says so", async () => {
    renderResults();
    const field = screen.getByRole('textbox', { name: 'Not Ready? Enter Email to Save Results' });
    fireEvent.change(field, { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'OK' }).getAttribute('aria-disabled')).toBe('true');
    await arrive('fail');
    expect(screen.getByText(TRY_AGAIN)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await arrive();
    expect(await screen.findByText('THANK YOU!')).toBeTruthy();
  });

  it('a navigation button moves to its card as the chunk arrives', async () => {
    renderResults({
      allProducts: [product({ navigationName: 'Face' }), bodySynthetic({ navigationName: 'Body' })],
    });
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Body' }));
    expect(scroll).not.toHaveBeenCalled();
    await arrive();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your Body Set' }));
  });
});

describe('the email capture (spec §4) asks for the chunk as it opens', () => {
  it('Unlock’s code comes as the capture opens; Unlock sends', async () => {
    const { paths } = renderResults({ showEmailCapture: true });
    await screen.findByRole('dialog', { name: 'Unlock Your Products' });
    expect(gate.loads).toHaveLength(1);
    await arrive();
    fireEvent.change(screen.getByRole('textbox', { name: 'Enter Email' }), {
      target: { value: 'sam@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unlock Your Products' })).toBeNull());
    expect(paths(/\/v2\/survey_results\/log-1$/)).toHaveLength(1);
  });

  it('spec §8 "the modal still closes": so it does when Unlock’s code cannot be fetched', async () => {
    const { paths } = renderResults({ showEmailCapture: true });
    await screen.findByRole('dialog', { name: 'Unlock Your Products' });
    await arrive('fail');
    fireEvent.change(screen.getByRole('textbox', { name: 'Enter Email' }), {
      target: { value: 'sam@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(gate.loads).toHaveLength(2);
    await arrive('fail');
    expect(screen.queryByRole('dialog', { name: 'Unlock Your Products' })).toBeNull();
    expect(paths(/\/v2\/survey_results\/log-1$/)).toHaveLength(0);
  });
});

describe('the proceed banner (spec §4: 2.5 s after the server says yes)', () => {
  const banner = () => screen.queryByRole('link', { name: 'Proceed To Checkout' });

  it('a yes asks for the chunk as the delay starts; the banner shows at its end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderResults({}, {}, { proceed: true });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(gate.loads).toHaveLength(1);
    gate.loads[0]!.open();
    await act(() => vi.advanceTimersByTimeAsync(PROCEED_BANNER_DELAY_MS - 10));
    expect(banner()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(banner()).not.toBeNull();
  });

  it('a no asks for nothing', async () => {
    const { actions } = renderResults({}, {}, { proceed: false });
    await waitFor(() => expect(actions('quiz_show_proceed_to_checkout')).toHaveLength(1));
    await settle();
    expect(gate.loads).toHaveLength(0);
  });
});

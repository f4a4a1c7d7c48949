import { HostContext, resetSharedStoresForTests } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate, setPageConfig, stubFetch } from '@pc/shared/test';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrossSellRoot } from './CrossSellRoot.tsx';
import { crossSellOffer } from './test/crossSellFixture.ts';

// The first render is deterministic: the offer the page carries (decision 0141) or, without it, none
// until it is asked for after mount, so a server render and the browser's first render agree
// (docs/decisions/0024).

let check: HydrationCheck | undefined;
afterEach(() => {
  check?.unmount();
  check = undefined;
  vi.unstubAllGlobals();
});

describe('<pc-cross-sell> first render', () => {
  it('hydrates its server render without a mismatch, then opens with the offer', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc' });
    resetSharedStoresForTests();
    stubFetch({ body: crossSellOffer() });
    check = await serverRenderThenHydrate(
      <HostContext value={document.createElement('pc-cross-sell')}>
        <CrossSellRoot />
      </HostContext>,
    );
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(check.html).not.toContain('Upgrade');
    await waitFor(() => expect(check?.container.querySelector('dialog')?.open).toBe(true));
  });

  // decision 0141: the store's /checkout carries the offer for the cart.
  it('with the offer in the page data, the pop-up is in the server render and becomes modal as it hydrates', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc' });
    resetSharedStoresForTests();
    const { sent } = stubFetch({ body: { success: true } });
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const completes = vi.fn();
    const host = document.createElement('pc-cross-sell');
    host.addEventListener('pc-complete', completes);
    check = await serverRenderThenHydrate(
      <HostContext value={host}>
        <CrossSellRoot pageData={{ checkout: {}, crossSell: crossSellOffer() }} />
      </HostContext>,
    );
    expect(check.html).toMatch(/<dialog [^>]*open=""/);
    expect(check.html).toContain('Complete Your Upgrade');
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(check.container.querySelector('dialog')?.open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(sent.filter((request) => request.url.includes('/cart/cross_sell'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(check.container.querySelector('dialog')?.open).toBe(true);
    expect(completes).not.toHaveBeenCalled();
    showModal.mockRestore();
  });
});

import { catalogMessages, HostContext, readPageConfig, resetSharedStoresForTests } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate, setPageConfig, stubFetch } from '@pc/shared/test';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrossSellRoot } from './CrossSellRoot.tsx';
import { crossSellMessages } from './messages/index.ts';
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

// issue 43, docs/decisions/0210: on a store in es-US the server renders the pop-up in Spanish (its catalog
// loaded before anything renders, serverElements.ts `loadMessages`); the browser, with the same catalog,
// hydrates the very text it was sent. The products' names and prices are the store's.
describe('<pc-cross-sell> in es-US hydrates its server render', () => {
  it('keeps every node of the Spanish first view', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    readPageConfig(); // read now: the server render runs without a document
    resetSharedStoresForTests();
    await catalogMessages(crossSellMessages, 'es-US');
    stubFetch({ body: { success: true } });
    check = await serverRenderThenHydrate(
      <HostContext value={document.createElement('pc-cross-sell')}>
        <CrossSellRoot pageData={{ checkout: {}, crossSell: crossSellOffer() }} />
      </HostContext>,
    );
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    const served = document.createElement('div');
    served.innerHTML = check.html;
    expect(served.querySelector('h2')?.textContent).toBe('Completa tu mejora');
    expect(served.textContent).toContain('SIN RIESGO. DEVOLUCIONES GRATIS');
    expect(served.textContent).toContain('SUSCRIBIRSE');
    expect(served.textContent).toContain('precio original $34');
    expect(served.textContent).toContain('NO, GRACIAS');
    expect(served.textContent).not.toMatch(/Upgrade|RISK-FREE|SUBSCRIBE|NO THANKS|original price/);
  });
});

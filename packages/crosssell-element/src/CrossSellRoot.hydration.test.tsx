import { HostContext, resetSharedStoresForTests } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate, setPageConfig, stubFetch } from '@pc/shared/test';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrossSellRoot } from './CrossSellRoot.tsx';
import { crossSellOffer } from './test/crossSellFixture.ts';

// The first render is deterministic: the offer is asked for after mount (the server knows
// no shopper's cart), so a server render and the browser's first render agree (docs/decisions/0024).

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
});

import { HostContext } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate } from '@pc/shared/test';
import { afterEach, describe, expect, it } from 'vitest';
import { CandleRoot } from './CandleRoot.tsx';
import { CANDLE_PRODUCT } from './test/candleProduct.ts';

// design.md "First paint": <pc-candle>'s server render hydrates in place; the first render reads neither the
// address bar nor the page configuration (decision 0024), so a browser on another address or with a
// maps key still hydrates without a mismatch.

let check: HydrationCheck | undefined;
afterEach(() => {
  check?.unmount();
  check = undefined;
  window.history.replaceState(null, '', '/');
});

describe('<pc-candle> hydrates its server render', () => {
  it('keeps every node and reports no mismatch', async () => {
    check = await serverRenderThenHydrate(
      <HostContext value={document.createElement('pc-candle')}>
        <CandleRoot path="positano" pageData={{ candle: CANDLE_PRODUCT }} />
      </HostContext>,
      () => window.history.replaceState(null, '', '/candle/gran-cenote'),
    );
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(check.container.querySelector('h1')?.textContent).toBe('Positano');
    expect(check.container.querySelector<HTMLButtonElement>('.buy__button')?.disabled).toBe(true);
  });
});

import { HostContext, resetSharedStoresForTests } from '@pc/shared';
import { setPageConfig } from '@pc/shared/test';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CandleRoot } from './CandleRoot.tsx';
import type { CandleMapProps } from './components/CandleMap.tsx';
import { CANDLE_PRODUCT } from './test/candleProduct.ts';

// docs/decisions/0225 (issue 45 item 3): the view renders again only when what it shows changes. The
// demo's router sets the `path` the candle has just moved to itself, in the click that moved it; that
// render of the root must not render the map, the details and the overlay a second time.

const renders = vi.hoisted(() => ({ map: 0 }));
vi.mock('./components/CandleMap.tsx', async (original) => {
  const real = await original<typeof import('./components/CandleMap.tsx')>();
  return {
    ...real,
    CandleMap: (props: CandleMapProps) => {
      renders.map += 1;
      return real.CandleMap(props);
    },
  };
});

let host: HTMLElement;
beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'n' });
  host = document.createElement('pc-candle');
  document.body.append(host);
  window.history.replaceState(null, '', '/candle/gran-cenote');
});
afterEach(() => {
  cleanup();
  host.remove();
  resetSharedStoresForTests();
});

// The page data is the same property all along: the router sets only the attribute.
const PAGE_DATA = { candle: CANDLE_PRODUCT };
const view = (path: string) => (
  <HostContext value={host}>
    <CandleRoot path={path} pageData={PAGE_DATA} />
  </HostContext>
);

it('a host router giving the path the candle moved to renders none of the view again', async () => {
  const user = userEvent.setup();
  const { rerender } = render(view('gran-cenote'));
  await user.click(screen.getByRole('button', { name: 'Next candle' }));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Big Sur');
  const before = renders.map;
  rerender(view('big-sur'));
  expect(renders.map).toBe(before);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Big Sur');
  // A path it does not show yet still moves it.
  rerender(view('positano'));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Positano');
  expect(renders.map).toBeGreaterThan(before);
});

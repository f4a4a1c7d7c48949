import { HostContext } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate, setPageConfig, stubFetch } from '@pc/shared/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LaunchElementProps, LaunchRoot } from './LaunchRoot.tsx';
import { launchProduct } from './test/launchFixture.ts';

// design.md "First paint": the store server renders <pc-launch>'s first view from the launch page data (the sold-out
// decision taken by the store's clock), the browser hydrates it: same nodes, no request, no clock read.

let check: HydrationCheck | undefined;
beforeEach(() => setPageConfig({ apiRoot: '', ns: 'pc' }));
afterEach(() => {
  check?.unmount();
  check = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const launch = (props: LaunchElementProps) => (
  <HostContext value={document.createElement('pc-launch')}>
    <LaunchRoot {...props} />
  </HostContext>
);

describe('<pc-launch> hydrates its server render', () => {
  it('keeps every node of the collaboration edition on sale, whatever the browser’s clock says', async () => {
    const { fetchMock } = stubFetch(new Error('no request expected'));
    const pageData = { launch: { code: 'gran-cenote_tf', product: launchProduct(), stockStatus: 'instock' } };
    check = await serverRenderThenHydrate(launch({ code: 'gran-cenote_tf', pageData }), () => {
      // The browser's clock is years past the date: the page data, not the clock, decides.
      vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), toFake: ['Date'] });
    });
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(check.html).toContain('CHECKOUT - $50');
    expect(check.html).toContain('How it came together');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the empty view when the page has no data, then fills it after mount', async () => {
    stubFetch({ body: launchProduct() });
    check = await serverRenderThenHydrate(launch({ code: 'green', pageData: null }));
    expect(check.problems).toEqual([]);
    expect(check.html).not.toContain('CHECKOUT');
    await vi.waitFor(() => expect(check?.container.textContent).toContain('Warm & Oceanic Breeze'));
  });
});

import { HostContext } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate, setPageConfig, stubFetch } from '@pc/shared/test';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SurveyRoot } from './SurveyRoot.tsx';
import { forgetSurveyOptionsForTests } from './state/survey.ts';
import { surveyOptions } from './test/surveyFixture.ts';

// The first render is deterministic: the options the page carries (decision 0141) or, without them,
// none until they are asked for after mount, so the server's render of /checkout/order-received/{id}
// and the browser's first render agree (docs/decisions/0024).

let check: HydrationCheck | undefined;
afterEach(() => {
  check?.unmount();
  check = undefined;
  forgetSurveyOptionsForTests();
  vi.unstubAllGlobals();
});

describe('<pc-post-purchase-survey> first render', () => {
  it('hydrates its server render without a mismatch, then appears with the options', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc' });
    stubFetch({ body: surveyOptions() });
    check = await serverRenderThenHydrate(
      <HostContext value={document.createElement('pc-post-purchase-survey')}>
        <SurveyRoot pageData={{ survey: { orderId: '1001' } }} />
      </HostContext>,
    );
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    await waitFor(() => expect(check?.container.querySelector('dialog')?.open).toBe(true));
  });

  // decision 0141: spec §4 "Appears when options load": the store's page carries them.
  it('with the options in the page data, the modal is in the server render and becomes modal as it hydrates', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc' });
    const { sent } = stubFetch({ body: surveyOptions() });
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const completes = vi.fn();
    const host = document.createElement('pc-post-purchase-survey');
    host.addEventListener('pc-complete', completes);
    check = await serverRenderThenHydrate(
      <HostContext value={host}>
        <SurveyRoot pageData={{ survey: { orderId: '1001', options: surveyOptions() } }} />
      </HostContext>,
    );
    expect(check.html).toMatch(/<dialog [^>]*open=""/);
    expect(check.html).toContain('HOW DID YOU FIND OUT ABOUT US?');
    expect(check.html).toContain(surveyOptions()[0]!.name);
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    const dialog = check.container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    // made modal without a close reported: the shopper dismissed nothing
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog.open).toBe(true);
    expect(completes).not.toHaveBeenCalled();
    showModal.mockRestore();
  });
});

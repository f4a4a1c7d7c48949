import { HostContext } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate, setPageConfig, stubFetch } from '@pc/shared/test';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SurveyRoot } from './SurveyRoot.tsx';
import { forgetSurveyOptionsForTests } from './state/survey.ts';
import { surveyOptions } from './test/surveyFixture.ts';

// The first render is deterministic: the options are asked for after mount, so the server's
// render of /checkout/order-received/{id} and the browser's first render agree (docs/decisions/0024).

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
});

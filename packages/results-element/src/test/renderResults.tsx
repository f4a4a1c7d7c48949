// Test-only: renders <ResultsRoot> inside a host element, records analytics and navigation.
import { HostContext, type PcAnalyticsDetail } from '@pc/shared';
import type { ResultsState } from '@pc/shared/contract';
import { setPageConfig } from '@pc/shared/test';
import { cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetActionsChunkForTests } from '../behaviour/actionsChunk.ts';
import { resetDialogsChunkForTests } from '../behaviour/dialogsChunk.ts';
import { type ResultsElementProps, ResultsRoot } from '../ResultsRoot.tsx';
import { resultsState } from './resultsFixture.ts';
import { type ResultsServerOptions, stubResultsServer } from './resultsServer.ts';

export const analytics: PcAnalyticsDetail[] = [];
export const navigations: string[] = [];

const onAnalytics = (event: WindowEventMap['pc-analytics']) => analytics.push(event.detail);
// A host router: records where the element asks to go and keeps the test page where it is.
const onNavigate = (event: WindowEventMap['pc-navigate']) => {
  event.preventDefault();
  navigations.push(event.detail.href);
};

/** Installs the per-test setup and teardown of a results test file. */
export function useResultsPage(): void {
  beforeEach(() => {
    setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-1' });
    analytics.length = 0;
    navigations.length = 0;
    window.addEventListener('pc-analytics', onAnalytics);
    window.addEventListener('pc-navigate', onNavigate);
  });
  afterEach(() => {
    cleanup();
    window.removeEventListener('pc-analytics', onAnalytics);
    window.removeEventListener('pc-navigate', onNavigate);
    Cookies.remove('email_capture_shown', { path: '/' });
    Cookies.remove('pc_customer_email', { path: '/' });
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.useRealTimers();
    // Each test a fresh page: the chunks loaded on the shopper's way are fetched again.
    resetActionsChunkForTests();
    resetDialogsChunkForTests();
  });
}

export function renderResults(
  results: Partial<ResultsState> = {},
  props: Omit<ResultsElementProps, 'pageData'> = {},
  server: ResultsServerOptions = {},
) {
  const stub = stubResultsServer(server);
  const host = document.createElement('div');
  document.body.append(host);
  const utils = render(
    <HostContext value={host}>
      <ResultsRoot {...props} pageData={{ results: resultsState(results) }} />
    </HostContext>,
    { container: host },
  );
  return { host, ...stub, ...utils };
}

/** Lets pending fetch answers and their continuations run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

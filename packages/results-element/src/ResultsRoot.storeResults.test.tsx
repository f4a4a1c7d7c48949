import { HostContext } from '@pc/shared';
import { setPageConfig, stubFetch } from '@pc/shared/test';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsRoot } from './ResultsRoot.tsx';
import { useResultsPage } from './test/renderResults.tsx';
import { resultsState } from './test/resultsFixture.ts';

// docs/decisions/0184 (issue 42 item 2): on the page of another origin that `pages.results` names, the
// quiz lands with `?survey_log_id=`; no page data is printed there, so the element asks the store.

useResultsPage();

/** `<ResultsRoot>` without page data, in a host element, on a page whose `apiRoot` is `apiRoot`. */
const renderWithoutData = (apiRoot: string, answer: (url: URL) => { status: number; body: unknown }) => {
  setPageConfig({ apiRoot, ns: 'pc', cartToken: 'site-token' });
  const stub = stubFetch((request) => answer(new URL(request.url)));
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <HostContext value={host}>
      <ResultsRoot pageData={null} />
    </HostContext>,
    { container: host },
  );
  return { host, ...stub };
};

const renderOnHost = (search: string, answer: (url: URL) => { status: number; body: unknown }) => {
  history.replaceState(null, '', `/our-results${search}`);
  return renderWithoutData('https://shop.example', answer);
};

describe('<pc-results> on a page of another origin', () => {
  it("asks the store for its results page's data for the page's survey log, and shows those results", async () => {
    const { sent, host } = renderOnHost('?survey_log_id=log-7', () => ({
      status: 200,
      body: {
        data: { results: resultsState({ surveyLogId: 'log-7', name: 'Sam', includeProductPrefix: false }) },
      },
    }));
    // Asking: neither the results nor the words that there are none.
    expect(host.textContent).toBe('');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Sam’s Results');
    const asked = sent.map((request) => new URL(request.url));
    expect(asked[0]?.origin).toBe('https://shop.example');
    expect(asked[0]?.pathname).toBe('/wp-json/pc/v1/page_data');
    expect(asked[0]?.searchParams.get('path')).toBe('/quizresult?survey_log_id=log-7');
  });

  it('says the results are not available when the store cannot answer', async () => {
    renderOnHost('?survey_log_id=log-7', () => ({ status: 503, body: { code: 'x', message: 'down' } }));
    expect(await screen.findByText('Your results are not available.')).toBeTruthy();
  });

  it('does not ask on the store’s own pages: no page data there means none', async () => {
    const { sent } = renderWithoutData('', () => ({ status: 500, body: {} }));
    expect(await screen.findByText('Your results are not available.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

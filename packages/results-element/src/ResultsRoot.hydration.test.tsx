import { catalogMessages, HostContext, readPageConfig, sharedMessages } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate, setPageConfig } from '@pc/shared/test';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resultsMessages } from './messages/index.ts';
import { type ResultsElementProps, ResultsRoot } from './ResultsRoot.tsx';
import { bodySynthetic, cologneSet, product, resultsState } from './test/resultsFixture.ts';
import { stubResultsServer } from './test/resultsServer.ts';

// design.md "First paint": the store server renders <pc-results>'s first view from the results page data, the
// browser hydrates it. Cookies (email_capture_shown, the user), the cart and the proceed banner are
// browser state: read after mount, never in the first render (docs/decisions/0024).

let check: HydrationCheck | undefined;
beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-1' });
});
afterEach(() => {
  check?.unmount();
  check = undefined;
  Cookies.remove('email_capture_shown', { path: '/' });
  Cookies.remove('pc_current_user', { path: '/' });
});

const results = (props: ResultsElementProps) => (
  <HostContext value={document.createElement('pc-results')}>
    <ResultsRoot {...props} />
  </HostContext>
);

const pageData = {
  results: resultsState({ showEmailCapture: true, allProducts: [bodySynthetic(), cologneSet()] }),
};

describe('<pc-results> hydrates its server render', () => {
  it('keeps every node with the email capture due, and opens it after mount (spec §4)', async () => {
    stubResultsServer({ proceed: true });
    check = await serverRenderThenHydrate(results({ bathroomModule: true, pageData }), () => {
      Cookies.set('pc_current_user', JSON.stringify({ id: 7, email: 'sam@example.com', firstName: 'Sam' }));
    });
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(check.html).toContain('Body Set');
    expect(await screen.findByRole('dialog', { name: 'Unlock Your Products' })).toBeTruthy();
  });

  it('keeps every node when the capture was already shown (its cookie is set)', async () => {
    stubResultsServer();
    check = await serverRenderThenHydrate(results({ noDescriptions: true, pageData }), () => {
      Cookies.set('email_capture_shown', '1');
    });
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Unlock Your Products' })).toBeNull();
  });

  it('shows the bathroom module the page data carries in its first view, loading nothing (spec §2)', async () => {
    const { paths } = stubResultsServer();
    const bathroomModule = {
      products: [201, 106].map((productId) => ({
        productId,
        image: `/${productId}.svg`,
        subscription: true,
      })),
      discount: 10,
    };
    const withModule = {
      results: resultsState({ allProducts: [product(), bodySynthetic()] }),
      bathroomModule,
    };
    check = await serverRenderThenHydrate(results({ bathroomModule: true, pageData: withModule }));
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    const served = document.createElement('div');
    served.innerHTML = check.html;
    expect(served.querySelector('h2')?.textContent).toBe('Sam Essentials');
    expect(paths(/bathroom_module$/)).toEqual([]);
  });

  it('without page data: nothing in the first view, then the words that there are none (decision 0184)', async () => {
    const { sent } = stubResultsServer();
    check = await serverRenderThenHydrate(results({ pageData: null }));
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(check.html).toBe('');
    expect(await screen.findByText('Your results are not available.')).toBeTruthy();
    // On the store's own pages nothing is asked: their data is printed.
    expect(sent).toEqual([]);
  });
});

// issue 43, docs/decisions/0210: on a store in es-US the server renders the first view in Spanish, its
// catalogs loaded before anything renders (serverElements.ts `loadMessages`); the browser, with the
// same catalogs, hydrates the very text it was sent.
describe('<pc-results> in es-US hydrates its server render', () => {
  it('keeps every node of the Spanish first view', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' });
    readPageConfig(); // read now: the server render runs without a document
    await Promise.all([catalogMessages(resultsMessages, 'es-US'), catalogMessages(sharedMessages, 'es-US')]);
    stubResultsServer();
    const withModule = {
      results: resultsState({ allProducts: [product(), bodySynthetic()] }),
      bathroomModule: { products: [{ productId: 201, image: '/201.svg', subscription: true }], discount: 10 },
    };
    check = await serverRenderThenHydrate(results({ bathroomModule: true, pageData: withModule }));
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    const served = document.createElement('div');
    served.innerHTML = check.html;
    expect(served.querySelector('h1')?.textContent).toBe('Tus resultados');
    // (no modal is in the server's HTML, the 'more info' one included: they come with their chunk)
    expect([...served.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Esenciales de Sam',
      'Tu Face Set',
      'Tu Body Set',
    ]);
    expect(served.textContent).toContain('AGREGAR AL CARRITO - $34');
    expect(served.textContent).not.toContain('ADD TO CART');
    expect(screen.getByRole('heading', { level: 1, name: 'Tus resultados' })).toBeTruthy();
  });
});

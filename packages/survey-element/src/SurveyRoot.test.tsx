import { $nonce, HostContext, type PcCompleteDetail } from '@pc/shared';
import { type SentRequest, setPageConfig, stubFetch } from '@pc/shared/test';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchChunk } from './behaviour/searchChunk.ts';
import { SurveyRoot } from './SurveyRoot.tsx';
import { forgetSurveyOptionsForTests } from './state/survey.ts';
import { surveyOptions } from './test/surveyFixture.ts';

// spec §4 Post-purchase survey and §8, with fetch replaced at the boundary.

type Answer = { status?: number; body?: unknown } | Error;

let host: HTMLElement;
let completions: PcCompleteDetail[];

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc' });
  $nonce.set('n-1');
  host = document.createElement('pc-post-purchase-survey');
  document.body.append(host);
  completions = [];
  host.addEventListener('pc-complete', (event) => completions.push(event.detail));
});

afterEach(() => {
  cleanup();
  host.remove();
  forgetSurveyOptionsForTests();
  searchChunk.resetForTests();
  vi.unstubAllGlobals();
});

function serve({ options, post }: { options?: Answer; post?: Answer } = {}) {
  return stubFetch((request: SentRequest) => {
    if (request.url.includes('/post_purchase/options?order_id=')) return options ?? { body: surveyOptions() };
    if (request.url.endsWith('/post_purchase/events')) return post ?? { body: { success: true } };
    if (request.url.endsWith('/post_purchase/closed')) return { body: { success: true } };
    return { status: 404, body: { code: 'rest_no_route', message: 'No route', data: { status: 404 } } };
  });
}

const posted = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.url.endsWith('/post_purchase/events'))
    .map((request) => JSON.parse(request.body!));

const renderRoot = (pageData: unknown = { survey: { orderId: '1001' } }) =>
  render(
    <HostContext value={host}>
      <SurveyRoot pageData={pageData} />
    </HostContext>,
  );

const dialog = () => document.querySelector('dialog');
const isOpen = () => dialog()?.open === true;

describe('<pc-post-purchase-survey> appears when options load (spec §4)', () => {
  it("shows 'HOW DID YOU FIND OUT ABOUT US?' and the options", async () => {
    serve();
    renderRoot();
    expect(dialog()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'HOW DID YOU FIND OUT ABOUT US?' })).toBeTruthy();
    await waitFor(() => expect(isOpen()).toBe(true));
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Podcast', 'Instagram', 'A friend', 'TV', 'Other']);
  });

  it.each([
    ['the options fail (HTTP 500)', { status: 500, body: {} }],
    ['the store cannot be reached', new TypeError('Failed to fetch')],
    ['there are no options', { body: [] }],
  ])('shows nothing and says nothing when %s (spec §8: silently ignored)', async (_, options) => {
    const { sent } = serve({ options });
    renderRoot();
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => {});
    expect(dialog()).toBeNull();
    expect(completions).toEqual([]);
  });

  it('asks for the options once per page: a survey mounted again shows them without a request (decision 0055)', async () => {
    const { sent } = serve();
    const first = renderRoot();
    await waitFor(() => expect(isOpen()).toBe(true));
    first.unmount();
    expect(dialog()).toBeNull();
    renderRoot();
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(
      sent.filter((request) => request.url.includes('/post_purchase/options?order_id=1001')),
    ).toHaveLength(1);
  });

  it('a failed load is not kept: the next survey asks again (spec §8, decision 0055)', async () => {
    const { sent } = serve({ options: { status: 500, body: {} } });
    const first = renderRoot();
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => {});
    first.unmount();
    serve();
    renderRoot();
    await waitFor(() => expect(isOpen()).toBe(true));
  });

  it('leaving the page closes the modal and reports nothing', async () => {
    serve();
    const { unmount } = renderRoot();
    await waitFor(() => expect(isOpen()).toBe(true));
    const box = dialog()!;
    unmount();
    expect(box.open).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(completions).toEqual([]);
  });

  it('asks nothing without an order id in the page data (decision 0040)', async () => {
    const { sent } = serve();
    renderRoot({ results: {} });
    await act(async () => {});
    expect(sent).toEqual([]);
    expect(dialog()).toBeNull();
  });
});

describe('<pc-post-purchase-survey> answers (spec §4)', () => {
  it('an option without children posts {order_id, results: [its id]}, thanks once it is stored, and closes 2 s later (decision 0128)', async () => {
    const { sent } = serve();
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'A friend' }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe('THANK YOU!');
    expect(document.activeElement).toBe(thanks);
    expect(completions).toEqual([{ outcome: 'accepted' }]);
    expect(isOpen()).toBe(true);
    await waitFor(() => expect(isOpen()).toBe(false), { timeout: 3000 });
    expect(posted(sent)).toEqual([{ order_id: '1001', results: ['friend'] }]);
    expect(sent.find((request) => request.method === 'POST')?.headers['X-WP-Nonce']).toBe('n-1');
  });

  it('an option with children posts its id, then opens the follow-up search; a keyboard pick posts the path and closes', async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    renderRoot();
    await user.click(await screen.findByRole('button', { name: 'Podcast' }));
    expect(posted(sent)).toEqual([{ order_id: '1001', results: ['podcast'] }]);
    expect(screen.getByRole('button', { name: 'Podcast' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('combobox')).toBeNull();

    const search = await screen.findByRole('combobox');
    expect(search.getAttribute('placeholder')).toBe('Search here...');
    expect(document.activeElement).toBe(search);
    const listbox = screen.getByRole('listbox', { name: 'Podcast' });
    expect(search.getAttribute('aria-controls')).toBe(listbox.id);

    await user.keyboard('cafe creme');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Café Crème Hour']);
    await user.keyboard('{ArrowDown}');
    const active = within(listbox).getByRole('option', { selected: true });
    expect(search.getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(completions).toEqual([{ outcome: 'accepted' }]));
    expect(screen.getByRole('status').textContent).toBe('THANK YOU!');
    expect(posted(sent)).toEqual([
      { order_id: '1001', results: ['podcast'] },
      { order_id: '1001', results: ['podcast', 'cafe-creme'] },
    ]);
  });

  it('Back returns from the follow-up to the options; the next choice is posted without the first (decision 0128)', async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    renderRoot();
    await user.click(await screen.findByRole('button', { name: 'Podcast' }));
    await screen.findByRole('combobox');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Podcast' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'A friend' }));
    await screen.findByRole('status');
    expect(posted(sent)).toEqual([
      { order_id: '1001', results: ['podcast'] },
      { order_id: '1001', results: ['friend'] },
    ]);
    expect(completions).toEqual([{ outcome: 'accepted' }]);
  });

  it('a click picks a result too', async () => {
    const { sent } = serve();
    renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: 'Instagram' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Söderberg' }));
    await waitFor(() => expect(completions).toEqual([{ outcome: 'accepted' }]));
    expect(posted(sent).at(-1)).toEqual({ order_id: '1001', results: ['instagram', 'ig-sam'] });
  });

  it('a second choice while the first is on its way is ignored', async () => {
    const { sent } = serve();
    renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: 'Podcast' }));
    fireEvent.click(screen.getByRole('button', { name: 'TV' }));
    expect(posted(sent)).toEqual([{ order_id: '1001', results: ['podcast'] }]);
  });
});

describe('<pc-post-purchase-survey> closes (spec §2, §8)', () => {
  it('a failed post closes the modal', async () => {
    serve({ post: { status: 500, body: {} } });
    renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: 'Podcast' }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(completions).toEqual([{ outcome: 'failed' }]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(isOpen()).toBe(false); // the follow-up does not open after all
  });

  it('a click outside closes', async () => {
    const { sent } = serve();
    renderRoot();
    await screen.findByRole('button', { name: 'Podcast' });
    const box = dialog()!;
    box.getBoundingClientRect = () => new DOMRect(100, 100, 600, 400);
    fireEvent.click(box, { clientX: 20, clientY: 20 });
    expect(isOpen()).toBe(false);
    expect(completions).toEqual([{ outcome: 'dismissed' }]);
    expect(posted(sent)).toEqual([]);
  });

  it('a click inside the box does not close', async () => {
    serve();
    renderRoot();
    await screen.findByRole('button', { name: 'Podcast' });
    await waitFor(() => expect(isOpen()).toBe(true));
    const box = dialog()!;
    box.getBoundingClientRect = () => new DOMRect(100, 100, 600, 400);
    fireEvent.click(box, { clientX: 200, clientY: 200 });
    expect(isOpen()).toBe(true);
  });

  it('Escape and the close button close', async () => {
    serve();
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(isOpen()).toBe(false);
    expect(completions).toEqual([{ outcome: 'dismissed' }]);
  });
});

describe('<pc-post-purchase-survey>’s follow-up search loads on the shopper’s way (decision 0072)', () => {
  /** Lets the chunk's import settle (it is never asked for when nothing heads for a follow-up). */
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 100)));

  it('is not loaded with the options', async () => {
    serve();
    renderRoot();
    await screen.findByRole('button', { name: 'Podcast' });
    await settle();
    expect(searchChunk.loaded()).toBeNull();
  });

  it.each([
    ['a pointer reaches', (button: HTMLElement) => fireEvent.pointerEnter(button)],
    ['a finger touches', (button: HTMLElement) => fireEvent.touchStart(button)],
    ['focus reaches', (button: HTMLElement) => button.focus()],
  ])('starts loading when %s an option with a follow-up, not one without', async (_, reach) => {
    serve();
    renderRoot();
    const friend = await screen.findByRole('button', { name: 'A friend' });
    await act(async () => reach(friend));
    await settle();
    expect(searchChunk.loaded()).toBeNull();
    await act(async () => reach(screen.getByRole('button', { name: 'Podcast' })));
    await waitFor(() => expect(searchChunk.loaded()).not.toBeNull());
  });

  it('is here when the follow-up opens after a choice: the first query is answered in its own render', async () => {
    serve();
    renderRoot();
    fireEvent.click(await screen.findByRole('button', { name: 'Podcast' }));
    const search = await screen.findByRole('combobox');
    expect(searchChunk.loaded()).not.toBeNull();
    fireEvent.change(search, { target: { value: 'noel' } });
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The Noël Show']);
  });
});

// issue 43, docs/decisions/0210: the survey in the shop's second language, chosen by `#pc-config`'s
// locale or by the page's `lang`; its es-US catalog is fetched then, and the texts are es-US.json's.
describe('<pc-post-purchase-survey> in es-US', () => {
  it.each([
    ["#pc-config's locale", () => setPageConfig({ apiRoot: '', ns: 'pc', locale: 'es-US' })],
    ["the page's lang", () => document.body.setAttribute('lang', 'es-MX')],
  ])('speaks Spanish by %s', async (_, choose) => {
    choose();
    serve();
    renderRoot();
    expect(await screen.findByRole('heading', { name: '¿CÓMO SUPISTE DE NOSOTROS?' })).toBeTruthy();
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Podcast' }));
    const search = await screen.findByRole('combobox');
    expect(search.getAttribute('placeholder')).toBe('Busca aquí...');
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
    await waitFor(() => expect(document.body.textContent).toContain('4 resultados disponibles'));
    document.body.removeAttribute('lang');
  });
});

// issue 43 item 3, docs/decisions/0210: an author's own words by message id, in #pc-config.
describe("<pc-post-purchase-survey> with an author's words", () => {
  it('shows them in place of the catalog’s, an ICU one with its argument', async () => {
    setPageConfig({
      apiRoot: '',
      ns: 'pc',
      messages: {
        'post-purchase-survey.title': 'Where did you hear of us?',
        'post-purchase-survey.matchCount': '{count, plural, one {# pick} other {# picks}}',
        'quiz.title': 'not this element’s',
      },
    });
    serve();
    renderRoot();
    expect(await screen.findByRole('heading', { name: 'Where did you hear of us?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Podcast' }));
    expect((await screen.findByRole('combobox')).getAttribute('placeholder')).toBe('Search here...');
    await waitFor(() => expect(document.body.textContent).toContain('4 picks'));
  });
});

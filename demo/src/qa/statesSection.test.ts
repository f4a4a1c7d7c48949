// @vitest-environment happy-dom
import { setPageConfig } from '@pc/shared/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_PARAM, readLink } from './sessionSetup.ts';
import { QA_STATES } from './states.ts';
import { sessionLink, shareSection, statesSection } from './statesSection.ts';

// The QA panel's 'States' and 'Share' (issue 44 items 3 and 4, decision 0194).

setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'abc123' });

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATE = { identity: 'customer', clock: '2021-07-01T16:00:00.000Z', now: '…', cartCount: 0 };
const STOCK = {
  products: [
    {
      id: 111,
      name: 'Play Cologne',
      variations: [
        { id: 11101, held: 'onbackorder' },
        { id: 11102, held: null },
      ],
    },
  ],
};
const FAULTS = { calls: [], kinds: [], faults: { getQuiz: { kind: 'delay', ms: 800, left: 2 } } };

describe('sessionLink', () => {
  it('carries the identity, clock, held stock, faults with the answers left, and the chat', () => {
    expect(sessionLink(STATE, STOCK as never, FAULTS as never, false, '/green-and-airy')).toEqual({
      route: '/green-and-airy',
      setup: {
        customer: true,
        clock: '2021-07-01T16:00:00.000Z',
        stock: { 11101: 'onbackorder' },
        faults: { getQuiz: { kind: 'delay', ms: 800, times: 2 } },
        chat: false,
      },
    });
  });

  it('an untouched session is an empty setup', () => {
    const untouched = sessionLink(
      { identity: 'anonymous', clock: null },
      { products: [] },
      { faults: {} },
      true,
      '/',
    );
    expect(untouched).toEqual({ route: '/', setup: {} });
  });
});

describe('shareSection', () => {
  const answering = () =>
    vi.fn(async (url: string) => {
      const body = url === '/__qa/state' ? STATE : url === '/__qa/stock' ? STOCK : FAULTS;
      return new Response(JSON.stringify(body), { status: 200 });
    });

  it('copies this session’s link and says so; the field shows it too', async () => {
    vi.stubGlobal('fetch', answering());
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const announce = vi.fn();
    const section = shareSection(announce);
    section.querySelector('button')!.click();
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith('Link copied'));
    const field = section.querySelector<HTMLInputElement>('#qa-share-link')!;
    expect(writeText).toHaveBeenCalledWith(field.value);
    expect(field.readOnly).toBe(true);
    expect(field.closest('[hidden]')).toBeNull();
    const link = readLink(new URL(field.value).searchParams.get(LINK_PARAM) ?? '');
    expect(link?.setup).toMatchObject({ customer: true, stock: { 11101: 'onbackorder' } });
  });

  it('without the clipboard, selects the link in its field for the tester to copy', async () => {
    vi.stubGlobal('fetch', answering());
    vi.stubGlobal('navigator', {});
    const announce = vi.fn();
    const section = shareSection(announce);
    section.querySelector('button')!.click();
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith('Copy the link from the field below.'));
    expect(section.querySelector<HTMLInputElement>('#qa-share-link')!.value).toContain(`?${LINK_PARAM}=`);
  });
});

describe('statesSection', () => {
  it('lists every entry of the table as a link, under its spec section', () => {
    const section = statesSection(vi.fn());
    const links = [...section.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(
      ['§2', '§4', '§8'].flatMap((key) => QA_STATES.filter((e) => e.section === key).map((e) => e.name)),
    );
    const first = links[0]!;
    const link = readLink(new URL(first.href, 'http://store.test').searchParams.get(LINK_PARAM) ?? '');
    expect(link).toEqual({ route: QA_STATES[0]?.route, setup: QA_STATES[0]?.setup });
  });
});

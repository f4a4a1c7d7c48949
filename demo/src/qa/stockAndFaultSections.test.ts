// @vitest-environment happy-dom
import { setPageConfig } from '@pc/shared/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultLine, faultSection } from './faultSection.ts';
import { stockSection } from './stockSection.ts';

// The QA panel's 'Stock' and 'Faults' (issue 44, decision 0189): what they post, what they list.

setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'abc123' });

afterEach(() => {
  vi.unstubAllGlobals();
});

const STOCK = {
  products: [
    {
      id: 402,
      name: 'Gift Card',
      variations: [
        { id: 40201, name: '$25', sku: 'GC-25', catalogue: 'instock', held: null },
        { id: 40204, name: '$200', sku: 'GC-200', catalogue: 'outofstock', held: 'instock' },
      ],
    },
  ],
};
const FAULTS = {
  calls: [
    { name: 'getQuiz', label: 'GET quizzes/{quizType}' },
    { name: 'addToCart', label: 'POST admin-ajax add-to-cart' },
  ],
  kinds: ['error', '500'],
  faults: {},
};

/** A fetch that answers `body` and records what was sent. */
const store = (answers: (init?: RequestInit) => unknown) =>
  vi.fn(
    async (_url: string, init?: RequestInit) => new Response(JSON.stringify(answers(init)), { status: 200 }),
  );

describe('stockSection', () => {
  it('lists every variation and the switches held, and posts the chosen status, then reloads', async () => {
    const fetch = store(() => STOCK);
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();
    const section = stockSection(vi.fn(), reload);
    await vi.waitFor(() => expect(section.querySelectorAll('option[value="40201"]')).toHaveLength(1));
    expect(section.querySelector('li')?.textContent).toBe('Gift Card · $200: In stock (catalogue: Sold out)');
    section.querySelector<HTMLSelectElement>('#qa-stock-status')!.value = 'outofstock';
    section.querySelector('button')!.click();
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fetch.mock.calls.at(-1)?.[0]).toBe('/__qa/stock');
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({
      variationId: 40201,
      status: 'outofstock',
    });
  });
});

describe('faultSection', () => {
  it('posts the call, the failure and how many answers; lists what is held', async () => {
    const fetch = store((init) =>
      init?.method === 'POST'
        ? { ...FAULTS, faults: { addToCart: { kind: 'error', message: 'Nope.', left: null } } }
        : FAULTS,
    );
    vi.stubGlobal('fetch', fetch);
    const announce = vi.fn();
    const section = faultSection(announce, vi.fn());
    await vi.waitFor(() => expect(section.querySelectorAll('#qa-fault-call option')).toHaveLength(2));
    section.querySelector<HTMLSelectElement>('#qa-fault-call')!.value = 'addToCart';
    section.querySelector<HTMLSelectElement>('#qa-fault-kind')!.value = 'error';
    section.querySelector<HTMLInputElement>('#qa-fault-message')!.value = ' Nope. ';
    const always = section.querySelector<HTMLInputElement>('#qa-fault-always')!;
    always.click();
    section.querySelector<HTMLButtonElement>('button')!.click();
    await vi.waitFor(() =>
      expect(announce).toHaveBeenCalledWith('Fault set on POST admin-ajax add-to-cart.'),
    );
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({
      call: 'addToCart',
      fault: { kind: 'error', message: 'Nope.', times: null },
    });
    expect(section.querySelector('li')?.textContent).toBe(
      'POST admin-ajax add-to-cart: Error with a message (400), “Nope.”, every answer',
    );
  });

  it('says how many answers are left', () => {
    expect(faultLine('GET quizzes/{quizType}', { kind: 'delay', ms: 800, left: 2 })).toBe(
      'GET quizzes/{quizType}: Delay, then the answer, 800 ms, next 2',
    );
  });
});

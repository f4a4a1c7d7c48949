import { describe, expect, it, vi } from 'vitest';
import { createPageDataLoader, type FetchPageData } from './pageData.ts';

// Decision 0011: page data reaches the element on every way in, and only the
// answer for the current route ever mounts. The network boundary is replaced by a controllable fake.

/** A fetch whose answers the test releases one by one; it ignores the abort signal on purpose. */
const deferredFetch = () => {
  const pending: { path: string; resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const fetch = vi.fn<FetchPageData>(
    (path) =>
      new Promise((resolve, reject) => {
        pending.push({ path, resolve, reject });
      }),
  );
  return { fetch, pending };
};

const PRINTED = { results: { name: 'printed' } };

describe('createPageDataLoader', () => {
  it('uses the printed data for the first route, without a request', async () => {
    const { fetch } = deferredFetch();
    const load = createPageDataLoader(PRINTED, fetch);
    expect(await load('/quizresult', true)).toEqual({ data: PRINTED });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server for every later route that needs data, with its query', async () => {
    const { fetch, pending } = deferredFetch();
    const load = createPageDataLoader(undefined, fetch);
    await load('/quiz', false);
    const loading = load('/quizresult?survey_log_id=abc', true);
    expect(pending.map((call) => call.path)).toEqual(['/quizresult?survey_log_id=abc']);
    pending[0]!.resolve({ results: { name: 'fetched' } });
    expect(await loading).toEqual({ data: { results: { name: 'fetched' } } });
  });

  it('never uses the printed data again once the shopper moved on (back to the first page)', async () => {
    const { fetch, pending } = deferredFetch();
    const load = createPageDataLoader(PRINTED, fetch);
    await load('/quizresult', true);
    await load('/quiz', false);
    const back = load('/quizresult', true);
    pending[0]!.resolve({ results: { name: 'fresh' } });
    expect(await back).toEqual({ data: { results: { name: 'fresh' } } });
  });

  it('drops an answer superseded by a later route change, even one that arrives last', async () => {
    const { fetch, pending } = deferredFetch();
    const load = createPageDataLoader(undefined, fetch);
    await load('/', false);
    const first = load('/quizresult', true);
    const second = load('/gift-quizresult', true);
    expect(fetch.mock.calls[0]![1].aborted).toBe(true);
    pending[1]!.resolve({ results: { name: 'gift' } });
    pending[0]!.resolve({ results: { name: 'self' } });
    expect(await second).toEqual({ data: { results: { name: 'gift' } } });
    expect(await first).toBeNull();
  });

  it('drops an answer superseded by a route without data', async () => {
    const { fetch, pending } = deferredFetch();
    const load = createPageDataLoader(undefined, fetch);
    await load('/', false);
    const stale = load('/quizresult', true);
    expect(await load('/contact', false)).toEqual({ data: undefined });
    pending[0]!.resolve({ results: { name: 'late' } });
    expect(await stale).toBeNull();
  });

  it('mounts without data when the call fails (spec §8: a failed load is ignored)', async () => {
    const { fetch, pending } = deferredFetch();
    const load = createPageDataLoader(undefined, fetch);
    await load('/', false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loading = load('/quizresult', true);
    pending[0]!.reject(new Error('503'));
    expect(await loading).toEqual({ data: undefined });
  });
});

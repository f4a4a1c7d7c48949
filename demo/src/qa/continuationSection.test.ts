// @vitest-environment happy-dom
import { NONCE_HEADER } from '@pc/shared/constants';
import { setPageConfig } from '@pc/shared/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { continuationSection } from './continuationSection.ts';

// The QA panel's 'Start a continuation quiz' (spec §4 Continuation): POST with the page nonce, then /quiz.

setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'abc123' });

afterEach(() => {
  vi.unstubAllGlobals();
});

const respond = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const click = async (section: HTMLElement) => {
  const button = section.querySelector('button');
  expect(button?.textContent).toBe('Start a continuation quiz');
  button?.click();
  await vi.waitFor(() => expect(button?.disabled === false || navigate.mock.calls.length > 0).toBe(true));
  return button!;
};

const navigate = vi.fn();
const announce = vi.fn();

describe('continuationSection', () => {
  it('posts /__qa/continuation with the nonce, then opens /quiz', async () => {
    const fetch = respond(200, { surveyLogId: 'Ab3dE5gH9k', questions: ['hair_type'] });
    vi.stubGlobal('fetch', fetch);
    await click(continuationSection(announce, navigate));
    expect(navigate).toHaveBeenCalledWith('/quiz');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/__qa/continuation');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(new Headers(init.headers).get(NONCE_HEADER)).toBe('abc123');
  });

  it('says why when the server refuses, and lets QA try again', async () => {
    navigate.mockClear();
    vi.stubGlobal(
      'fetch',
      respond(403, { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }),
    );
    const button = await click(continuationSection(announce, navigate));
    expect(navigate).not.toHaveBeenCalled();
    expect(announce).toHaveBeenLastCalledWith('/__qa/continuation failed: 403 Cookie check failed');
    expect(button.disabled).toBe(false);
  });
});

import { vi } from 'vitest';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

type Answer = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> } | Error;

/**
 * Replaces `fetch` at the boundary: records what was sent and answers from `answer` (JSON `body`,
 * raw `text`, extra `headers`, or an Error to simulate a network failure).
 */
export function stubFetch(answer: Answer | ((request: SentRequest) => Answer | Promise<Answer>)) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body === undefined || init.body === null ? undefined : String(init.body),
      credentials: init.credentials,
    };
    sent.push(request);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const result = typeof answer === 'function' ? await answer(request) : answer;
    if (result instanceof Error) throw result;
    const text = result.text ?? (result.body === undefined ? '' : JSON.stringify(result.body));
    return new Response(text, {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...result.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

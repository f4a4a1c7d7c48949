import { NONCE_HEADER } from '@pc/shared/constants';
import { pageConfig } from './pageConfig.ts';

// The demo's own calls (page data, the QA panel): apart from pageConfig.ts, which the page's boot
// script reads, so that script carries no call code (docs/decisions/0073).

/**
 * fetch against the store with the session cookie and the nonce header (spec §6: requests carry a
 * site nonce header when the host page provides one); a `newNonce` in a JSON answer replaces it.
 */
export const storeFetch = async (path: string, init: RequestInit = {}): Promise<unknown> => {
  const { apiRoot, nonce } = pageConfig();
  const headers = new Headers(init.headers);
  if (nonce) headers.set(NONCE_HEADER, nonce);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(`${apiRoot}${path}`, {
    ...init,
    headers,
    credentials: apiRoot ? 'include' : 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'newNonce' in body && typeof body.newNonce === 'string') {
    pageConfig().nonce = body.newNonce;
  }
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText;
    throw new Error(`${response.status} ${message}`);
  }
  return body;
};

export const postJson = (path: string, payload: unknown): Promise<unknown> =>
  storeFetch(path, { method: 'POST', body: JSON.stringify(payload) });

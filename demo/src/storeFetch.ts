import { NONCE_HEADER } from '@pc/shared/constants';
import { pageConfig } from './pageConfig.ts';

// The demo's own calls (page data, the QA panel): apart from pageConfig.ts, which the page's boot
// script reads, so that script carries no call code (docs/decisions/0073).

/**
 * fetch against the store with the session cookie and the nonce header (spec §6: requests carry a
 * site nonce header when the host page provides one); a `newNonce` in a JSON answer replaces it.
 */
const send = (path: string, init: RequestInit): Promise<Response> => {
  const { apiRoot, nonce } = pageConfig();
  const headers = new Headers(init.headers);
  if (nonce) headers.set(NONCE_HEADER, nonce);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  return fetch(`${apiRoot}${path}`, { ...init, headers, credentials: apiRoot ? 'include' : 'same-origin' });
};

export const storeFetch = async (path: string, init: RequestInit = {}): Promise<unknown> => {
  const response = await send(path, init);
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

/**
 * A form post as a page's form makes it (spec §7 admin-ajax, POST /crafting with `_wpnonce`); answers
 * the URL it ended on after the store's redirect.
 */
export const postForm = async (path: string, fields: Readonly<Record<string, string>>): Promise<string> => {
  const response = await send(path, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, _wpnonce: pageConfig().nonce ?? '' }),
  });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} (${path})`);
  return response.url;
};

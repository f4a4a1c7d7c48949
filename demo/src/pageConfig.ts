import { NONCE_HEADER } from '@pc/shared/constants';

/**
 * The page configuration the store server injects (docs/architecture.md "Namespace, paths, page
 * configuration"): `<script type="application/json" id="pc-config">`. The demo's own calls (QA panel)
 * read the API root and nonce from it; the elements read it through @pc/shared.
 */
export interface DemoPageConfig {
  readonly apiRoot: string;
  /** the API namespace segment `{ns}` of `/wp-json/{ns}/v1/…` */
  readonly ns: string;
  nonce: string | undefined;
  /** The data printed for the page first loaded (the router hands it to that page's element). */
  readonly data: unknown;
}

let config: DemoPageConfig | undefined;

export const pageConfig = (): DemoPageConfig => {
  if (config) return config;
  let parsed: { apiRoot?: unknown; ns?: unknown; nonce?: unknown; data?: unknown } = {};
  try {
    parsed = JSON.parse(document.getElementById('pc-config')?.textContent ?? '{}') ?? {};
  } catch {
    // A page without a valid configuration still renders; writes then fail with 403 and say so.
  }
  config = {
    apiRoot: typeof parsed.apiRoot === 'string' ? parsed.apiRoot : '',
    ns: typeof parsed.ns === 'string' ? parsed.ns : 'pc',
    nonce: typeof parsed.nonce === 'string' ? parsed.nonce : undefined,
    data: parsed.data,
  };
  return config;
};

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

/**
 * The page configuration the store server injects (docs/architecture.md "Namespace, paths, page
 * configuration"): `<script type="application/json" id="pc-config">`. The demo's own calls (QA panel)
 * read the API root and nonce from it (storeFetch.ts); the elements read it through @pc/shared.
 */
export interface DemoPageConfig {
  readonly apiRoot: string;
  /** the API namespace segment `{ns}` of `/wp-json/{ns}/v1/…` */
  readonly ns: string;
  nonce: string | undefined;
  /** The data printed for the page first loaded (the router hands it to that page's element). */
  readonly data: unknown;
  /** issue 39: `required` when the store runs with PC_CONSENT=required (consentBanner.ts asks then). */
  readonly consent: 'required' | undefined;
  /** issue 39: the request said `Sec-GPC: 1`. */
  readonly gpc: boolean;
  /** issue 43 item 4: the store's currency (PC_CURRENCY), said when it is not USD. */
  readonly currency: string;
}

let config: DemoPageConfig | undefined;

export const pageConfig = (): DemoPageConfig => {
  if (config) return config;
  let parsed: {
    apiRoot?: unknown;
    ns?: unknown;
    nonce?: unknown;
    data?: unknown;
    consent?: unknown;
    gpc?: unknown;
    currency?: unknown;
  } = {};
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
    consent: parsed.consent === 'required' ? 'required' : undefined,
    gpc: parsed.gpc === true,
    currency: typeof parsed.currency === 'string' ? parsed.currency : 'USD',
  };
  return config;
};

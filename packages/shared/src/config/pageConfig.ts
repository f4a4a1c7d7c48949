import * as v from 'valibot';
import { issueText } from '../contract/issueText.ts';

/**
 * The page's one configuration (docs/architecture.md "Namespace, paths, page configuration"):
 * `<script type="application/json" id="pc-config">{"apiRoot":"","ns":"pc","nonce":"…","data":{…}}</script>`.
 */
export const PageConfig = v.object({
  apiRoot: v.string(),
  ns: v.string(),
  nonce: v.optional(v.string()),
  data: v.optional(v.unknown()),
  /**
   * Optional: where events sent as the page unloads (Quiz Abandoned) are also beaconed, as JSON text
   * (`navigator.sendBeacon`); docs/decisions/0017.
   */
  analyticsBeaconUrl: v.optional(v.string()),
  /**
   * Optional, for a page of another origin whose server knows the shopper's store session
   * (docs/decisions/0038): the short-lived token the store issued for it (contract/order.ts
   * getCartToken). Every call then carries it in X-PC-Cart-Token instead of the store's cookie.
   * Without it such a page starts its own session (api/session.ts, docs/decisions/0098).
   */
  cartToken: v.optional(v.string()),
  /**
   * Optional: where the pages elements link to live (config/pages.ts, docs/decisions/0098), each an
   * absolute URL without a query; a kind not named is the store's own page (`apiRoot` + its path).
   */
  pages: v.optional(
    v.object({
      results: v.optional(v.string()),
      checkout: v.optional(v.string()),
      orders: v.optional(v.string()),
      faqs: v.optional(v.string()),
      careers: v.optional(v.string()),
    }),
  ),
  /**
   * Optional: a Google Maps JavaScript API key. With it <pc-candle> shows the maps service (with its
   * places library, spec §7); without it an offline map drawn from bundled geography (decision 0028).
   */
  mapsKey: v.optional(v.string()),
  /**
   * Optional (issue 39; docs/decisions/0149): `required` sends nothing beyond the strictly necessary
   * until the shopper says yes through `pc.consent.update`; `granted` (the default) is today's behaviour;
   * any other value reads as `granted` (a string, not a picklist: valibot's picklist would cost every page).
   */
  consent: v.optional(v.string()),
  /**
   * Optional (issue 43, docs/decisions/0210): the shop's language for every element of the page, a
   * language tag (`es-US`; any `es` is es-US, anything else en-US); without it, the nearest `lang`.
   */
  locale: v.optional(v.string()),
  /**
   * Optional (issue 43 item 4): the store's currency, ISO 4217 (`EUR`), its prices' as the database
   * holds them; the store's pages print it when it is not USD (PC_CURRENCY). Without it, the one a
   * fragment's tag or the store's session answer names, else USD.
   */
  currency: v.optional(v.string()),
  /**
   * Optional (issue 43, docs/decisions/0210): the author's own words for any message, by its id
   * (`post-purchase-survey.title`; each element's docs page lists them): plain text, or an ICU message
   * of the same arguments for a message that has some. Read as it is (i18n/overrides.ts takes only the
   * strings of it): a schema here would cost every page, the pop-up's loader too.
   */
  messages: v.optional(v.unknown()),
  /** Optional: the store's pages say so when the request carried `Sec-GPC: 1` (Global Privacy Control). */
  gpc: v.optional(v.unknown()),
});
export type PageConfig = v.InferOutput<typeof PageConfig>;

export const PAGE_CONFIG_ID = 'pc-config';

const DEFAULTS: PageConfig = { apiRoot: '', ns: 'pc' };

let cached: PageConfig | undefined;

/** Reads `#pc-config` once; a missing or malformed configuration yields the defaults (same origin, `pc`). */
export function readPageConfig(): PageConfig {
  if (cached) return cached;
  if (typeof document === 'undefined') return DEFAULTS;
  const script = document.getElementById(PAGE_CONFIG_ID);
  // A classic script in <head> may run before the configuration is parsed: do not cache the defaults then.
  if (!script && document.readyState === 'loading') return DEFAULTS;
  cached = parse(script?.textContent ?? null);
  return cached;
}

function parse(text: string | null): PageConfig {
  if (!text) return DEFAULTS;
  try {
    const result = v.safeParse(PageConfig, JSON.parse(text));
    if (result.success) return result.output;
    console.warn(`[pc] #pc-config ${issueText(result.issues[0])}; using defaults`);
  } catch {
    console.warn('[pc] #pc-config is not valid JSON; using defaults');
  }
  return DEFAULTS;
}

/**
 * Server render only (element/serverRender.tsx): `render` reads `config` as the page's configuration,
 * the one a page of another origin prints (its `apiRoot`, the store), so the links and images of a
 * first view made for that page are the store's, as the element draws them there (decision 0171).
 * `render` is synchronous (renderToString), so nothing else reads the configuration meanwhile.
 */
export function withPageConfig<T>(config: PageConfig, render: () => T): T {
  const before = cached;
  cached = config;
  try {
    return render();
  } finally {
    cached = before;
  }
}

/** Test-only: forget the cached configuration. */
export function resetPageConfigForTests(): void {
  cached = undefined;
}

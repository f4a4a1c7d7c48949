import type { Locale } from '@pc/shared/locale';
import { NS } from '../http/contractRoute.ts';
import type { PagePrivacy } from './pagePrivacy.ts';

/** docs/architecture.md page configuration, as the WordPress host prints it into each page. */
export interface PageConfig {
  apiRoot: string;
  ns: string;
  nonce: string;
  data?: unknown;
  /** issue 39: `required` when PC_CONSENT says so (pages/pagePrivacy.ts). */
  consent?: 'required';
  /** issue 39: the request said `Sec-GPC: 1`. */
  gpc?: true;
  /** issue 43: the store's pages' language when PC_LOCALE is not en-US (pages/pageLocale.ts). */
  locale?: Locale;
  /** issue 43 item 4: the store's currency when PC_CURRENCY is not USD (pages/pageCurrency.ts). */
  currency?: string;
}

/**
 * What the page's configuration says besides its data: privacy (pagePrivacy.ts), language
 * (pageLocale.ts), currency (pageCurrency.ts).
 */
export type PageSettings = PagePrivacy & { locale?: Locale; currency?: string };

export const pageConfig = (nonce: string, data: unknown, settings: PageSettings = {}): PageConfig => ({
  apiRoot: '',
  ns: NS,
  nonce,
  ...(data === undefined ? {} : { data }),
  ...settings,
});

/** The configuration script; `<` is escaped so no value can close the script element. */
export const pageConfigScript = (config: PageConfig): string =>
  `<script type="application/json" id="pc-config">${JSON.stringify(config).replaceAll('<', '\\u003c')}</script>`;

/** Served while dist/demo has not been built. */
export const DEMO_NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo not built</title>
</head>
<body>
<main>
<h1>The demo is not built yet</h1>
<p>Run <code>npm run build</code> in the repository, then reload this page.</p>
</main>
</body>
</html>
`;

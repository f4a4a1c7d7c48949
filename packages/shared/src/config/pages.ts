import { readPageConfig } from './pageConfig.ts';

// Where each kind of page an element links to lives (docs/decisions/0098): the store's own pages by
// default (`apiRoot` + the route table's path), or the page `#pc-config`'s `pages` names for it.

export type PageKind = 'results' | 'checkout' | 'orders' | 'faqs' | 'careers';

/** The route table's paths of each kind (spec §2 route table). */
const KINDS: readonly (readonly [PageKind, RegExp])[] = [
  ['checkout', /^\/checkout(?:[/?]|$)/],
  ['orders', /^\/account\/orders(?:[/?]|$)/],
  ['faqs', /^\/faqs-shipping-returns(?:[/?]|$)/],
  ['careers', /^\/careers(?:[/?]|$)/],
  ['results', /^\/(?:quizresult|quizresult-cologne|gift-quizresult|gift-sets)(?:[?]|$)/],
];

/**
 * The URL of a store page `path` (with its query) for this page: the configured page of its kind
 * (the path's query kept), else the store's. On the store's own pages (`apiRoot` "") the path itself,
 * so nothing resolves against a host by accident.
 */
export function pageUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path; // already a URL
  const { apiRoot, pages } = readPageConfig();
  const kind = KINDS.find(([, pattern]) => pattern.test(path))?.[0];
  const named = kind ? pages?.[kind] : undefined;
  const query = path.indexOf('?');
  if (named) return query < 0 ? named : `${named}${path.slice(query)}`;
  return `${apiRoot.replace(/\/+$/, '')}${path}`;
}

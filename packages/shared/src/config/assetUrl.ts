import { readPageConfig } from './pageConfig.ts';

/**
 * Images, icons and videos the store serves are root-relative store paths (`/assets/quiz/…`). On a
 * third-party host the store is at the page configuration's apiRoot, so such paths go under it;
 * absolute and protocol-relative URLs stay as they are.
 */
export function assetUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${readPageConfig().apiRoot.replace(/\/+$/, '')}${path}`;
}

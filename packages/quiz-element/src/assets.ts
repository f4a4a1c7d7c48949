import { readPageConfig } from '@pc/shared';

/**
 * Question images and option icons are store paths (`/assets/quiz/…`). On a third-party host the
 * store is at the page configuration's apiRoot, so root-relative paths are put under it.
 */
export function assetUrl(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${readPageConfig().apiRoot.replace(/\/+$/, '')}${path}`;
}

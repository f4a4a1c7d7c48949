/**
 * Marks the main navigation's link to the current page (`aria-current="page"`) after an in-page route
 * change; the store marks it in each page's HTML (packages/store-server/src/pages/navLinks.ts).
 */
export const markCurrentNavLink = (): void => {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header nav a')) {
    if (link.pathname === window.location.pathname) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
};

/**
 * The demo header's main navigation (demo/index.html `<nav aria-label="Main">`) with its link to the
 * page marked `aria-current="page"`, as the demo's router marks it after an in-page route change
 * (demo/src/views/navLinks.ts): in the HTML, so the boot script does nothing for it before the first
 * frame (docs/decisions/0202) and the mark is there without script. A page whose path no link names
 * is left as it is.
 */
const NAV_START = '<nav ';
const NAV_END = '</nav>';

export const markCurrentNavLink = (html: string, path: string): string => {
  const nav = html.indexOf(NAV_START);
  if (nav === -1 || /["<>&]/.test(path)) return html;
  const end = html.indexOf(NAV_END, nav);
  // The link's `href` closes its tag (its other attributes come before it, demo/index.html).
  const link = ` href="${path}">`;
  const at = html.indexOf(link, nav);
  if (at === -1 || end === -1 || at > end) return html;
  return `${html.slice(0, at)} href="${path}" aria-current="page">${html.slice(at + link.length)}`;
};

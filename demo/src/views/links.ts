import { isModifiedClick } from '@pc/shared';
import { navigateToUrl } from 'single-spa';
import { h } from '../dom.ts';

/**
 * A link within the demo: a real `<a href>` (so it works without script, opens in a new tab, and is
 * announced as a link) that navigates with single-spa instead of reloading the page.
 */
export const internalLink = (href: string, text: string, props: Readonly<Record<string, string>> = {}) => {
  const link = h('a', { ...props, href }, text);
  link.addEventListener('click', (event) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    navigateToUrl(href);
  });
  return link;
};

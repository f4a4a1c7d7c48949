import type { Attributes } from '@pc/shared/routes';
import { loadFailedView } from './pages.ts';

/**
 * Elements are served by the store server from dist/elements (docs/architecture.md "Browser side").
 * The demo never bundles them: it loads each at runtime, as a CMS page's script tag would.
 */
export const elementUrl = (tag: string): string => `/elements/${tag}.js`;

/**
 * Creates `<tag …attributes>` in `container` with its `pageData` property and loads its registration
 * script. The property is set before the element is defined; the element keeps it when it upgrades.
 */
export const mountElement = (
  tag: string,
  attributes: Attributes,
  container: HTMLElement,
  pageData: unknown,
): HTMLElement => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    node.setAttribute(name, value === true ? '' : value);
  (node as HTMLElement & { pageData?: unknown }).pageData = pageData;
  container.append(node);
  const url = elementUrl(tag);
  import(/* @vite-ignore */ url).catch((error: unknown) => {
    console.error(`Loading ${url} failed`, error);
    node.replaceWith(loadFailedView(tag, url));
  });
  return node;
};

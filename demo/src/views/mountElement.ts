import type { Attributes } from '@pc/shared/routes';
import { loadFailedView } from './pages.ts';

/**
 * Elements are served by the store server from dist/elements (docs/architecture.md "Browser side").
 * The demo never bundles them: it loads each at runtime, as a CMS page's script tag would.
 */
export const elementUrl = (tag: string): string => `/elements/${tag}.js`;

/** Creates `<tag …attributes>` in `container` and loads its registration script. */
export const mountElement = (tag: string, attributes: Attributes, container: HTMLElement): HTMLElement => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    node.setAttribute(name, value === true ? '' : value);
  container.append(node);
  const url = elementUrl(tag);
  import(/* @vite-ignore */ url).catch((error: unknown) => {
    console.error(`Loading ${url} failed`, error);
    node.replaceWith(loadFailedView(tag, url));
  });
  return node;
};

import type { Attributes, Companion } from '@pc/shared/routes';
import { areCompanions, elementAndCompanions, isServedElement, sameAttributes } from './companions.ts';
import { loadElement } from './servedElement.ts';

// The router's mounts (router.ts, routeView.ts): an element made for a route, or the store server's
// render of it found. The boot script's part, adopting what the server rendered, is servedElement.ts.

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
  loadElement(node);
  return node;
};

/**
 * The element the store server already put into `container` for this route (design.md "First paint"): the
 * first child, with this tag and exactly these attributes, and the declarative shadow root holding its
 * first view, followed by exactly the route's companions, served too (decision 0052). Null when the
 * container shows anything else.
 */
export const serverRenderedElement = (
  container: HTMLElement,
  tag: string,
  attributes: Attributes,
  companions: readonly Companion[] = [],
): HTMLElement | null => {
  const view = elementAndCompanions(container);
  if (!view || view.element.localName !== tag || !view.element.shadowRoot) return null;
  if (!areCompanions(view.companions, companions) || !view.companions.every(isServedElement)) return null;
  return sameAttributes(view.element, attributes) ? view.element : null;
};

/** Mounts the route's companions after its element (decision 0052), without page data. */
export const mountCompanions = (
  companions: readonly Companion[] | undefined,
  container: HTMLElement,
): void => {
  for (const companion of companions ?? [])
    mountElement(companion.tag, companion.attributes, container, null);
};

import type { Attributes, Companion } from '@pc/shared/routes';

// decision 0052: a route's companions (ElementView.companions, the candle pages' cross-sell pop-up)
// sit in the main region after the route's element, mounted and unmounted with it, adopted with it
// from the store server's render, and left as they are while the element moves between its own
// history entries (decision 0027).

/** Whether `node` carries exactly these attributes (`true`: present and empty). */
export const sameAttributes = (node: Element, attributes: Attributes): boolean => {
  const expected = Object.entries(attributes);
  return (
    node.attributes.length === expected.length &&
    expected.every(([name, value]) => node.getAttribute(name) === (value === true ? '' : value))
  );
};

/** The container's first child (the route's element) and the children after it (its companions). */
export const elementAndCompanions = (
  container: Element,
): { readonly element: HTMLElement; readonly companions: readonly HTMLElement[] } | null => {
  const [element, ...companions] = [...container.children];
  if (!(element instanceof HTMLElement) || !companions.every((node) => node instanceof HTMLElement))
    return null;
  return { element, companions: companions as HTMLElement[] };
};

/** Whether `nodes` are these companions, in order, each with its attributes. */
export const areCompanions = (nodes: readonly Element[], companions: readonly Companion[] = []): boolean =>
  nodes.length === companions.length &&
  companions.every(
    (companion, index) =>
      nodes[index]?.localName === companion.tag && sameAttributes(nodes[index]!, companion.attributes),
  );

/** A custom element holding the store server's first view (a declarative shadow root). */
export const isServedElement = (node: Element): node is HTMLElement =>
  node instanceof HTMLElement && node.localName.includes('-') && node.shadowRoot !== null;

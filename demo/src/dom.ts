/** A small element builder for the demo's plain-DOM views (the demo ships no framework of its own). */
type Child = Node | string | null | undefined | false;

export const h = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Readonly<Record<string, string | boolean | number | undefined>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(
    ...children.filter(
      (child): child is Node | string => child !== null && child !== undefined && child !== false,
    ),
  );
  return node;
};

/** A character no message holds (Unicode's private use plane): marks where a node goes. */
const MARK = '\u{F0000}';

/**
 * A message with nodes inside it (a link in a sentence), for `h`'s children: formatted with a mark in
 * each node's place, then cut there and the nodes put back, so the words around them are the catalog's
 * in whatever order the language needs (the elements' `withNodes`, docs/decisions/0210, for plain DOM).
 * `h('p', {}, ...withNodes(m.faqSupport, { contactLink: internalLink('/contact', m.contactUsLink) }))`.
 */
export const withNodes = <K extends string>(
  message: (values: Record<K, string>) => string,
  nodes: Readonly<Record<K, Node>>,
): (Node | string)[] => {
  const placed: Node[] = [];
  const marked = Object.fromEntries(
    Object.entries<Node>(nodes).map(([name, node]) => [name, `${MARK}${placed.push(node) - 1}${MARK}`]),
  ) as Record<K, string>;
  return message(marked)
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? (placed[Number(part)] as Node) : part))
    .filter((part) => part !== '');
};

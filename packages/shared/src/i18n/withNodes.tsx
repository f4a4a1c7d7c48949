import { createElement, Fragment, type ReactNode } from 'react';

/** A character no message holds (Unicode's private use plane): marks where a node goes. */
const MARK = '\u{F0000}';

/**
 * A message whose arguments include elements (a link inside a sentence, docs/decisions/0210): the
 * message is formatted with a mark in each element's place, then cut there and the elements put back,
 * so the words around them stay the catalog's (or the author's) in any order a language needs.
 * `withNodes(m.ordersAnswer, { ordersLink: <a href="…">{m.ordersLinkText}</a> })`.
 */
export const withNodes = <V extends Record<string, ReactNode>>(
  message: (values: { [K in keyof V]: string | number }) => string,
  values: V,
): ReactNode => {
  const nodes: ReactNode[] = [];
  const marked = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' || typeof value === 'number'
        ? value
        : `${MARK}${nodes.push(value) - 1}${MARK}`,
    ]),
  ) as { [K in keyof V]: string | number };
  return createElement(
    Fragment,
    null,
    ...message(marked)
      .split(MARK)
      .map((part, index) => (index % 2 === 1 ? nodes[Number(part)] : part)),
  );
};

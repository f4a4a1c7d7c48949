// The frames' plain markup (frameMarkup.ts, docs/decisions/0063): DOM-free, so the store server prints
// it as HTML and the demo builds the same nodes (dom.ts toNodes).

/** An element: tag, attributes (`true`: present and empty), children; or a text. */
export type Markup = string | MarkupElement;
export interface MarkupElement {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string | true>>;
  readonly children: readonly Markup[];
}

export const m = (
  tag: string,
  attributes: Readonly<Record<string, string | true>> = {},
  ...children: Markup[]
): MarkupElement => ({ tag, attributes, children });

/** A term and its value in a `<dl>` (the totals), with an optional class on both. */
export const termRow = (label: string, value: string, className?: string): MarkupElement[] => [
  m('dt', className ? { class: className } : {}, label),
  m('dd', className ? { class: className } : {}, value),
];

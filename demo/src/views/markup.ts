// Plain markup, DOM-free: what the demo's host frames are written in (frameMarkup.ts, decision 0063).

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

// r2wc keeps the props it renders and its render method under these registered symbols (@r2wc/core
// 1.x). They are not its public API: the element class (elementClass.ts) uses them to add `pageData`
// and HTML boolean-attribute semantics, and r2wcInternals.test.ts fails when r2wc changes them.
export const R2WC_PROPS = Symbol.for('r2wc.props');
export const R2WC_RENDER = Symbol.for('r2wc.render');

/** An element r2wc built, as its private fields and its callbacks. */
export interface R2wcInternals extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}
export type R2wcConstructor = new () => R2wcInternals;

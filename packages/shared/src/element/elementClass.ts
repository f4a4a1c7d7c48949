import { booleanFromAttribute } from './attributeProps.ts';
import { PAGE_DATA_ATTRIBUTE } from './elementStyles.ts';
import type { ElementPropType } from './elementTypes.ts';
import { R2WC_PROPS, R2WC_RENDER, type R2wcConstructor, type R2wcInternals } from './r2wcInternals.ts';

/**
 * The host's custom states. `loading` is on from the definition until the first view is committed
 * while the stylesheets are on their way, so pc-elements.css keeps drawing the skeleton of an element
 * that is already defined (`:state(loading)`, docs/decisions/0105).
 */
// Registered (Symbol.for): a companion chunk reads the states by the same key without importing this
// module's binding, which would grow the shared chunk every page loads (storefront-elements
// Unavailable.tsx, docs/decisions/0185).
export const HOST_STATES = Symbol.for('pc.states');
export type HostWithStates = HTMLElement & { [HOST_STATES]?: CustomStateSet | undefined };

/**
 * A fragment printed on a page of another origin carries the page data it was rendered from
 * (docs/decisions/0171): it stands for the `pageData` property while none is set (a host's property,
 * replayed on connect, still wins). Read before r2wc's first render, which an upgrade's first
 * attribute callback already makes.
 */
const adoptPageDataChild = (element: R2wcInternals): void => {
  const data =
    element[R2WC_PROPS].pageData === undefined && element.querySelector(`:scope>[${PAGE_DATA_ATTRIBUTE}]`);
  if (data) element[R2WC_PROPS].pageData = JSON.parse(data.textContent!);
};

/**
 * The custom element class on top of r2wc's. Beyond r2wc: boolean attributes follow HTML
 * (`<pc-x no-chat>` is true, removing it is false), removing any attribute clears its prop,
 * properties set before the element upgraded are kept, `pageData` is a property (complex data never
 * travels as a JSON attribute), and a declarative shadow root the server rendered (design.md "First
 * paint") is kept, never replaced.
 */
export function elementClass(
  Base: CustomElementConstructor,
  propTypes: Readonly<Record<string, ElementPropType>>,
  propOfAttribute: ReadonlyMap<string, string>,
): CustomElementConstructor {
  class DefinedElement extends (Base as unknown as R2wcConstructor) {
    [HOST_STATES] = this.attachInternals?.().states;

    constructor() {
      super();
      for (const [attribute, prop] of propOfAttribute) {
        if (propTypes[prop] === 'boolean')
          this[R2WC_PROPS][prop] = booleanFromAttribute(this.getAttribute(attribute));
      }
    }

    /**
     * A declarative shadow root (`<template shadowrootmode="open">`, the server render) is attached
     * before the element upgrades, and attachShadow() would empty it (DOM spec): r2wc gets it as it is.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override connectedCallback(): void {
      adoptPageDataChild(this);
      // A host may set properties before this definition loaded: they shadow the accessors; replay them.
      for (const prop of [...propOfAttribute.values(), 'pageData']) {
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      adoptPageDataChild(this);
      const prop = propOfAttribute.get(name);
      // r2wc ignores removed and empty attributes; a removed attribute must clear its prop.
      if (prop && (propTypes[prop] === 'boolean' || newValue === null)) {
        this[R2WC_PROPS][prop] = propTypes[prop] === 'boolean' ? booleanFromAttribute(newValue) : undefined;
        this[R2WC_RENDER]();
        return;
      }
      super.attributeChangedCallback(name, oldValue, newValue);
    }

    get pageData(): unknown {
      return this[R2WC_PROPS].pageData;
    }

    set pageData(value: unknown) {
      this[R2WC_PROPS].pageData = value;
      this[R2WC_RENDER]();
    }
  }
  // Vue binds `:page-data` as written and sets it as a property only when the element has one by that
  // name (docs/decisions/0105): the same accessor.
  const { prototype } = DefinedElement;
  Object.defineProperty(prototype, 'page-data', Object.getOwnPropertyDescriptor(prototype, 'pageData')!);
  return DefinedElement;
}

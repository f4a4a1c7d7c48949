import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import { readPageConfig } from '../config/pageConfig.ts';
import primitivesCss from '../ui/primitives.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import { camelCase, type ElementMeta, type ElementProps, propTypesOf } from './elementMeta.ts';
import type { ElementPropType } from './elementTypes.ts';
import { HostContext } from './hostContext.ts';

export interface ElementDefinition<M extends ElementMeta> {
  /**
   * The public surface, written once (`meta.ts`, declared `as const satisfies ElementMeta`): the tag,
   * and the attributes whose props r2wc maps (`no-chat` ↔ `noChat`).
   */
  meta: M;
  /**
   * The view. It receives a prop per attribute and `pageData`: the property when set (null for "no
   * data"), or else `#pc-config`'s `data`.
   */
  component: ComponentType<ElementProps<M>>;
  /** The element's CSS as a string (`import styles from './styles.css?inline'`), adopted into its shadow root. */
  styles?: string;
}

// r2wc keeps the props it renders and its render method under these registered symbols
// (@r2wc/core 2.x); defineElement uses them to add `pageData` and HTML boolean-attribute semantics.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}
type R2wcConstructor = new () => R2wcInternals;

let sharedSheets: CSSStyleSheet[] | undefined;

/** Each defined element class names its view here, so one module-level root component serves every tag. */
const VIEW = Symbol('pc.view');
interface ElementClass {
  [VIEW]: ComponentType<Record<string, unknown>>;
}

/**
 * What r2wc renders: the element's view inside the host context. r2wc passes its render target as
 * `container`; with `shadow` set that is the ShadowRoot (typed HTMLElement in r2wc), whose `host` is the element.
 */
function ElementRoot({ container, pageData, ...rest }: { container: ShadowRoot; pageData?: unknown }) {
  const host = container.host as HTMLElement;
  const view = (host.constructor as unknown as ElementClass)[VIEW];
  return createElement(
    HostContext,
    { value: host },
    // undefined: no property was set, so the page's configuration speaks; null: the host says "none".
    createElement(view, { ...rest, pageData: pageData === undefined ? readPageConfig().data : pageData }),
  );
}

function sheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
}

/** HTML boolean attributes: present (any value but "false", which r2wc writes for `el.x = false`) means true. */
const booleanFromAttribute = (value: string | null) => value !== null && value !== 'false';

/**
 * Registers a React component as a custom element with an open shadow root (design.md "Events,
 * attributes, styling"). Styles are constructable sheets in `adoptedStyleSheets`: no `<style>` tag and no
 * inline style, so elements run under a strict CSP. Calling it again for a defined tag does nothing.
 *
 * Beyond r2wc: boolean attributes follow HTML (`<pc-x no-chat>` is true, removing it is false),
 * removing any attribute clears its prop, properties set before the element upgraded are kept, and
 * `pageData` is a property (complex data never travels as a JSON attribute).
 */
export function defineElement<const M extends ElementMeta>(
  definition: ElementDefinition<M>,
): CustomElementConstructor {
  const { meta, component, styles } = definition;
  const { tag } = meta;
  const existing = customElements.get(tag);
  if (existing) return existing;

  const propTypes: Record<string, ElementPropType> = propTypesOf(meta);
  const propOfAttribute = new Map((meta.attributes ?? []).map(({ name }) => [name, camelCase(name)]));

  sharedSheets ??= [sheet(tokensCss), sheet(primitivesCss)];
  const sheets = styles ? [...sharedSheets, sheet(styles)] : sharedSheets;
  const Base = r2wc(ElementRoot, { shadow: 'open', props: propTypes }) as unknown as R2wcConstructor;

  class DefinedElement extends Base {
    static [VIEW] = component as ComponentType<Record<string, unknown>>;

    constructor() {
      super();
      // r2wc attaches the shadow root in its constructor, so the sheets are in place before the first render.
      this.shadowRoot!.adoptedStyleSheets = sheets;
      for (const [attribute, prop] of propOfAttribute) {
        if (propTypes[prop] === 'boolean')
          this[R2WC_PROPS][prop] = booleanFromAttribute(this.getAttribute(attribute));
      }
    }

    override connectedCallback(): void {
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

  customElements.define(tag, DefinedElement);
  return DefinedElement;
}

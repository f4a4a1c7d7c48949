import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { type ComponentType, createElement, useLayoutEffect, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { readPageConfig } from '../config/pageConfig.ts';
import { type LazyChunk, lazyChunk } from '../lazyChunk.ts';
import { booleanFromAttribute } from './attributeProps.ts';
import { camelCase, type ElementMeta, type ElementProps, propTypesOf } from './elementMeta.ts';
import { ROOT_ATTRIBUTE, STYLESHEET_ATTRIBUTE, type StylesLoader } from './elementStyles.ts';
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
  /**
   * The element's own CSS, loaded when needed: `() => import('./styles.css?inline')`. A server-rendered
   * shadow root links the whole stylesheet itself; any other instance adopts it (docs/decisions/0071).
   */
  styles?: StylesLoader;
}

// r2wc keeps the props it renders and its render method under these registered symbols
// (@r2wc/core 1.x); defineElement uses them to add `pageData` and HTML boolean-attribute semantics.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}
type R2wcConstructor = new () => R2wcInternals;

type Props = Record<string, unknown>;

/**
 * The element's props as React reads them. r2wc hands over one object it keeps mutating; each update
 * stores a copy, and the root subscribes. Updates never call `root.render()`: on a root still
 * hydrating that would make React drop the server render and render anew ("This root received an
 * early update"), so a property set while hydrating arrives as a state update after it instead.
 */
interface PropsStore {
  /** the props the element had when it mounted: what a server render was made from */
  readonly initial: Props;
  get(): Props;
  set(next: Props): void;
  subscribe(listener: () => void): () => void;
}

const propsStore = (props: Props): PropsStore => {
  const initial = { ...props };
  let current = initial;
  // One subscriber: the element's root.
  let notify = () => {};
  return {
    initial,
    get: () => current,
    set(next) {
      current = { ...next };
      notify();
    },
    subscribe(listener) {
      notify = listener;
      return () => {
        notify = () => {};
      };
    },
  };
};

interface ElementRootProps {
  host: HTMLElement;
  view: ComponentType<Props>;
  props: PropsStore;
  /** Runs once, after the first commit (for a server render: once hydration has committed). */
  onFirstCommit?: () => void;
}

/** A field of a server-rendered form that holds what the shopper typed or chose. */
type Entry = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose state is a checked box or a file, not a value: React reads those on its own. */
const NOT_A_VALUE = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'hidden']);

const entryOf = (target: EventTarget | null): Entry | null =>
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !NOT_A_VALUE.has(target.type))
    ? target
    : null;

/** What the server rendered into the field: the selected option's value, or the value attribute. */
const renderedValue = (entry: Entry): string | undefined =>
  entry instanceof HTMLSelectElement
    ? ([...entry.options].find((option) => option.defaultSelected) ?? entry.options[0])?.value
    : entry.defaultValue;

/**
 * Gives the field `value` as the shopper would, so the view's state takes it: React fires onChange
 * when the field's value differs from the one its tracker on the node last saw. Hydration may have
 * left the tracker holding the typed value already (the field showed it), so the field is first set
 * to another value through its own property (which the tracker sees), then to `value` through the
 * element's setter (which it does not), then the event React listens for is sent: `change` for a
 * select, `input` for text.
 */
const replayEntry = (entry: Entry, value: string) => {
  entry.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(entry) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(entry, value);
  entry.dispatchEvent(new Event(entry instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

/**
 * A shopper may type into a server-rendered field, or choose in a `<select>`, before the script has
 * hydrated it: on a phone the first view comes seconds before the script. React puts a controlled
 * field back to the value it rendered as it hydrates, silently dropping what was typed (an email
 * typed into the results' save banner went out empty). This records such entries (the value at
 * mount if it differs from the rendered one, and every input or change until hydration commits) and
 * replays them afterwards as the shopper's own input, so the element's state gets them.
 */
const watchEarlyEntries = (wrapper: HTMLElement): (() => void) => {
  const entries = new Map<Entry, string>();
  for (const field of wrapper.querySelectorAll('input, textarea, select')) {
    const entry = entryOf(field);
    if (entry && entry.value !== renderedValue(entry)) entries.set(entry, entry.value);
  }
  const onEntry = (event: Event) => {
    const entry = entryOf(event.target);
    if (entry) entries.set(entry, entry.value);
  };
  wrapper.addEventListener('input', onEntry, true);
  wrapper.addEventListener('change', onEntry, true);
  return () => {
    wrapper.removeEventListener('input', onEntry, true);
    wrapper.removeEventListener('change', onEntry, true);
    // Whatever the field shows now: React may have put its rendered value back in this commit.
    for (const [entry, value] of entries) if (entry.isConnected) replayEntry(entry, value);
  };
};

/** The element's view inside the host context, with the props of the moment. */
function ElementRoot({ host, view, props, onFirstCommit }: ElementRootProps) {
  // Once, after the first commit: `onFirstCommit` never changes for a mounted root.
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  // While hydrating React reads the third argument (the props the server render matches), then
  // re-renders at once if the element's props changed meanwhile.
  const {
    container: _container,
    pageData,
    ...rest
  } = useSyncExternalStore(props.subscribe, props.get, () => props.initial);
  return createElement(
    HostContext,
    { value: host },
    // undefined: no property was set, so the page's configuration speaks; null: the host says "none".
    createElement(view, { ...rest, pageData: pageData === undefined ? readPageConfig().data : pageData }),
  );
}

interface Mounted {
  /** null until the element's stylesheets are in (an instance the server did not render) */
  root: Root | null;
  props: PropsStore;
  /** unmounted before its stylesheets arrived: never render */
  gone: boolean;
}

/**
 * r2wc's renderer (what `@r2wc/react-to-web-component` does with createRoot), hydrating instead when
 * the shadow root already holds a server render: its wrapper, with children (issue 8 item 1,
 * docs/decisions/0020). A server render links its stylesheet; any other shadow root adopts the tag's
 * sheets first, and renders once they are in (docs/decisions/0071: a router may add an instance of a
 * tag the page defined for a server render). After an unmount (the element left the page) React has
 * emptied the wrapper, so a later mount renders anew into it.
 */
const rendererOf = (sheets: LazyChunk<CSSStyleSheet[]>): R2WCRenderer<Props, Mounted> => ({
  mount(container, view, props) {
    const shadow = container as unknown as ShadowRoot;
    let wrapper = shadow.querySelector<HTMLElement>(`[${ROOT_ATTRIBUTE}]`);
    const rendered = wrapper?.hasChildNodes();
    const mounted: Mounted = { root: null, props: propsStore(props), gone: false };
    const start = (adopted: CSSStyleSheet[] | null) => {
      if (mounted.gone) return;
      if (adopted) shadow.adoptedStyleSheets = adopted;
      if (!wrapper) {
        wrapper = shadow.appendChild(document.createElement('div'));
        wrapper.setAttribute(ROOT_ATTRIBUTE, '');
      }
      const element = createElement(ElementRoot, {
        host: shadow.host as HTMLElement,
        view,
        props: mounted.props,
        onFirstCommit: rendered ? watchEarlyEntries(wrapper) : undefined,
      });
      mounted.root = rendered ? hydrateRoot(wrapper, element) : createRoot(wrapper);
      if (!rendered) mounted.root.render(element);
    };
    // Styled already: by the server render's link (also once it returns to the page), or by its sheets.
    const styled = shadow.querySelector('link[rel="stylesheet"]') || shadow.adoptedStyleSheets.length > 0;
    const named = wrapper?.getAttribute(STYLESHEET_ATTRIBUTE);
    const ready = sheets.loaded();
    if (styled) start(null);
    else if (named) linkStylesheet(shadow, named).then(() => start(null));
    else if (ready) start(ready);
    // Unstyled rather than not at all when the stylesheet cannot be fetched.
    else sheets.load().then(start, () => start(null));
    return mounted;
  },
  update: ({ props }, next) => props.set(next),
  unmount(mounted) {
    mounted.gone = true;
    mounted.root?.unmount();
  },
});

function sheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
}

/** The design tokens and primitives, one pair of sheets for every element of the page. */
const sharedSheets = lazyChunk(() =>
  import('./sharedStyles.ts').then(({ sharedCss }) => sharedCss.map(sheet)),
);

/**
 * Whether the page holds a server render of `tag`: a shadow root with the wrapper before the element is
 * defined, which only the server's declarative shadow root gives. Its first view may be empty (a
 * pop-up that shows once its data is in): it is styled by its link, or names its stylesheet
 * (STYLESHEET_ATTRIBUTE).
 */
const serverRenderedOnPage = (tag: string): boolean =>
  [...document.querySelectorAll(tag)].some((host) => host.shadowRoot?.querySelector(`[${ROOT_ATTRIBUTE}]`));

/**
 * Links the stylesheet a server render named into the shadow root, first, and settles once it has
 * loaded or failed: the element then renders styled, or unstyled rather than not at all.
 */
const linkStylesheet = (shadow: ShadowRoot, href: string): Promise<void> =>
  new Promise((settle) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => settle(), { once: true });
    link.addEventListener('error', () => settle(), { once: true });
    shadow.prepend(link);
  });

/** The element's sheets: the shared pair, then its own; loaded once, when first needed. */
const elementSheets = (styles: StylesLoader | undefined): LazyChunk<CSSStyleSheet[]> =>
  lazyChunk(() =>
    Promise.all([sharedSheets.load(), styles?.()]).then(([shared, own]) =>
      own ? [...shared, sheet(own.default)] : shared,
    ),
  );

/** Definitions made and waiting for their stylesheets before `customElements.define`. */
const waiting = new Map<string, CustomElementConstructor>();

/**
 * Registers a React component as a custom element with an open shadow root (design.md "Events,
 * attributes, styling"). Styles are the server render's `<link rel="stylesheet">` or constructable sheets
 * in `adoptedStyleSheets`: no `<style>` tag and no inline style, so elements run under a strict CSP.
 * The sheets are fetched only for an element the server did not render (docs/decisions/0071). Calling
 * it again for a tag does nothing.
 *
 * Beyond r2wc: boolean attributes follow HTML (`<pc-x no-chat>` is true, removing it is false),
 * removing any attribute clears its prop, properties set before the element upgraded are kept,
 * `pageData` is a property (complex data never travels as a JSON attribute), and a declarative shadow
 * root the server rendered (design.md "First paint") is hydrated in place, never replaced.
 */
export function defineElement<const M extends ElementMeta>(
  definition: ElementDefinition<M>,
): CustomElementConstructor {
  const { meta, component, styles } = definition;
  const { tag } = meta;
  const existing = customElements.get(tag) ?? waiting.get(tag);
  if (existing) return existing;

  const propTypes: Record<string, ElementPropType> = propTypesOf(meta);
  const propOfAttribute = new Map((meta.attributes ?? []).map(({ name }) => [name, camelCase(name)]));

  const sheets = elementSheets(styles);
  const Base = r2wc(
    component as ComponentType<Props>,
    { shadow: 'open', props: propTypes },
    rendererOf(sheets),
  );

  class DefinedElement extends (Base as unknown as R2wcConstructor) {
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

  const define = () => {
    waiting.delete(tag);
    if (!customElements.get(tag)) customElements.define(tag, DefinedElement);
  };
  // A page without a server render of the element keeps it undefined, so pc-elements.css's
  // `:not(:defined)` skeleton holds its place, until its stylesheets are in: then it shows styled at
  // once. A server render is styled by its own link and hydrates now (docs/decisions/0071).
  if (serverRenderedOnPage(tag) || sheets.loaded()) define();
  else {
    waiting.set(tag, DefinedElement);
    sheets.load().then(define, define);
  }
  return DefinedElement;
}

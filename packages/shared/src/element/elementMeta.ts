import type { ElementPropType } from './elementTypes.ts';

export { DESIGN_TOKEN_PROPERTIES, PRIMITIVE_PROPERTIES } from './designTokens.ts';
export {
  EVENT_DETAILS,
  FALLBACK_SURFACE,
  LOADING_STATE,
  NO_SLOT_SURFACE,
  UNAVAILABLE_SURFACE,
} from './sharedSurface.ts';

// An element's public surface, written once in the `meta.ts` beside its `element.ts`
// (docs/architecture.md "Element anatomy"): attributes, properties, events, parts and CSS properties.
// defineElement derives the r2wc prop map from it, the element's props type is derived from it, and
// scripts/custom-elements-manifest.ts writes dist/custom-elements.json from it. Types and one pure
// function only: meta.ts files import this with `import type`, so node reads them without React.

export interface MetaItem {
  readonly name: string;
  readonly description?: string;
}

/**
 * An attribute. `type` is the TypeScript type shown in the manifest; it also says how the attribute
 * string becomes the prop: `boolean` (present = true, HTML semantics), `number`, anything else a string.
 */
export interface MetaAttribute extends MetaItem {
  readonly type?: string;
  readonly default?: string;
  /** The attribute follows its property when a script sets it (default: it does not). */
  readonly reflects?: boolean;
}

/**
 * An event. Dispatched on the element, bubbling and composed, so a framework's listener on the tag
 * hears it, unless `on` says `window` (analytics, heard page-wide). e2e/element-manifest.spec.ts checks
 * where each is dispatched (docs/decisions/0105).
 */
export interface MetaEvent extends MetaItem {
  readonly type?: string;
  readonly on?: 'window';
  /** The shape of `event.detail`, as TypeScript writes it (`{ href: string }`). */
  readonly detail?: string;
}

/**
 * A slot: what the page puts inside the tag and where it shows. `name` is `''` for the default slot
 * (the tag's own content: a fallback message, the cart's link).
 */
export type MetaSlot = MetaItem;

/** A custom state of the host, matched by `:state(name)` (the host's `CustomStateSet`). */
export type MetaCssState = MetaItem;

/** A public method of the element (none of ours has one yet; the docs then say so). */
export interface MetaMethod extends MetaItem {
  readonly signature?: string;
}

export interface ElementMeta {
  readonly tag: `pc-${string}`;
  readonly description?: string;
  /** The tag as its documentation page shows it live and its snippets copy it (default: bare). */
  readonly example?: string;
  /** More markups its documentation page shows live beside `example` (`<pc-quiz type="gift">`). */
  readonly variants?: readonly string[];
  /**
   * The tag's own content in the snippets for a page of another origin: what shows when the element
   * cannot load or (see `slots`) cannot show its view. `STORE` stands for the store's origin. None for
   * the pop-ups, which show nothing when they cannot.
   */
  readonly fallback?: string;
  /** Where the element works: on any page (default), or only on the store's own pages, and why. */
  readonly storeOnly?: string;
  readonly attributes?: readonly MetaAttribute[];
  readonly properties?: readonly (MetaItem & { readonly type?: string })[];
  readonly events?: readonly MetaEvent[];
  readonly parts?: readonly MetaItem[];
  readonly slots?: readonly MetaSlot[];
  readonly methods?: readonly MetaMethod[];
  readonly cssStates?: readonly MetaCssState[];
  readonly cssProperties?: readonly (MetaItem & { readonly default?: string; readonly syntax?: string })[];
}

/** `no-name-question` → `noNameQuestion` (r2wc pairs each prop with its dashed attribute). */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type AttributeValue<T> = T extends 'boolean' ? boolean : T extends 'number' ? number : string;

type AttributesOf<M extends ElementMeta> = M['attributes'] extends readonly MetaAttribute[]
  ? M['attributes'][number]
  : never;

/**
 * The props an element's root component receives: one optional prop per attribute of its meta
 * (camelCase, typed by the attribute's `type`), plus `pageData` (the property, or `#pc-config`'s data).
 */
export type ElementProps<M extends ElementMeta> = {
  [A in AttributesOf<M> as CamelCase<A['name']>]?: AttributeValue<A['type']>;
} & { pageData?: unknown };

/** `no-name-question` → `noNameQuestion`. */
export const camelCase = (attribute: string): string =>
  attribute.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** r2wc's prop map (camelCase prop → how its attribute converts), derived from the meta's attributes. */
export const propTypesOf = (meta: ElementMeta): Record<string, ElementPropType> =>
  Object.fromEntries(
    (meta.attributes ?? []).map(({ name, type }) => [
      camelCase(name),
      type === 'boolean' || type === 'number' ? type : 'string',
    ]),
  );

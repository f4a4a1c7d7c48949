/**
 * dist/types/pc-elements.d.ts: the types a host page's code gets for the elements (docs/decisions/0106),
 * written from each element's meta.ts: `HTMLElementTagNameMap`, the event map, React 19's
 * `JSX.IntrinsicElements` (types/react.d.ts) and Vue's `GlobalComponents` (types/vue.d.ts). A host
 * imports `@pc/elements` (its `types`), `@pc/elements/react` or `@pc/elements/vue` for types only; tsc
 * and vue-tsc then check every tag, attribute, property and listener against the elements' surface.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { camelCase, type ElementMeta } from '@pc/shared/element-meta';
import { className } from './custom-elements-manifest.ts';
import { DIST_DIR } from './distDir.ts';

/**
 * The `detail` of each event class the metas name (packages/shared/src/events/), as a host reads it.
 * The store's own data (a cart listing, a selection) is `unknown` here: a host that needs its fields
 * reads them as the manifest's descriptions say. An event class missing here fails the build.
 */
export const EVENT_DETAILS: Readonly<Record<string, string>> = {
  PcNavigateEvent: '{ readonly href: string }',
  PcCompleteEvent: "{ readonly outcome: 'accepted' | 'dismissed' | 'empty' | 'failed' | 'skipped' }",
  PcCartChangeEvent:
    "{ readonly cart: unknown; readonly previous: unknown; readonly reason: 'add' | 'clear' | 'other-tab' }",
  PcGiftCardSelectEvent: '{ readonly selection: unknown }',
  PcAnalyticsEvent: '{ readonly event: string; readonly properties: Readonly<Record<string, unknown>> }',
};

const typeOfAttribute = (type: string | undefined): string =>
  type === 'boolean' || type === 'number' ? type : type && /['|]/.test(type) ? type : 'string';

/** A meta type a host can name: primitives and string literals; the store's own data types are `unknown`. */
const SHIPPABLE = /^(?:\s|\||unknown|string|number|boolean|null|undefined|'[^']*')+$/;

const propertiesOf = (meta: ElementMeta): [name: string, type: string, description?: string][] => [
  ...(meta.attributes ?? []).map(
    ({ name, type, description }) =>
      [camelCase(name), typeOfAttribute(type), description] as [string, string, string?],
  ),
  ...(meta.properties ?? []).map(({ name, type = 'unknown', description }) =>
    SHIPPABLE.test(type)
      ? ([name, type, description] as [string, string, string?])
      : ([name, 'unknown', `${description ?? ''} (\`${type}\`)`.trim()] as [string, string, string?]),
  ),
];

/** The events dispatched on the element (a framework's listener on the tag hears them). */
const onElement = (meta: ElementMeta) => (meta.events ?? []).filter((event) => event.on !== 'window');

const doc = (text: string | undefined, indent: string): string =>
  text ? `${indent}/** ${text.replaceAll('*/', '*\\/')} */\n` : '';

const HEADER = [
  '// The elements of the store, as a host page types them. Written by `npm run build`',
  "// (scripts/element-types.ts) from each element's meta.ts: do not edit.",
  '',
].join('\n');

/** The text of dist/types/pc-elements.d.ts for these metas: the DOM's view, no framework. */
export const elementTypes = (metas: readonly ElementMeta[]): string => {
  const eventTypes = [
    ...new Set(metas.flatMap((meta) => (meta.events ?? []).map((e) => e.type ?? 'CustomEvent'))),
  ];
  for (const type of eventTypes) {
    if (type !== 'CustomEvent' && !EVENT_DETAILS[type])
      throw new Error(`element-types: no detail type for ${type} (scripts/element-types.ts EVENT_DETAILS)`);
  }
  const out: string[] = [
    HEADER,
    ...eventTypes
      .filter((type) => type !== 'CustomEvent')
      .map((type) => `export type ${type} = CustomEvent<${EVENT_DETAILS[type]}>;`),
    '',
  ];
  for (const meta of metas) {
    const name = className(meta.tag);
    out.push(doc(meta.description, ''), `export interface ${name}Properties {`);
    for (const [property, type, description] of propertiesOf(meta))
      out.push(`${doc(description, '  ')}  ${property}?: ${type};`);
    out.push('}', '');
    // The events a listener on the tag hears; those dispatched on window are WindowEventMap's.
    out.push(`export interface ${name}EventMap {`);
    for (const event of onElement(meta)) out.push(`  '${event.name}': ${event.type ?? 'CustomEvent'};`);
    out.push('}', '');
    out.push(`export interface ${name}Element extends HTMLElement, ${name}Properties {`);
    for (const method of meta.methods ?? [])
      out.push(`${doc(method.description, '  ')}  ${method.signature ?? `${method.name}(): void`};`);
    out.push(
      `  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}Element, event: ${name}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      `  removeEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}Element, event: ${name}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
      '}',
      '',
    );
    // React 19 sets a prop the element has as a property, and `on<event>` adds a listener for <event>.
    out.push(`export type ${name}ReactProps = ${name}Properties & {`);
    for (const event of onElement(meta))
      out.push(`  'on${event.name}'?: (event: ${event.type ?? 'CustomEvent'}) => void;`);
    out.push('};', '');
  }
  const tags = metas.map((meta) => [meta.tag, className(meta.tag)] as const);
  out.push(
    '/** Every event an element dispatches, by name. */',
    `export interface PcElementEventMap extends ${tags.map(([, name]) => `${name}EventMap`).join(', ')} {}`,
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...tags.map(([tag, name]) => `    '${tag}': ${name}Element;`),
    '  }',
    '  interface GlobalEventHandlersEventMap extends PcElementEventMap {}',
    '  interface WindowEventMap {',
    ...[
      ...new Map(
        metas
          .flatMap((meta) => meta.events ?? [])
          .filter((event) => event.on === 'window')
          .map((event) => [event.name, event.type ?? 'CustomEvent']),
      ).entries(),
    ].map(([event, type]) => `    '${event}': ${type};`),
    '  }',
    '}',
    '',
  );
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
};

const names = (metas: readonly ElementMeta[]) =>
  metas.map((meta) => [meta.tag, className(meta.tag)] as const);

/** React 19 (@types/react): the tags in JSX, with their properties and `on<event>` listeners. */
export const reactTypes = (metas: readonly ElementMeta[]): string =>
  [
    HEADER,
    `import type { ${names(metas)
      .flatMap(([, name]) => [`${name}Element`, `${name}ReactProps`])
      .join(', ')} } from './pc-elements.js';`,
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...names(metas).map(
      ([tag, name]) =>
        `      '${tag}': ${name}ReactProps & DetailedHTMLProps<HTMLAttributes<${name}Element>, ${name}Element>;`,
    ),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');

/** Vue 3: the tags in templates (vue-tsc with strictTemplates), their props and `@<event>` listeners. */
export const vueTypes = (metas: readonly ElementMeta[]): string =>
  [
    HEADER,
    `import type { ${names(metas)
      .flatMap(([, name]) => [`${name}Properties`, `${name}EventMap`])
      .join(', ')} } from './pc-elements.js';`,
    "import type { DefineComponent } from 'vue';",
    '',
    '/** A tag as Vue sees it: its properties as props, its events as emits. */',
    'type PcVueElement<P, E> = DefineComponent<P, {}, {}, {}, {}, {}, {}, { [K in keyof E]: (event: E[K]) => void }>;',
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...names(metas).map(([tag, name]) => `    '${tag}': PcVueElement<${name}Properties, ${name}EventMap>;`),
    '  }',
    '}',
    '',
  ].join('\n');

/** Writes dist/types: pc-elements.d.ts (the DOM), react.d.ts and vue.d.ts (each framework's tags). */
export const writeElementTypes = (metas: readonly ElementMeta[]): string => {
  const dir = path.join(DIST_DIR, 'types');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'pc-elements.d.ts'), elementTypes(metas));
  writeFileSync(path.join(dir, 'react.d.ts'), reactTypes(metas));
  writeFileSync(path.join(dir, 'vue.d.ts'), vueTypes(metas));
  return 'dist/types: pc-elements.d.ts, react.d.ts, vue.d.ts';
};

import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { elementClass } from './elementClass.ts';
import { camelCase, type ElementMeta, type ElementProps, propTypesOf } from './elementMeta.ts';
import type { Props } from './elementRoot.ts';
import { elementSheets } from './elementSheets.ts';
import type { StylesLoader } from './elementStyles.ts';
import type { ElementPropType } from './elementTypes.ts';
import { hydratingRenderer } from './hydratingRenderer.ts';
import type { FirstViewLoad } from './settleLoads.ts';

// Registration: a tag's definition, made once and defined at once, so a framework host sets properties
// on a defined element (docs/decisions/0105). The parts live beside it by job: the element class
// on top of r2wc (elementClass.ts, r2wcInternals.ts), the renderer that hydrates or renders
// (hydratingRenderer.ts), the React root and its props (elementRoot.ts), entries made before
// hydration (earlyEntries.ts) and the stylesheets (elementSheets.ts).

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
  /**
   * What the view's first render waits for (React's `use`) when its first view shows a part it otherwise
   * loads on the shopper's way (the quiz's cologne typeahead, with saved progress): each gives one
   * promise, the same on every call. The server render, which cannot wait, settles them before it
   * renders (serverElements.ts `loadFirstViews`); in the browser the first render waits. Not read here.
   */
  firstViewLoads?: readonly FirstViewLoad[];
}

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
  const existing = customElements.get(tag);
  if (existing) return existing;

  const propTypes: Record<string, ElementPropType> = propTypesOf(meta);
  const propOfAttribute = new Map((meta.attributes ?? []).map(({ name }) => [name, camelCase(name)]));

  const sheets = elementSheets(styles);
  const Base = r2wc(
    component as ComponentType<Props>,
    { shadow: 'open', props: propTypes },
    hydratingRenderer(sheets),
  );

  const DefinedElement = elementClass(Base, propTypes, propOfAttribute);

  // Defined now, whether the page holds a server render or not: an instance without one keeps the
  // `loading` state, and pc-elements.css its skeleton, until its stylesheets are in and its first view
  // is committed (hydratingRenderer.ts, docs/decisions/0105).
  customElements.define(tag, DefinedElement);
  return DefinedElement;
}

import { createHash } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readPageConfig, withPageConfig } from '../config/pageConfig.ts';
import { catalogMessages, definedCatalogs, loadCatalogs } from '../i18n/catalog.ts';
import { LOCALES, type Locale } from '../i18n/locale.ts';
import type { Overrides } from '../i18n/overrides.ts';
import { overridesChunk } from '../i18n/useMessages.ts';
import type { AttributeValues } from './attributeProps.ts';
import type { ElementDefinition } from './defineElement.ts';
import type { ElementMeta } from './elementMeta.ts';
import {
  elementStylesheet,
  inlineStylesheetText,
  renderElementMarkup,
  type StylesheetMode,
} from './serverRender.tsx';
import { settleLoads } from './settleLoads.ts';

/**
 * The server render build's stand-in for defineElement.ts (scripts/build/serverRenderBuild.ts puts
 * this module in its place): each element's registration file runs unchanged, and instead of defining a custom
 * element it records the definition, so the server renders with the very meta, component and styles
 * the browser registers. Node only.
 */

const definitions = new Map<string, ElementDefinition<ElementMeta>>();

/** Stands in for the browser's defineElement: records the definition; the value is never constructed. */
export function defineElement<const M extends ElementMeta>(
  definition: ElementDefinition<M>,
): CustomElementConstructor {
  definitions.set(definition.meta.tag, definition as unknown as ElementDefinition<ElementMeta>);
  return class ServerRenderOnly {
    constructor() {
      throw new Error(`<${definition.meta.tag}> is only rendered to HTML on the server`);
    }
  } as unknown as CustomElementConstructor;
}

/** A content hash as Vite names chunks (8 url-safe characters), so a new stylesheet gets a new URL. */
const contentHash = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 8);

export interface StylesheetFile {
  readonly tag: string;
  /** `pc-contact-<hash>.css`, written beside the element scripts (dist/elements) */
  readonly fileName: string;
  readonly css: string;
}

const stylesheets = new WeakMap<ElementDefinition<ElementMeta>, StylesheetFile>();

/**
 * Loads every recorded definition's own CSS (its `styles` loader) and names its stylesheet file,
 * hashed once per definition: every page render names the file. The server render module awaits it
 * once it has recorded its elements (scripts/build/serverRenderBuild.ts), before anything renders.
 */
export const loadStylesheets = async (): Promise<void> => {
  await Promise.all(
    [...definitions.values()].map(async (definition) => {
      if (stylesheets.has(definition)) return;
      const css = elementStylesheet((await definition.styles?.())?.default);
      const { tag } = definition.meta;
      stylesheets.set(definition, { tag, fileName: `${tag}-${contentHash(css)}.css`, css });
    }),
  );
};

const stylesheetFileOf = (definition: ElementDefinition<ElementMeta>): StylesheetFile => {
  const file = stylesheets.get(definition);
  if (!file)
    throw new Error(`<${definition.meta.tag}>'s stylesheet is not loaded: await loadStylesheets() first`);
  return file;
};

/** Every element's stylesheet file; the build writes them to dist/elements. */
export const stylesheetFiles = (): StylesheetFile[] => [...definitions.values()].map(stylesheetFileOf);

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of every element's stylesheet as an inline
 * `<style>` prints it (docs/decisions/0202): the store's pages allow exactly these inline styles.
 */
export const inlineStylesheetHashes = (): string[] =>
  stylesheetFiles().map(
    ({ css }) => `'sha256-${createHash('sha256').update(inlineStylesheetText(css)).digest('base64')}'`,
  );

/**
 * Every catalog the elements define, in every locale (docs/decisions/0210): awaited once, like the
 * stylesheets, before anything renders, so a first view in any locale renders at once.
 */
export const loadMessages = async (): Promise<void> => {
  await Promise.all([...LOCALES.map(loadCatalogs), overridesChunk()]);
};

/**
 * The author's words of a page of another origin (the fragment call's `messages`, docs/decisions/0211),
 * made ready in `locale` for every catalog, the formatter of an ICU one loaded: a render with these very
 * `overrides` then draws them at once.
 */
export const prepareMessages = async (overrides: Overrides, locale: Locale): Promise<void> => {
  const { withOverrides } = await overridesChunk();
  await Promise.all(
    definedCatalogs().map(async (catalog) =>
      withOverrides(catalog.name, await catalogMessages(catalog, locale), overrides, locale),
    ),
  );
};

/**
 * Every recorded definition's `firstViewLoads` (what a first view that shows a part its view otherwise
 * loads on the shopper's way waits for), settled once, like the stylesheets, before anything renders,
 * so such a first view renders at once.
 */
export const loadFirstViews = (): Promise<void> =>
  settleLoads([...definitions.values()].flatMap((definition) => definition.firstViewLoads ?? []));

/** The tags this build can render. */
export const renderableTags = (): string[] => [...definitions.keys()];

export interface RenderedElement {
  /** `<tag …><template shadowrootmode="open">…</template></tag>` */
  readonly html: string;
  /** the element's stylesheet, which the page should also preload in its head */
  readonly stylesheetHref: string;
}

/**
 * A host page's frame around an element (the demo's checkout and order-received, docs/decisions/0063,
 * 0147): its React view from the page data; null when the page shows no frame.
 */
export type FrameView = (pageData: unknown) => ReactElement | null;

const frames = new Map<string, FrameView>();

/** Records a frame's view; the server render build registers the demo's (scripts/build/serverRenderBuild.ts). */
export const defineFrame = (name: string, view: FrameView): void => {
  frames.set(name, view);
};

/** How renderElement prints an element. */
export interface RenderOptions {
  /** where dist/elements is served */
  readonly elementsBase?: string;
  /**
   * How the shadow root brings the element's stylesheet (StylesheetMode): `inline` on the store's own
   * pages (docs/decisions/0202). Default `link` (a page of another origin, decision 0171).
   */
  readonly stylesheet?: StylesheetMode;
  /**
   * The frame the element sits in (a name defineFrame recorded): its markup, static (the host's
   * script acts on it, React does not hydrate it), comes before the element's.
   */
  readonly frame?: string;
  /**
   * For a page of another origin (the store's fragment call, docs/decisions/0171): the tag says its
   * first view is there, and the page data, which that page's `#pc-config` lacks, follows the shadow
   * root as the element's data child. Default false.
   */
  readonly fragment?: boolean;
  /**
   * The `#pc-config` apiRoot of the page the markup goes into: a page of another origin names the store
   * there, and the view's links and images follow it (docs/decisions/0171). Default: same origin.
   */
  readonly apiRoot?: string;
  /** The page's locale (docs/decisions/0210), its catalogs loaded (`loadMessages`). Default en-US. */
  readonly locale?: Locale;
  /** The store's currency when it is not USD (issue 43 item 4): the page's `#pc-config` `currency`. */
  readonly currency?: string;
  /** The page's author's words (docs/decisions/0211), made ready first (`prepareMessages`). */
  readonly messages?: Overrides;
}

/**
 * `<tag>` with these attributes and page data, its first view in a declarative shadow root that
 * holds or links its stylesheet (`stylesheet`), after its `frame` if it has one. Null
 * for a tag or frame this build does not hold, and when the frame's view shows nothing for this page
 * data. Throws what the view throws.
 */
export const renderElement = (
  tag: string,
  attributes: AttributeValues,
  pageData: unknown,
  {
    elementsBase = '/elements/',
    stylesheet: mode = 'link',
    frame,
    fragment = false,
    apiRoot,
    locale,
    currency,
    messages,
  }: RenderOptions = {},
): RenderedElement | null => {
  const definition = definitions.get(tag);
  if (!definition) return null;
  let framed = '';
  if (frame !== undefined) {
    const view = frames.get(frame)?.(pageData);
    if (!view) return null;
    // In the page's locale, as the element (its catalogs are loaded: loadMessages).
    framed =
      locale || currency
        ? withPageConfig(
            { ...readPageConfig(), ...(locale ? { locale } : {}), ...(currency ? { currency } : {}) },
            () => renderToStaticMarkup(view),
          )
        : renderToStaticMarkup(view);
  }
  const { fileName, css } = stylesheetFileOf(definition);
  const stylesheetHref = `${elementsBase}${fileName}`;
  const stylesheet = { href: stylesheetHref, css, mode };
  return {
    html: `${framed}${renderElementMarkup(definition, attributes, pageData, stylesheet, { fragment, apiRoot, locale, currency, messages })}`,
    stylesheetHref,
  };
};

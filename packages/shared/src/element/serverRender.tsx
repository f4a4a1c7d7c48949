import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { readPageConfig, withPageConfig } from '../config/pageConfig.ts';
import { CURRENCY_ATTRIBUTE } from '../config/storeCurrency.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Overrides } from '../i18n/overrides.ts';
import { type AttributeValues, propsFromAttributes } from './attributeProps.ts';
import type { ElementDefinition } from './defineElement.ts';
import type { ElementMeta } from './elementMeta.ts';
import { FIRST_VIEW_ATTRIBUTE, PAGE_DATA_ATTRIBUTE, ROOT_ATTRIBUTE } from './elementStyles.ts';
import { HostContext } from './hostContext.ts';
import { elementCss } from './sharedStyles.ts';

/**
 * The server side of design.md "First paint": an element's first view rendered with React, as the
 * content of the declarative shadow root the browser element then hydrates (defineElement). The
 * root component gets what it gets in the browser right after the element upgrades: the props its
 * attributes make (attributeProps.ts) and `pageData`.
 */

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** What the page the markup goes into says in its `#pc-config` that a first view depends on. */
export interface PageSettings {
  /** that page's apiRoot: the store's origin on a page of another origin (decision 0171) */
  readonly apiRoot?: string;
  /** that page's locale (docs/decisions/0210); none: en-US */
  readonly locale?: Locale;
  /** the store's currency when it is not USD (issue 43 item 4); none: USD */
  readonly currency?: string;
  /**
   * that page's author's words (`#pc-config` `messages`, docs/decisions/0211), made ready for this
   * locale first (serverElements.ts `prepareMessages`)
   */
  readonly messages?: Overrides;
}

/**
 * What `useHost()` returns while rendering on the server. A view only uses its host in effects and
 * event handlers, which never run there; events sent to it go nowhere.
 */
const standInHost = (tag: string): HTMLElement =>
  ({
    localName: tag,
    tagName: tag.toUpperCase(),
    dispatchEvent: () => true,
    addEventListener: () => {},
    removeEventListener: () => {},
    getAttribute: () => null,
    hasAttribute: () => false,
  }) as unknown as HTMLElement;

/**
 * The React tree of `definition` as HTML: the root wrapper defineElement hydrates, holding the view's
 * markup. `pageData` is the property the host sets (undefined: none, the view then reads
 * `#pc-config`'s data in the browser; the server's caller passes the same data explicitly).
 * `apiRoot`: the page's `#pc-config` apiRoot, for a page of another origin (decision 0171).
 * Throws what the view throws (a view that reads the DOM while rendering cannot render on the server).
 */
export const renderShadowContent = <M extends ElementMeta>(
  definition: ElementDefinition<M>,
  attributes: AttributeValues,
  pageData: unknown,
  { apiRoot, locale, currency, messages }: PageSettings = {},
): string => {
  const { meta, component } = definition;
  const props = { ...propsFromAttributes(meta, attributes), pageData };
  const view = createElement(
    HostContext,
    { value: standInHost(meta.tag) },
    createElement(component as never, props as never),
  );
  // For a page of another origin, the view's links and images are the store's, as `#pc-config`'s
  // apiRoot makes them there (decision 0171); the store's own pages keep the default, same origin. In
  // the page's locale, as its `#pc-config` says it (its catalogs loaded: loadCatalogs, decision 0210).
  const html =
    apiRoot === undefined && locale === undefined && currency === undefined && messages === undefined
      ? renderToString(view)
      : withPageConfig(
          {
            ...readPageConfig(),
            ...(apiRoot === undefined ? {} : { apiRoot }),
            ...(locale ? { locale } : {}),
            ...(currency ? { currency } : {}),
            ...(messages ? { messages } : {}),
          },
          () => renderToString(view),
        );
  return `<div ${ROOT_ATTRIBUTE}>${html}</div>`;
};

/**
 * The element's whole stylesheet: the very strings defineElement adopts, in its order. `ownCss` is
 * what the definition's `styles` loader gives.
 */
export const elementStylesheet = (ownCss?: string): string => elementCss(ownCss).join('\n');

/** The element's markup as a CMS author writes it: `true` is a present boolean attribute. */
export const openingTag = (tag: string, attributes: AttributeValues): string =>
  `<${[
    tag,
    ...Object.entries(attributes).map(([name, value]) =>
      value === true ? name : `${name}="${escapeAttribute(value)}"`,
    ),
  ].join(' ')}>`;

/** The element's stylesheet, and whether its shadow root links it or only names it. */
/**
 * How a server render brings the element's stylesheet into its shadow root, before its wrapper:
 * - `inline`: a `<style>` holding it, on the store's own pages: the first view is styled in the frame
 *   that first shows it, and the parser never waits for a stylesheet in the body (docs/decisions/0202);
 *   the store's Content-Security-Policy names each such stylesheet by its hash;
 * - `link`: a `<link rel="stylesheet">`, on a page of another origin (a fragment, decision 0171).
 */
export type StylesheetMode = 'inline' | 'link';

export interface ShadowStylesheet {
  readonly href: string;
  readonly css: string;
  readonly mode: StylesheetMode;
}

/**
 * A stylesheet's text as an inline `<style>` holds it: nothing in it can end the element (`</` is
 * written `<\/`, which CSS reads the same). What the store's Content-Security-Policy hashes.
 */
export const inlineStylesheetText = (css: string): string => css.replaceAll('</', '<\\/');

const stylesheetMarkup = ({ href, css, mode }: ShadowStylesheet): string =>
  mode === 'inline'
    ? `<style>${inlineStylesheetText(css)}</style>`
    : `<link rel="stylesheet" href="${escapeAttribute(href)}">`;

/**
 * The page data as the element's data child (PAGE_DATA_ATTRIBUTE, docs/decisions/0171); `<` escaped so
 * no value can close the script element.
 */
export const pageDataScript = (pageData: unknown): string =>
  `<script type="application/json" ${PAGE_DATA_ATTRIBUTE}>${JSON.stringify(pageData).replaceAll('<', '\\u003c')}</script>`;

/**
 * The whole element with its first view: `<tag …><template shadowrootmode="open"><style>…</style><div
 * data-pc-root>…</div></template></tag>` (or a `<link rel="stylesheet" href>` in place of the style:
 * StylesheetMode). Never a style attribute; an inline `<style>` only where the page's
 * Content-Security-Policy allows it by its hash (docs/decisions/0046, 0202). For a page of another
 * origin (a fragment, docs/decisions/0171): with `fragment`
 * the tag says its first view is there (FIRST_VIEW_ATTRIBUTE) and the page data follows the shadow
 * root as the element's data child; `apiRoot` is that page's apiRoot.
 */
export const renderElementMarkup = (
  definition: ElementDefinition<ElementMeta>,
  attributes: AttributeValues,
  pageData: unknown,
  stylesheet: ShadowStylesheet,
  { fragment = false, ...page }: PageSettings & { readonly fragment?: boolean } = {},
): string => {
  const content = renderShadowContent(definition, attributes, pageData, page);
  // A page of another origin has no `#pc-config` data: the element carries the data it was rendered
  // from; and its pc-elements.css draws no skeleton for a tag that holds its first view.
  const data = fragment && pageData != null ? pageDataScript(pageData) : '';
  // A fragment's tag names the store's currency when it is not USD: the page around it may not
  // (issue 43 item 4), and the element hydrates its prices in it (i18n/usePrice.ts).
  const opening = openingTag(
    definition.meta.tag,
    fragment
      ? {
          ...attributes,
          [FIRST_VIEW_ATTRIBUTE]: true,
          ...(page.currency ? { [CURRENCY_ATTRIBUTE]: page.currency } : {}),
        }
      : attributes,
  );
  return `${opening}<template shadowrootmode="open">${stylesheetMarkup(stylesheet)}${content}</template>${data}</${definition.meta.tag}>`;
};

/**
 * An element's own stylesheet as its registration file hands it over: a loader, so that the CSS is a
 * chunk the browser fetches only for an element without a server render (docs/decisions/0071):
 * `styles: () => import('./styles.css?inline')`. The design tokens and primitives come before it
 * (sharedStyles.ts).
 */
export type StylesLoader = () => Promise<{ default: string }>;

/**
 * The attribute of the wrapper that holds the React tree inside the shadow root. The server renders
 * into it and the browser hydrates it; being the same node in both, hydration matches, and the
 * shadow root keeps room beside it for the server render's stylesheet link.
 */
export const ROOT_ATTRIBUTE = 'data-pc-root';

/**
 * On a `<script type="application/json">` child of the element (light DOM, never shown beside a shadow
 * root): the page data its first view was rendered from, printed by the store's fragment call for a
 * page of another origin, whose `#pc-config` has none (docs/decisions/0171). It stands for the
 * `pageData` property, so the element hydrates from the data the server rendered with.
 */
export const PAGE_DATA_ATTRIBUTE = 'data-pc-page-data';

/**
 * On the tag of a fragment (docs/decisions/0171): its first view is in its declarative shadow root, so
 * pc-elements.css, which a page of another origin links for tags without one, draws no skeleton for it.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-pc-first-view';

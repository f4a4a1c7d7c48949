/**
 * dist/docs: a documentation page per element, written from the custom elements manifest's source
 * (each meta.ts), so the page and the manifest never disagree (docs/decisions/0107): where it works
 * and how to install it, its attributes (defaults, whether they reflect), properties, methods, events
 * (where each is dispatched, its detail), slots, parts, custom states and every `--pc-*` property a
 * host may set, the store pages that show it (the launch codes), live examples, and snippets to copy
 * (scripts/elementSnippets.ts). The store serves them at /elements/docs/<tag>
 * (packages/store-server/src/pages/elementDocsRoutes.ts), putting its own origin where the snippets
 * say STORE_ORIGIN. The pages are for a CMS author: no spec sections, no decision numbers
 * (e2e/docs-snippets.spec.ts checks the served pages).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRAGMENT_TAGS, LAUNCH_CODES } from '@pc/shared/contract';
import { camelCase, type ElementMeta, EVENT_DETAILS } from '@pc/shared/element-meta';
import type { ElementTag } from '../packages/shared/src/element/tags.ts';
import { DEFAULT_LOCALE, LOCALES } from '../packages/shared/src/i18n/locale.ts';
import { elementsVersion, installSnippet } from './build/elementPackage.ts';
import { dispatchedOn } from './custom-elements-manifest.ts';
import { DIST_DIR } from './distDir.ts';
import {
  CHECKOUT_SERVER_VALUES,
  exampleMarkup,
  type PinnedEntry,
  STORE_ORIGIN,
  snippets,
  storePagesOf,
} from './elementSnippets.ts';
import { elementCatalogs, readCatalog, SHARED_CATALOGS } from './messages.ts';

/**
 * `installSnippet(STORE_ORIGIN, elementsVersion())`: the line that installs @pc/elements from the
 * store's tarball, as the pages show it (docs/decisions/0186). Written beside the tarball's name, which
 * the browser tests read without this module's imports.
 */
export { installSnippet, type PinnedEntry, STORE_ORIGIN, snippets };

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A snippet to copy; `kind` names it for e2e/docs-snippets.spec.ts (`data-snippet`). */
const code = (text: string, kind: string): string =>
  `<pre><code data-snippet="${kind}">${escapeHtml(text)}</code></pre>`;

const table = (head: readonly string[], rows: readonly (readonly (string | undefined)[])[]): string =>
  rows.length === 0
    ? '<p>None.</p>'
    : `<table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell ?? '')}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

/** The page's `<head>`: no favicon request (`data:,`), the skeleton and docs stylesheets. */
const head = (title: string, script = ''): string => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/elements/pc-elements.css">
<link rel="stylesheet" href="/elements/docs.css">
${script}</head>`;
/**
 * The element's first view from the store for a page built by a server (a CMS plugin): the fragment
 * call (README "First view from the store (fragments)", docs/decisions/0171).
 */
const fragmentSection = (meta: ElementMeta): string =>
  (FRAGMENT_TAGS as readonly string[]).includes(meta.tag)
    ? `<h3>With its first view from the store (fragments)</h3>
<p>A server that builds the page (a CMS plugin) asks the store for the element's first view,
<code>GET ${STORE_ORIGIN}/wp-json/pc/v1/fragments/${meta.tag}?</code> followed by the element's own attributes,
and prints the answer in place of the tag, with the stylesheet, configuration and script above: the first
view shows before the script, and the element hydrates it in place. The answer is the same for every
shopper, cached five minutes with an ETag; an unknown tag or attribute is a 400.</p>
`
    : '';

/** Where the store shows the element; for `<pc-launch>` the launch codes, each with its pages. */
const storePagesSection = (meta: ElementMeta): string => {
  const pages = storePagesOf(meta.tag);
  if (meta.tag !== 'pc-launch')
    return `<h2>On the store</h2>
${
  pages.length === 0
    ? '<p>No page of the store is built around it: a page puts it where it needs it.</p>'
    : table(
        ['Store path', 'The tag there'],
        pages.map((page) => [page.path, page.markup]),
      )
}`;
  const rows = LAUNCH_CODES.map((launchCode) => {
    const paths = pages.filter((page) => page.markup === `<pc-launch code="${launchCode}">`);
    if (paths.length === 0)
      throw new Error(`element docs: no store page shows the launch code ${launchCode}`);
    return [launchCode, paths.map((page) => page.path).join(', ')];
  });
  return `<h2>Launch codes</h2>
<p>The codes <code>code</code> takes, and the store's own page for each.</p>
${table(['Code', 'Store paths'], rows)}`;
};

/** How to get the element: a script from the store, or the package. */
const installSection = (meta: ElementMeta, pinned: PinnedEntry): string => `<h2>Install</h2>
<ul>
<li>From the store: one script per element, <code>${STORE_ORIGIN}/elements/${meta.tag}.js</code> (always the
store's current version) or <code>${STORE_ORIGIN}${pinned.url}</code> (this version, never changes; its
<code>integrity</code> hash is in the snippet below), with the stylesheet
<code>${STORE_ORIGIN}/elements/pc-elements.css</code>.</li>
<li>From npm: the package <code>@pc/elements</code>, from the store, holds the same scripts
(<code>import '@pc/elements/${meta.tag}.js'</code>; a React app imports
<code>'@pc/elements/react/${meta.tag}.js'</code>, which renders with the app's own React), their types for
TypeScript, React 19 and Vue 3, and <a href="/custom-elements.json">custom-elements.json</a>:</li>
</ul>
${code(installSnippet(STORE_ORIGIN, elementsVersion()), 'install')}
`;

/** Every id of the catalogs named `name` in `folders` (an element's and its parts'), with its text in each locale. */
const textsTable = (name: string, ...folders: string[]): string => {
  const read = (locale: string) =>
    Object.assign({}, ...folders.map((folder) => readCatalog(folder, locale))) as Record<string, string>;
  const english = read(DEFAULT_LOCALE);
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(read);
  return table(
    ['Id', ...LOCALES],
    Object.entries(english).map(([key, text]) => [
      `${name}.${key}`,
      text,
      ...others.map((messages) => messages[key]),
    ]),
  );
};

/**
 * The element's texts (issue 43, docs/decisions/0210): each message's id, what it says in each locale,
 * and how an author puts their own words in its place.
 */
const textsSection = (meta: ElementMeta): string => {
  const catalog = elementCatalogs(meta.tag as ElementTag);
  if (!catalog) return '';
  const english = readCatalog(catalog.folders[0]!, DEFAULT_LOCALE);
  const example = Object.keys(english)[0] ?? '';
  // An element only the store's pages hold speaks the store's language; on a page of yours, the page's.
  const where = meta.storeOnly
    ? `<p>In the store's language (the store's <code>PC_LOCALE</code>: ${LOCALES.map((locale) => `<code>${locale}</code>`).join(', ')}).</p>`
    : `<p>In the page's language: <code>#pc-config</code>'s <code>"locale"</code> (${LOCALES.map((locale) => `<code>${locale}</code>`).join(', ')}),
else the nearest <code>lang</code> around the tag (any Spanish is <code>es-US</code>), else <code>en-US</code>.
Put your own words in place of any of them by its id in <code>#pc-config</code>'s <code>"messages"</code>, as
plain text, or as an ICU message with the same <code>{arguments}</code> where it has some:</p>
${code(`"messages": { ${JSON.stringify(`${catalog.name}.${example}`)}: ${JSON.stringify(english[example] ?? '')} }`, 'messages')}`;
  return `<h2>Texts</h2>
${where}
${textsTable(catalog.name, ...catalog.folders)}
<p>Texts several elements share: a failure the store does not explain, and, where the element sells, the
buy button and a cart line's controls:</p>
${SHARED_CATALOGS()
  .map(({ name, folder }) => textsTable(name, folder))
  .join('\n')}
`;
};

const useSection = (meta: ElementMeta, pinned: (entry: string) => PinnedEntry): string => {
  const snippet = snippets(meta, pinned);
  const store = `<h3>On the store's own pages</h3>
${code(snippet.store, 'store')}`;
  if (meta.storeOnly)
    return `<h2>Use it</h2>
<p>On the store's own pages only. ${escapeHtml(meta.storeOnly)}</p>
${store}`;
  return `<h2>Use it</h2>
${store}
<h3>On a page of another origin</h3>
<p>The page's origin must be listed in the store's <code>PC_HOST_ORIGINS</code>. The versioned URL never
changes; its <code>integrity</code> hash pins its bytes.${
    meta.fallback
      ? ' What the tag holds shows if the element cannot load (see Slots).'
      : ' The element shows nothing when it cannot load.'
  }</p>
${code(snippet.otherOrigin, 'other-origin')}
${
  snippet.checkoutServer
    ? `<h3>On a checkout with its own server</h3>
<p>One script, with its own React, for a checkout page that loads no other element. The checkout's
server asks the store for <code>GET ${STORE_ORIGIN}/wp-json/pc/v1/cart/token</code> with the shopper's store
session and writes the answer's <code>nonce</code> for ${CHECKOUT_SERVER_VALUES.nonce} and its
<code>token</code> for ${CHECKOUT_SERVER_VALUES.cartToken}; a token lives 30 minutes, so ask for one per page. Put the
tag directly in <code>&lt;body&gt;</code>.</p>
${code(snippet.checkoutServer, 'checkout-server')}
`
    : ''
}${fragmentSection(meta)}<h3>React 19 and Vue 3</h3>
<p>The app's <code>index.html</code> holds the stylesheet and the configuration in its <code>&lt;head&gt;</code>:</p>
${code(snippet.appHead, 'app-head')}
<p>A React 19 component (React sets <code>pageData</code> as a property and listens with
<code>on&lt;event&gt;</code>):</p>
${code(snippet.react, 'react')}
<p>A Vue 3 component (tell Vue's compiler the <code>pc-</code> tags are custom elements:
<code>vue({ template: { compilerOptions: { isCustomElement: (tag) =&gt; tag.startsWith('pc-') } } })</code>):</p>
${code(snippet.vue, 'vue')}
`;
};

/** One element's page. */
export const elementDocPage = (meta: ElementMeta, pinned: (entry: string) => PinnedEntry): string => {
  const properties = [
    ...(meta.attributes ?? []).map((attribute) => [
      camelCase(attribute.name),
      attribute.type,
      `${attribute.description ?? ''} Also the attribute ${attribute.name}.`.trim(),
    ]),
    ...(meta.properties ?? []).map((property) => [property.name, property.type, property.description]),
  ];
  const live = [exampleMarkup(meta), ...(meta.variants ?? [])];
  return `<!doctype html>
<html lang="en">
${head(`&lt;${meta.tag}&gt; · elements`, `<script type="module" src="/elements/${meta.tag}.js"></script>\n`)}
<body>
<header><a href="/elements/docs/">Elements</a></header>
<main>
<h1>&lt;${meta.tag}&gt;</h1>
<p>${escapeHtml(meta.description ?? '')}</p>
${installSection(meta, pinned(`${meta.tag}.js`))}<h2>Attributes</h2>
${table(
  ['Attribute', 'Type', 'Default', 'Reflects', 'Description'],
  (meta.attributes ?? []).map((attribute) => [
    attribute.name,
    attribute.type,
    attribute.default ?? (attribute.type === 'boolean' ? 'false' : 'none'),
    attribute.reflects ? 'yes' : 'no',
    attribute.description,
  ]),
)}
<h2>Properties</h2>
${table(['Property', 'Type', 'Description'], properties)}
<h2>Methods</h2>
${
  (meta.methods ?? []).length === 0
    ? '<p>None: the element is driven by its attributes and properties, and answers with events.</p>'
    : table(
        ['Method', 'Description'],
        (meta.methods ?? []).map((method) => [method.signature ?? `${method.name}()`, method.description]),
      )
}
<h2>Events</h2>
${table(
  ['Event', 'Detail', 'Dispatched', 'Description'],
  (meta.events ?? []).map((event) => [
    event.name,
    event.detail ?? EVENT_DETAILS[event.name],
    dispatchedOn(event),
    event.description,
  ]),
)}
<h2>Slots</h2>
${table(
  ['Slot', 'Description'],
  (meta.slots ?? []).map((slot) => [slot.name || '(default: the tag’s content)', slot.description]),
)}
<h2>Parts</h2>
${table(
  ['Part', 'Description'],
  (meta.parts ?? []).map((part) => [part.name, part.description]),
)}
<h2>CSS custom states</h2>
${table(
  ['State', 'Description'],
  (meta.cssStates ?? []).map((state) => [`:state(${state.name})`, state.description]),
)}
<h2>CSS custom properties</h2>
<p>Set on the tag, e.g. <code>${meta.tag} { --pc-color-primary: #234; }</code>.</p>
${table(
  ['Property', 'Default', 'Description'],
  (meta.cssProperties ?? []).map((property) => [property.name, property.default, property.description]),
)}
${textsSection(meta)}${storePagesSection(meta)}
<h2>Privacy</h2>
<p>Its analytics events and calls leave the page only with the page's analytics consent, and what
identifies the shopper (<code>identify</code>, the user and customer-email cookies, the email capture)
only with marketing consent: <code>window.pc.consent</code>, <code>#pc-config</code>
<code>"consent": "required"</code>, Global Privacy Control.</p>
${useSection(meta, pinned)}<h2>Live ${live.length === 1 ? 'example' : 'examples'}</h2>
${live.map((markup) => `<h3>${escapeHtml(markup.slice(0, markup.indexOf('>') + 1))}</h3>\n<div class="live">\n${markup}\n</div>`).join('\n')}
</main>
</body>
</html>
`;
};

const indexPage = (metas: readonly ElementMeta[]): string => `<!doctype html>
<html lang="en">
${head('Elements')}
<body>
<main>
<h1>Elements</h1>
<p>Machine-readable: <a href="/custom-elements.json">custom-elements.json</a>,
<a href="/vscode.html-custom-data.json">VS Code custom data</a>.</p>
<ul>
${metas.map((meta) => `<li><a href="/elements/docs/${meta.tag}">&lt;${meta.tag}&gt;</a>: ${escapeHtml(meta.description ?? '')}</li>`).join('\n')}
</ul>
</main>
</body>
</html>
`;

/**
 * The pages' own look: one stylesheet (the store's CSP takes no inline style). Snippets wrap rather
 * than scroll: a scrolling `<pre>` is a region the keyboard cannot reach (axe's
 * scrollable-region-focusable, e2e/element-docs-a11y.spec.ts).
 */
const DOCS_CSS = `body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; }
header, main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
table { border-collapse: collapse; width: 100%; margin-block: 0.5rem 1.5rem; }
th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
pre { background: #f5f4f0; padding: 0.75rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.live { border: 1px dashed #767676; }
`;

/** Writes dist/docs: index.html, <tag>.html per element and docs.css (dist/elements/docs.css, served as the elements are). */
export const writeElementDocs = (
  metas: readonly ElementMeta[],
  pinned: (entry: string) => PinnedEntry,
): string => {
  const dir = path.join(DIST_DIR, 'docs');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexPage(metas));
  for (const meta of metas) writeFileSync(path.join(dir, `${meta.tag}.html`), elementDocPage(meta, pinned));
  writeFileSync(path.join(DIST_DIR, 'elements', 'docs.css'), DOCS_CSS);
  return `dist/docs: ${metas.length} element pages`;
};

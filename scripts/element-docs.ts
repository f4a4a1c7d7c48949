/**
 * dist/docs: a documentation page per element, written from the custom elements manifest's source
 * (each meta.ts), so the page and the manifest never disagree (docs/decisions/0107): its attributes,
 * properties, events (and where each is dispatched), parts and every `--pc-*` property a host may set,
 * a live example, and snippets to copy for the store's own pages, a page of another origin (with the
 * versioned URL and its SRI hash), React and Vue. The store serves them at /elements/docs/<tag>
 * (packages/store-server/src/pages/elementDocsRoutes.ts), putting its own origin where the snippets
 * say STORE_ORIGIN.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRAGMENT_TAGS } from '@pc/shared/contract';
import { camelCase, type ElementMeta } from '@pc/shared/element-meta';
import { className, dispatchedOn } from './custom-elements-manifest.ts';
import { DIST_DIR } from './distDir.ts';

/**
 * The line that installs @pc/elements from the store's tarball, for the pages to show:
 * `installSnippet(STORE_ORIGIN, elementsVersion())` (docs/decisions/0186). Written beside the tarball's
 * name, which the browser tests read without this module's imports.
 */
export { installSnippet } from './build/elementPackage.ts';

/** Replaced by the store with its origin as it serves a page (`https://shop.example.com`). */
export const STORE_ORIGIN = '%STORE_ORIGIN%';

/** What a versioned entry needs in a page of another origin: its immutable URL and its SRI hash. */
export interface PinnedEntry {
  readonly url: string;
  readonly integrity: string;
}

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const code = (text: string): string => `<pre><code>${escapeHtml(text)}</code></pre>`;

const table = (head: readonly string[], rows: readonly (readonly (string | undefined)[])[]): string =>
  rows.length === 0
    ? '<p>None.</p>'
    : `<table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell ?? '')}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

/** The tag with the attributes of the element's example (meta `example`), else bare. */
const exampleMarkup = (meta: ElementMeta): string => meta.example ?? `<${meta.tag}></${meta.tag}>`;

const listenerOf = (meta: ElementMeta) => (meta.events ?? []).find((event) => event.on !== 'window');

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

/** The snippets of one element: the store's pages, another origin, React 19, Vue 3. */
export const snippets = (meta: ElementMeta, pinned: PinnedEntry) => {
  const markup = exampleMarkup(meta);
  const event = listenerOf(meta);
  const camel = className(meta.tag);
  return {
    store: [
      '<link rel="stylesheet" href="/elements/pc-elements.css">',
      `<script type="module" src="/elements/${meta.tag}.js"></script>`,
      markup,
    ].join('\n'),
    otherOrigin: [
      `<link rel="stylesheet" href="${STORE_ORIGIN}/elements/pc-elements.css">`,
      `<script type="application/json" id="pc-config">{"apiRoot":"${STORE_ORIGIN}","ns":"pc"}</script>`,
      `<script type="module" src="${STORE_ORIGIN}${pinned.url}" integrity="${pinned.integrity}" crossorigin="anonymous"></script>`,
      markup,
    ].join('\n'),
    react: [
      "import type {} from '@pc/elements/react'; // the tags' types for JSX",
      // The peer entry: your app's React renders the element, so the bundle has one React (0186).
      `import '@pc/elements/react/${meta.tag}.js'; // defines <${meta.tag}> with your React, before the first render`,
      '',
      `export function ${camel}Host({ pageData }: { pageData?: unknown }) {`,
      `  return ${markup.replace(`></${meta.tag}>`, ` pageData={pageData}${event ? ` on${event.name}={(event) => console.log(event.detail)}` : ''} />`)};`,
      '}',
    ].join('\n'),
    vue: [
      '<script setup lang="ts">',
      "import type {} from '@pc/elements/vue'; // the tags' types for vue-tsc",
      `import '@pc/elements/${meta.tag}.js';`,
      'defineProps<{ pageData?: unknown }>();',
      '</script>',
      '<template>',
      `  ${markup.replace(`></${meta.tag}>`, ` :pageData="pageData"${event ? ` @${event.name}="(event) => console.log(event.detail)"` : ''} />`)}`,
      '</template>',
    ].join('\n'),
  };
};

/** One element's page. */
export const elementDocPage = (meta: ElementMeta, pinned: PinnedEntry): string => {
  const snippet = snippets(meta, pinned);
  const properties = [
    ...(meta.attributes ?? []).map((attribute) => [
      camelCase(attribute.name),
      attribute.type,
      attribute.description,
    ]),
    ...(meta.properties ?? []).map((property) => [property.name, property.type, property.description]),
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>&lt;${meta.tag}&gt; · elements</title>
<link rel="stylesheet" href="/elements/pc-elements.css">
<link rel="stylesheet" href="/elements/docs.css">
<script type="module" src="/elements/${meta.tag}.js"></script>
</head>
<body>
<header><a href="/elements/docs/">Elements</a></header>
<main>
<h1>&lt;${meta.tag}&gt;</h1>
<p>${escapeHtml(meta.description ?? '')}</p>
<h2>Attributes</h2>
${table(
  ['Attribute', 'Type', 'Default', 'Description'],
  (meta.attributes ?? []).map((attribute) => [
    attribute.name,
    attribute.type,
    attribute.default,
    attribute.description,
  ]),
)}
<h2>Properties</h2>
${table(['Property', 'Type', 'Description'], properties)}
<h2>Events</h2>
${table(
  ['Event', 'Type', 'Dispatched', 'Description'],
  (meta.events ?? []).map((event) => [event.name, event.type, dispatchedOn(event), event.description]),
)}
<h2>Parts</h2>
${table(
  ['Part', 'Description'],
  (meta.parts ?? []).map((part) => [part.name, part.description]),
)}
<h2>CSS custom properties</h2>
<p>Set on the tag, e.g. <code>${meta.tag} { --pc-color-primary: #234; }</code>.</p>
${table(
  ['Property', 'Default', 'Description'],
  (meta.cssProperties ?? []).map((property) => [property.name, property.default, property.description]),
)}
<h2>Privacy</h2>
<p>Its analytics events and calls leave the page only with the page's analytics consent, and what
identifies the shopper (<code>identify</code>, the user and customer-email cookies, the email capture)
only with marketing consent: <code>window.pc.consent</code>, <code>#pc-config</code>
<code>"consent": "required"</code>, Global Privacy Control. The list per cookie, storage key, event and
call, and recipes for consent tools: docs/privacy.md in the repository (decision 0149).</p>
<h2>Use it</h2>
<h3>On the store's own pages</h3>
${code(snippet.store)}
<h3>On a page of another origin</h3>
<p>The origin must be listed in the store's <code>PC_HOST_ORIGINS</code>. The versioned URL never changes; its
<code>integrity</code> hash pins its bytes.</p>
${code(snippet.otherOrigin)}
${fragmentSection(meta)}<h3>React 19</h3>
${code(snippet.react)}
<h3>Vue 3</h3>
${code(snippet.vue)}
<h2>Live example</h2>
<div class="live">
${exampleMarkup(meta)}
</div>
</main>
</body>
</html>
`;
};

const indexPage = (metas: readonly ElementMeta[]): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Elements</title>
<link rel="stylesheet" href="/elements/docs.css">
</head>
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
  pinned: (tag: string) => PinnedEntry,
): string => {
  const dir = path.join(DIST_DIR, 'docs');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexPage(metas));
  for (const meta of metas)
    writeFileSync(path.join(dir, `${meta.tag}.html`), elementDocPage(meta, pinned(meta.tag)));
  writeFileSync(path.join(DIST_DIR, 'elements', 'docs.css'), DOCS_CSS);
  return `dist/docs: ${metas.length} element pages`;
};

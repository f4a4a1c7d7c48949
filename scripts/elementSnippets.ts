/**
 * The snippets of an element's documentation page (scripts/element-docs.ts), each complete as it is
 * copied (docs/decisions/0187): the store's own pages; a page of another origin, with the versioned
 * URL, its SRI hash and the tag's fallback content; the head a React or Vue app's index.html needs; a
 * React 19 component and a Vue 3 one. e2e/docs-snippets.spec.ts takes them from the served pages and
 * runs each as written. Also where the store itself shows the element, from the route table.
 */
import type { ElementMeta } from '@pc/shared/element-meta';
import { type Attributes, elementMarkup, ROUTES } from '@pc/shared/routes';
import { className } from './custom-elements-manifest.ts';

/** Replaced by the store with its origin as it serves a page (`https://shop.example.com`). */
export const STORE_ORIGIN = '%STORE_ORIGIN%';

/** What a versioned entry needs in a page of another origin: its immutable URL and its SRI hash. */
export interface PinnedEntry {
  readonly url: string;
  readonly integrity: string;
}

/** The tag with the attributes of the element's example (meta `example`), else bare. */
export const exampleMarkup = (meta: ElementMeta): string => meta.example ?? `<${meta.tag}></${meta.tag}>`;

/** One store page that mounts the element: its path (a template, e.g. `/candle/{path}`) and the tag as there. */
export interface StorePage {
  readonly path: string;
  readonly markup: string;
}

const openingTag = (tag: string, attributes: Attributes) => elementMarkup(tag, attributes);

/** Every store page that mounts `tag`, as its own view or beside another (a companion), in route order. */
export const storePagesOf = (tag: string): StorePage[] =>
  ROUTES.flatMap((route) => {
    const { view } = route;
    if (view.kind !== 'element') return [];
    if (view.tag === tag)
      return route.paths.map((routePath) => ({
        path: routePath.path,
        markup: openingTag(tag, { ...view.attributes, ...routePath.attributes }),
      }));
    return (view.companions ?? [])
      .filter((companion) => companion.tag === tag)
      .flatMap((companion) =>
        route.paths.map((routePath) => ({
          path: routePath.path,
          markup: openingTag(tag, companion.attributes),
        })),
      );
  });

/** The store page that shows `markup` as written (else the element's first page, else the store's home). */
const storePageFor = (tag: string, markup: string): string => {
  const pages = storePagesOf(tag).filter((page) => !/[{*]/.test(page.path));
  const opening = markup.slice(0, markup.indexOf('>') + 1);
  return (pages.find((page) => page.markup === opening) ?? pages[0])?.path ?? '/';
};

/** `markup` with the meta's fallback inside the tag (`{page}`: the store's page for it; `{store}`: its origin). */
export const withFallback = (meta: ElementMeta, markup: string): string => {
  if (!meta.fallback) return markup;
  const fallback = meta.fallback
    .replaceAll('{page}', `${STORE_ORIGIN}${storePageFor(meta.tag, markup)}`)
    .replaceAll('{store}', STORE_ORIGIN);
  return markup.replace(`></${meta.tag}>`, `>${fallback}</${meta.tag}>`);
};

/** The page configuration of a page of another origin: the store is its `apiRoot`. */
const otherOriginConfig = `<script type="application/json" id="pc-config">{"apiRoot":"${STORE_ORIGIN}","ns":"pc"}</script>`;
const storeStylesheet = `<link rel="stylesheet" href="${STORE_ORIGIN}/elements/pc-elements.css">`;

/**
 * The one-file entries a checkout of another origin loads (their own React, nothing shared), by tag:
 * a checkout with its own server prints the shopper's cart token and nonce beside it.
 */
export const STANDALONE_ENTRIES: Readonly<Record<string, string>> = {
  'pc-cross-sell': 'pc-cross-sell.standalone.js',
};

/** What the checkout's server writes in place of these: `GET /wp-json/pc/v1/cart/token`'s answer. */
export const CHECKOUT_SERVER_VALUES = { nonce: 'NONCE', cartToken: 'CART_TOKEN' } as const;

const scriptTag = (pinned: PinnedEntry) =>
  `<script type="module" src="${STORE_ORIGIN}${pinned.url}" integrity="${pinned.integrity}" crossorigin="anonymous"></script>`;

const firstEvent = (meta: ElementMeta) => (meta.events ?? []).find((event) => event.on !== 'window');

/**
 * The React 19 component: the tag, its `pageData` property and its first event's listener. One
 * function, so the way a React app imports the element is said in one place.
 */
export const reactSnippet = (meta: ElementMeta, markup: string): string => {
  const event = firstEvent(meta);
  return [
    "import type {} from '@pc/elements/react'; // the tags' types for JSX",
    // The peer entry: your app's React renders the element, so the bundle has one React (0186).
    `import '@pc/elements/react/${meta.tag}.js'; // defines <${meta.tag}> with your React, before the first render`,
    '',
    `export function ${className(meta.tag)}Host({ pageData }: { pageData?: unknown }) {`,
    `  return ${markup.replace(`></${meta.tag}>`, ` pageData={pageData}${event ? ` on${event.name}={(event) => console.log(event.detail)}` : ''} />`)};`,
    '}',
  ].join('\n');
};

/** The Vue 3 single-file component: the same, in a template. */
export const vueSnippet = (meta: ElementMeta, markup: string): string => {
  const event = firstEvent(meta);
  return [
    '<script setup lang="ts">',
    "import type {} from '@pc/elements/vue'; // the tags' types for vue-tsc",
    `import '@pc/elements/${meta.tag}.js';`,
    'defineProps<{ pageData?: unknown }>();',
    '</script>',
    '<template>',
    `  ${markup.replace(`></${meta.tag}>`, ` :pageData="pageData"${event ? ` @${event.name}="(event) => console.log(event.detail)"` : ''} />`)}`,
    '</template>',
  ].join('\n');
};

/** The snippets of one element: the store's pages, another origin, an app's head, React 19, Vue 3. */
export const snippets = (meta: ElementMeta, pinned: (entry: string) => PinnedEntry) => {
  const markup = exampleMarkup(meta);
  const standalone = STANDALONE_ENTRIES[meta.tag];
  return {
    store: [
      '<link rel="stylesheet" href="/elements/pc-elements.css">',
      `<script type="module" src="/elements/${meta.tag}.js"></script>`,
      markup,
    ].join('\n'),
    otherOrigin: [
      storeStylesheet,
      otherOriginConfig,
      scriptTag(pinned(`${meta.tag}.js`)),
      withFallback(meta, markup),
    ].join('\n'),
    checkoutServer: standalone
      ? [
          `<script type="application/json" id="pc-config">${JSON.stringify({ apiRoot: STORE_ORIGIN, ns: 'pc', ...CHECKOUT_SERVER_VALUES })}</script>`,
          scriptTag(pinned(standalone)),
          markup,
        ].join('\n')
      : undefined,
    appHead: [storeStylesheet, otherOriginConfig].join('\n'),
    react: reactSnippet(meta, markup),
    vue: vueSnippet(meta, markup),
  };
};

import { join } from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import type { RouteMatch } from '@pc/shared/routes';
import { cachedFile } from '../static/fileCache.ts';

/**
 * No request chains (design.md "First paint", docs/decisions/0022): each page names, in its head, every
 * module its route runs on a fresh load, so the browser fetches them all at once instead of learning
 * of runtime-<hash>.js only once pc-quiz.js has arrived. The names come from the Vite manifests of the
 * two builds (`build.manifest: true`): the demo's own chunks, and the route's element entry with every
 * chunk it imports statically. Chunks an element imports on demand (`import()`) are left to it.
 */

/** One record of `.vite/manifest.json`, keyed by source path or `_<chunk file>`. */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The manifests of dist/elements and dist/demo (empty while a build is missing). */
export interface BuildManifests {
  readonly elements: ViteManifest;
  readonly demo: ViteManifest;
}

const manifestFile = cachedFile((text) => JSON.parse(text) as ViteManifest);

const readManifest = async (dir: string): Promise<ViteManifest> => {
  try {
    return await manifestFile(join(dir, '.vite', 'manifest.json'));
  } catch {
    return {};
  }
};

/** Read per page, like the demo page itself, so a rebuild shows without a restart. */
export const readBuildManifests = async (distDir: string): Promise<BuildManifests> => {
  const [elements, demo] = await Promise.all([
    readManifest(join(distDir, 'elements')),
    readManifest(join(distDir, 'demo')),
  ]);
  return { elements, demo };
};

/** The keys of an entry and of every chunk it imports statically, transitively, each once. */
const staticKeys = (manifest: ViteManifest, key: string): string[] => {
  const keys: string[] = [];
  const visit = (chunkKey: string) => {
    if (!manifest[chunkKey] || keys.includes(chunkKey)) return;
    keys.push(chunkKey);
    for (const imported of manifest[chunkKey]?.imports ?? []) visit(imported);
  };
  visit(key);
  return keys;
};

/** An entry's file and the files of every chunk it imports statically, transitively, each once. */
export const staticClosure = (manifest: ViteManifest, key: string): string[] =>
  staticKeys(manifest, key).map((chunkKey) => manifest[chunkKey]!.file);

const entryKeys = (manifest: ViteManifest, matches: (chunk: ManifestChunk) => boolean): string[] =>
  Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true && matches(manifest[key]));

/** The demo's router chunk by its source path (demo/src/router.ts), which its boot script imports. */
const DEMO_ROUTER = 'src/router.ts';
/**
 * The script of the served checkout frame (demo/src/views/checkoutFrame.ts: PLACE ORDER, the cart
 * re-read), which the boot script imports on /checkout instead of the router (decision 0063). The
 * router imports it too, so the manifest keeps it as a shared chunk (`_checkoutFrame-<hash>.js`,
 * named after the module) rather than by its source path.
 */
const DEMO_CHECKOUT_FRAME = { src: 'src/views/checkoutFrame.ts', name: 'checkoutFrame' };

/**
 * The element build's calls for host pages (`/elements/api.js`, packages/storefront-elements/src/api.ts),
 * which the checkout frame's script imports by URL instead of bundling its own (decision 0073).
 */
const ELEMENT_API_FILE = 'api.js';

/**
 * An element build entry by its file (`pc-quiz.js`, `api.js`) and the chunks it imports statically;
 * on a page in a locale other than en-US, also the catalogs in that locale those chunks fetch before
 * their first render (`messages/<locale>.ts`, docs/decisions/0210), which would else come a round trip
 * after the element's script, holding its hydration.
 */
/**
 * The helpers a server render hydrates with (packages/shared/src/element/hydration.ts), which an
 * element imports only when its shadow root holds one (docs/decisions/0211).
 */
const HYDRATION_MODULE = '/element/hydration.ts';

/**
 * An element entry and the chunks it imports statically; with `hydrates`, the chunk its server render
 * hydrates with; in another locale than en-US, its catalogs in that locale (docs/decisions/0210).
 */
const elementEntryUrls = (
  elements: ViteManifest,
  file: string,
  { locale = DEFAULT_LOCALE, hydrates = false }: { locale?: Locale; hydrates?: boolean } = {},
): string[] =>
  entryKeys(elements, (chunk) => chunk.file === file).flatMap((key) => {
    const keys = staticKeys(elements, key);
    const wanted = (imported: string) =>
      (hydrates && imported.endsWith(HYDRATION_MODULE)) ||
      (locale !== DEFAULT_LOCALE && imported.endsWith(`/messages/${locale}.ts`));
    const lazy = keys.flatMap((chunkKey) => (elements[chunkKey]?.dynamicImports ?? []).filter(wanted));
    return [...keys, ...[...new Set(lazy)].flatMap((imported) => staticKeys(elements, imported))].map(
      (chunkKey) => `/elements/${elements[chunkKey]!.file}`,
    );
  });

/**
 * The modules an element's first view from the store runs on a page of another origin (its fragment,
 * docs/decisions/0171): its script, the chunks it imports, the chunk it hydrates with and its catalogs
 * in `locale`, which the fragment's `Link` header names for the host page's head (decision 0212).
 */
export const fragmentPreloadUrls = (
  { elements }: Pick<BuildManifests, 'elements'>,
  tag: string,
  locale: Locale,
): string[] => [...new Set(elementEntryUrls(elements, `${tag}.js`, { locale, hydrates: true }))];

const checkoutFrameKey = (demo: ViteManifest): string =>
  Object.keys(demo).find(
    (key) => key === DEMO_CHECKOUT_FRAME.src || demo[key]?.name === DEMO_CHECKOUT_FRAME.name,
  ) ?? DEMO_CHECKOUT_FRAME.src;

/**
 * The URLs a fresh load of the route `match` runs: the demo's entry chunks, its router when the demo
 * draws the first view itself (the index, content pages, not found), the checkout frame's script with
 * the element build's calls it imports (`/elements/api.js`; its views, `/elements/frames.js`, load once
 * the page has settled), then, when the route mounts an element,
 * `/elements/<tag>.js` and the chunks it imports; not its companions' (docs/decisions/0075).
 */
export const preloadUrls = (
  match: RouteMatch | null,
  { elements, demo }: BuildManifests,
  locale: Locale = DEFAULT_LOCALE,
): string[] => {
  const urls = entryKeys(demo, (chunk) => chunk.file.endsWith('.js')).flatMap((key) =>
    staticClosure(demo, key).map((file) => `/demo/${file}`),
  );
  const view = match?.route.view;
  // The demo draws this first view itself (no element of the server's render: serverRender.ts), so
  // its boot script imports the router at once (docs/decisions/0058). The server renders a framed
  // route's frame too (decision 0063); the checkout's needs its own small script.
  if (view?.kind !== 'element') {
    urls.push(...staticClosure(demo, DEMO_ROUTER).map((file) => `/demo/${file}`));
    // Its texts in the page's locale other than en-US (the not-found and content pages', the titles':
    // demo/src/messages, issue 43), which it fetches before it draws: named here, not a round trip after it.
    if (locale !== DEFAULT_LOCALE)
      urls.push(
        ...staticKeys(demo, DEMO_ROUTER)
          .flatMap((key) => demo[key]?.dynamicImports ?? [])
          .filter((imported) => imported.endsWith(`/messages/${locale}.ts`))
          .flatMap((imported) => staticClosure(demo, imported).map((file) => `/demo/${file}`)),
      );
  } else if (view.frame === 'checkout') {
    urls.push(...staticClosure(demo, checkoutFrameKey(demo)).map((file) => `/demo/${file}`));
    urls.push(...elementEntryUrls(elements, ELEMENT_API_FILE));
  }
  // The route's element; not its companions (decision 0052: the candle pages' cross-sell pop-up),
  // which draw nothing at first and load once the page has (docs/decisions/0075).
  // Its first view is the server's, so it hydrates (docs/decisions/0211).
  if (view?.kind === 'element')
    urls.push(...elementEntryUrls(elements, `${view.tag}.js`, { locale, hydrates: true }));
  return [...new Set(urls)];
};

/** A stylesheet link of the head (Vite prints the page's after its module script). */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/gi;

/**
 * The links, put before the head's first module script, else before `</head>` (or at the start of a
 * page without one). A preload after the script it names comes too late to help, and Firefox fires
 * an `error` on it (docs/decisions/0094). The head's stylesheets go first, before the preloads
 * (docs/decisions/0204): the first frame waits for them, and over HTTP/1.1's six connections a
 * stylesheet asked after a route's preloads waited for them.
 */
export const injectPreloads = (html: string, urls: readonly string[]): string => {
  const links = urls.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  const head = html.search(/<\/head>/i);
  if (head === -1) return `${links}${html}`;
  const script = html.slice(0, head).search(/<script\b[^>]*\btype="module"/i);
  const at = script === -1 ? head : script;
  const before = html.slice(0, at);
  const after = html.slice(at, head);
  const stylesheets = after.match(STYLESHEET_LINK)?.map((link) => link.trim()) ?? [];
  return `${before}${stylesheets.join('')}${links}${after.replace(STYLESHEET_LINK, '')}${html.slice(head)}`;
};

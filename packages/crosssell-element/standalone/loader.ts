/**
 * `pc-cross-sell.standalone.js`: the one script a third-party checkout adds (decision 0041).
 *
 * - On a page that already loads the element runtime (another pc- element's script, all.js, or a
 *   modulepreload of a chunk from the same /elements/ directory), it imports `pc-cross-sell.js`, which
 *   shares that page's runtime-<hash>.js and shared-<hash>.js: the browser's module map holds them
 *   once, so nothing is fetched twice.
 * - Otherwise it imports the self-contained bundle (register.ts): React and all the pop-up needs, in
 *   at most 64 KB brotli with this loader (scripts/build-budgets.ts).
 *
 * Both are ES modules from the store's origin, so the store answers them with CORS for the host
 * origins it allows (PC_HOST_ORIGINS).
 */
const TAG = 'pc-cross-sell';
const here = import.meta.url;
const directory = new URL('./', here).href;

/** A script or preload of this directory that is not one of the cross-sell's own files. */
const isRuntimeUser = (url: string): boolean =>
  url.startsWith(directory) && !url.slice(directory.length).startsWith(`${TAG}.`);

function pageHasRuntime(): boolean {
  const nodes = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[type="module"][src], link[rel="modulepreload"][href]',
  );
  for (const node of nodes) {
    const url = new URL(node.getAttribute('src') ?? node.getAttribute('href') ?? '', document.baseURI).href;
    if (isRuntimeUser(url)) return true;
  }
  return false;
}

if (!customElements.get(TAG)) {
  if (pageHasRuntime()) {
    // A computed URL: the element build's own entry, not bundled into this file.
    void import(/* @vite-ignore */ new URL(`./${TAG}.js`, here).href);
  } else {
    void import('./register.ts');
  }
}

export {};

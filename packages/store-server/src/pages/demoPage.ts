import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { cachedFile } from '../static/fileCache.ts';
import { DEMO_NOT_BUILT_HTML } from './pageConfig.ts';

/**
 * The demo page every page of the store is made from (design.md "Demo"), with its head's stylesheet
 * in the page (docs/decisions/0206): the first frame needs the page's frame styled, and a stylesheet
 * file is one more trip before it (on a phone's network, a round trip after the HTML; in Lighthouse,
 * the only file the first paint waits for). The stylesheet's text goes into a `<style>` in place of
 * its link, allowed by its hash in the Content-Security-Policy as the first views' are (decision 0202).
 * The file stays in the build and is served: the element-free pages of other hosts never used it.
 * The early script (dist/elements/early-presses.js) goes into the head's end the same way, allowed by
 * its hash in `script-src` (docs/decisions/0229).
 */

/** A stylesheet link Vite prints for the demo's own CSS: `/demo/assets/<file>.css`. */
const DEMO_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/demo\/(assets\/[\w.-]+\.css)">/g;

export interface DemoPage {
  readonly html: string;
  /** The Content-Security-Policy sources of the stylesheets put in the page (`'sha256-…'`). */
  readonly styleHashes: readonly string[];
  /** The Content-Security-Policy sources of the scripts put in the page: the early script's. */
  readonly scriptHashes: readonly string[];
}

/** The CSP source that allows a `<style>` (or a `<script>`) holding exactly `text`. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The early script the build makes in dist/elements (scripts/build/earlyPressesBuild.ts): it records a
 * press on a first view before the page's scripts have arrived, and the element replays it once
 * hydrated (docs/decisions/0126, 0229).
 */
export const EARLY_PRESSES_FILE = 'early-presses.js';

/**
 * `html` with the early script's text (`js`) in a `<script>` at the head's end, so it runs as the page
 * is parsed, before anything of the first view can be pressed, and costs no request; allowed by its
 * hash. No script (not built) or one whose text would end the `<script>` early: the page as it is.
 */
export const inlineEarlyScript = (
  { html, styleHashes }: Omit<DemoPage, 'scriptHashes'>,
  js: string | null,
): DemoPage => {
  const head = html.search(/<\/head>/i);
  if (js === null || head === -1 || /<\/script/i.test(js)) return { html, styleHashes, scriptHashes: [] };
  return {
    html: `${html.slice(0, head)}<script>${js}</script>${html.slice(head)}`,
    styleHashes,
    scriptHashes: [cspHash(js)],
  };
};

/**
 * `html` with each of the demo's stylesheet links replaced by a `<style>` with the file's text
 * (`readCss` of the path under dist/demo); a file that cannot be read, or whose text would end the
 * `<style>` early, keeps its link.
 */
export const inlineDemoStylesheets = async (
  html: string,
  readCss: (path: string) => Promise<string>,
): Promise<Omit<DemoPage, 'scriptHashes'>> => {
  const links = [...html.matchAll(DEMO_STYLESHEET)];
  const texts = await Promise.all(links.map(([, path]) => readCss(path as string).catch(() => null)));
  const styleHashes: string[] = [];
  let at = 0;
  let out = '';
  links.forEach((link, index) => {
    const css = texts[index];
    out += html.slice(at, link.index);
    at = link.index + link[0].length;
    if (css === null || css === undefined || /<\/style/i.test(css)) {
      out += link[0];
      return;
    }
    out += `<style>${css}</style>`;
    styleHashes.push(cspHash(css));
  });
  return { html: out + html.slice(at), styleHashes };
};

const demoFile = cachedFile((text) => text);

/** The demo page of one dist directory, read again when a file of it changed (static/fileCache.ts). */
const createDemoPage = (distDir: string) => {
  let last: DemoPage | null = null;
  return {
    async read(): Promise<DemoPage> {
      let html: string;
      try {
        html = await demoFile(join(distDir, 'demo', 'index.html'));
      } catch {
        return {
          html: DEMO_NOT_BUILT_HTML,
          styleHashes: last?.styleHashes ?? [],
          scriptHashes: last?.scriptHashes ?? [],
        };
      }
      const page = inlineEarlyScript(
        await inlineDemoStylesheets(html, (path) => demoFile(join(distDir, 'demo', path))),
        await demoFile(join(distDir, 'elements', EARLY_PRESSES_FILE)).catch(() => null),
      );
      // The same files give the same page, its hashes the same array (securityHeaders.ts compares it).
      if (last?.html !== page.html) last = page;
      return last;
    },
    /** The CSP sources of the last page read. */
    styleHashes: (): readonly string[] => last?.styleHashes ?? [],
    scriptHashes: (): readonly string[] => last?.scriptHashes ?? [],
  };
};

const byDistDir = new Map<string, ReturnType<typeof createDemoPage>>();

/** The demo page of `distDir`, one per directory for the server's life (its routes and its CSP). */
export const demoPageOf = (distDir: string): ReturnType<typeof createDemoPage> => {
  let page = byDistDir.get(distDir);
  if (!page) {
    page = createDemoPage(distDir);
    byDistDir.set(distDir, page);
  }
  return page;
};

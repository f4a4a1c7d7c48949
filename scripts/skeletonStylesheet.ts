import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Issue 8 item 2 (docs/decisions/0025): the stylesheet CMS authors link in the <head> of a page
 * without a server render, so each element holds its place before its script defines it. Written as
 * it is (its comments tell authors what it does) beside the element scripts, at a stable URL:
 * dist/elements/pc-elements.css, served as /elements/pc-elements.css.
 */
export const SKELETON_STYLESHEET = 'pc-elements.css';

const SOURCE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/shared/src/ui/skeletons.css',
);

/** Emits packages/shared/src/ui/skeletons.css as `pc-elements.css` into the element build's output. */
export const skeletonStylesheetPlugin = (): Plugin => ({
  name: 'pc-skeleton-stylesheet',
  buildStart() {
    this.addWatchFile(SOURCE);
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: SKELETON_STYLESHEET, source: readFileSync(SOURCE, 'utf8') });
  },
});

import { type LazyChunk, lazyChunk } from '../lazyChunk.ts';
import type { StylesLoader } from './elementStyles.ts';

// An element's stylesheets in the browser (docs/decisions/0071): constructable sheets adopted by a
// shadow root the server did not render, or the stylesheet a server render named, linked.

function sheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
}

/** The design tokens and primitives, one pair of sheets for every element of the page. */
const sharedSheets = lazyChunk(() =>
  import('./sharedStyles.ts').then(({ sharedCss }) => sharedCss.map(sheet)),
);

/**
 * Links the stylesheet a server render named into the shadow root, first, and settles once it has
 * loaded or failed: the element then renders styled, or unstyled rather than not at all.
 */
export const linkStylesheet = (shadow: ShadowRoot, href: string): Promise<void> =>
  new Promise((settle) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => settle(), { once: true });
    link.addEventListener('error', () => settle(), { once: true });
    shadow.prepend(link);
  });

/** The element's sheets: the shared pair, then its own; loaded once, when first needed. */
export const elementSheets = (styles: StylesLoader | undefined): LazyChunk<CSSStyleSheet[]> =>
  lazyChunk(() =>
    Promise.all([sharedSheets.load(), styles?.()]).then(([shared, own]) =>
      own ? [...shared, sheet(own.default)] : shared,
    ),
  );

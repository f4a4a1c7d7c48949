import { type LazyChunk, lazyChunk } from '../lazyChunk.ts';
import type { StylesLoader } from './elementStyles.ts';

// An element's stylesheets in the browser (docs/decisions/0071): constructable sheets adopted by a
// shadow root the server did not render (a server render holds or links its own, decision 0202).

function sheet(css: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
}

/** The design tokens and primitives, one pair of sheets for every element of the page. */
const sharedSheets = lazyChunk(() =>
  import('./sharedStyles.ts').then(({ sharedCss }) => sharedCss.map(sheet)),
);

/** The element's sheets: the shared pair, then its own; loaded once, when first needed. */
export const elementSheets = (styles: StylesLoader | undefined): LazyChunk<CSSStyleSheet[]> =>
  lazyChunk(() =>
    Promise.all([sharedSheets.load(), styles?.()]).then(([shared, own]) =>
      own ? [...shared, sheet(own.default)] : shared,
    ),
  );

/**
 * The size budgets of design.md "Budgets", as one list (the form of size-limit's): each row names
 * what it measures, its limit and the compression measured. `npm run size` (scripts/size.ts) checks
 * every chunk of dist/elements against it through scripts/build-budgets.ts; nothing else holds a
 * limit. KB = 1024 bytes, brotli quality 11: design.md's "React 19 + ReactDOM + r2wc + nanostores
 * measure about 58 KB" is that measure.
 *
 * `path` is a chunk's name in the element build's manifest (dist/elements/.vite/manifest.json; the
 * hashed chunks' file names change with their content, docs/decisions/0022), `pc-*` any element
 * entry, and `entry` says whether it is an entry (a stable URL CMS authors name) or a hashed chunk.
 * A row with `withImports` measures a file of dist/elements (`path` is its file name) with every
 * chunk it imports, lazily too. The first chunk row that matches a chunk is its budget. A row with
 * `page` measures each element entry `path` matches as a page holding that element alone, with no
 * server render (a CMS page, a static site of another origin): the entry, what it imports statically,
 * and the stylesheet chunks it loads before its first view (docs/decisions/0071, 0136); the first page
 * row that matches an element is its budget.
 */

export const KB = 1024;

export interface SizeBudget {
  readonly name: string;
  readonly path: string;
  /** chunk rows: an entry (true) or a hashed chunk (false) */
  readonly entry?: boolean;
  readonly limit: number;
  readonly compression: 'brotli';
  /** measure the file with everything it imports (statically and with a literal `import()`) */
  readonly withImports?: boolean;
  /** measure each matching element entry as a page holding it alone (above) */
  readonly page?: boolean;
  readonly why: string;
}

export const SIZE_BUDGETS: readonly SizeBudget[] = [
  {
    name: 'runtime',
    path: 'runtime',
    entry: false,
    limit: 62 * KB,
    compression: 'brotli',
    why: 'the framework chunk (React, ReactDOM, r2wc, nanostores)',
  },
  {
    name: 'shared',
    path: 'shared',
    entry: false,
    limit: 10.5 * KB,
    compression: 'brotli',
    why:
      '@pc/shared with valibot and js-cookie, what every element needs since the shopping part has a chunk ' +
      'of its own (docs/decisions/0006, 0065): 9.9 KB measured',
  },
  {
    name: 'shop',
    path: 'shop',
    entry: false,
    limit: 5 * KB,
    compression: 'brotli',
    why:
      "@pc/shared's shopping part, loaded by the elements that sell, never by the quiz or the contact page " +
      '(docs/decisions/0065): 2.7 KB without the request schemas and the catalog part (docs/decisions/0074)',
  },
  {
    name: 'catalog',
    path: 'catalog',
    entry: false,
    limit: 1.5 * KB,
    compression: 'brotli',
    why:
      'the product, launch and page data schemas, the buy button and the gift card event, loaded by the gift ' +
      'card, candle and launch elements beside shop.js, never by the results page (docs/decisions/0074)',
  },
  {
    name: 'quiz',
    path: 'pc-quiz',
    entry: true,
    limit: 25 * KB,
    compression: 'brotli',
    why: "pc-quiz's own chunk: its content is larger",
  },
  {
    name: 'candle maps service',
    path: 'candleMapsService',
    entry: false,
    limit: 3 * KB,
    compression: 'brotli',
    why: "pc-candle's maps service loader, only on /candle with a maps key (docs/decisions/0028)",
  },
  {
    name: 'candle sanitizer',
    path: 'candleSanitizer',
    entry: false,
    limit: 12 * KB,
    compression: 'brotli',
    why:
      "pc-candle's overlay HTML sanitiser (DOMPurify), loaded as the shopper heads for 'tap for more info' " +
      '(docs/decisions/0029, 0067)',
  },
  {
    name: 'gift cards calendar',
    path: 'DeliveryCalendar',
    entry: false,
    limit: 18 * KB,
    compression: 'brotli',
    why:
      "pc-gift-cards' delivery date calendar (react-day-picker with its date-fns parts), loaded as the shopper " +
      'fills in the e-gift form or reaches for the date button (docs/decisions/0030, 0067)',
  },
  {
    name: 'insights',
    path: 'pc-insights',
    entry: true,
    limit: 6 * KB,
    compression: 'brotli',
    why:
      "the shop owner's report, on /insights only, its charts drawn as SVG by its own code (docs/decisions/0122): " +
      '3.6 KB measured',
  },
  {
    name: 'cart',
    path: 'pc-cart',
    entry: true,
    limit: 4 * KB,
    compression: 'brotli',
    why:
      "pc-cart's own chunk, on every page of a host that shows the cart in its header (docs/decisions/0124): " +
      'the badge, the drawer and its lines over the runtime, shared and shop chunks: 1.8 KB measured',
  },
  {
    name: 'frames',
    path: 'frames',
    entry: true,
    limit: 4 * KB,
    compression: 'brotli',
    why:
      "the demo's checkout and order frames drawn in the page with the elements' React (/elements/frames.js, " +
      'docs/decisions/0147), on /checkout and /account/orders: 2.7 KB measured',
  },
  {
    name: 'element',
    path: 'pc-*',
    entry: true,
    limit: 15 * KB,
    compression: 'brotli',
    why: "each element's own chunk",
  },
  {
    name: 'cross-sell standalone',
    path: 'pc-cross-sell.standalone.js',
    limit: 64 * KB,
    compression: 'brotli',
    withImports: true,
    why:
      'what a third-party page without the element runtime downloads: the loader and the self-contained ' +
      'bundle it imports (docs/decisions/0041), the cap big checkout platforms set for embeds',
  },
  // docs/decisions/0136: "≤ 80 KB brotli JS on a page with one element" (the bench's goal, scripts/bench/goals.ts).
  // The results page meets it since decision 0211: no row of its own any more.
  {
    name: 'page with one element',
    path: 'pc-*',
    page: true,
    limit: 80 * KB,
    compression: 'brotli',
    why:
      'the JS of a page holding one element and no server render, runtime and stylesheet chunks included: ' +
      'the bench goal of design.md "Budgets" (docs/decisions/0136)',
  },
];

/**
 * The element build's chunk plan, one row per shared chunk: which modules it holds, why, and the
 * decision that set it. Every row becomes one codeSplitting group of the element build
 * (scripts/build/elementsBuild.ts), matched in this order: a module goes to the first row naming it.
 * Anything else stays with the element that imports it, or becomes a chunk of its own where an
 * element imports it with `import()` (docs/build.md lists those per route).
 *
 * Module names: an npm package (`react`, `@r2wc/*`), `@pc/shared` (the workspace package, through
 * its symlink or packages/shared), a file or folder (ending in `/`) of a package (`@pc/shared/src/
 * stores/cart.ts`, `@pc/shared/src/ui/*.css`), or a virtual module's id prefix (`\0pc-esm:`).
 */

export interface ChunkRow {
  /** the chunk's name: `<chunk>-<hash>.js` in dist/elements, `<chunk>` in the build manifest */
  readonly chunk: string;
  readonly modules: readonly string[];
  /** modules of `modules` kept out of the chunk */
  readonly except?: readonly string[];
  /** true: only the modules named, not what they import (which stays in the chunk of a later row) */
  readonly onlyNamed?: boolean;
  readonly why: string;
  readonly decision: string;
}

export const CHUNK_PLAN: readonly ChunkRow[] = [
  {
    chunk: 'runtime',
    modules: ['\0pc-esm:', 'react', 'react-dom', 'scheduler', '@r2wc/*', 'nanostores', '@nanostores/*'],
    why:
      'The framework every element uses, fetched once per page however many elements it holds; with the ' +
      "ES module facades of React's CommonJS (scripts/build/elementsBuild.ts), so no rolldown helper chunk appears.",
    decision: '0006',
  },
  {
    chunk: 'shop',
    modules: [
      '@pc/shared/src/contract/cart.ts',
      '@pc/shared/src/contract/cartLines.ts',
      '@pc/shared/src/contract/addToCartForm.ts',
      '@pc/shared/src/contract/addBathroomModule.ts',
      '@pc/shared/src/contract/checkout.ts',
      // checkout's, the order's and a cart line's e-gift schemas, a gift card code's: pages that sell
      // (issue 45 item 4: off the quiz's page)
      '@pc/shared/src/contract/order.ts',
      '@pc/shared/src/stores/cart.ts',
      '@pc/shared/src/cartAnalytics.ts',
      '@pc/shared/src/events/PcCartChangeEvent.ts',
      '@pc/shared/src/format/price.ts',
      // its one rule, which the cross-sell's standalone stand-in for price.ts reads too (decision 0216)
      '@pc/shared/src/format/intlPrices.ts',
      // the elements' price formatter in their locale and the store's currency (issue 43 item 4)
      '@pc/shared/src/i18n/usePrice.ts',
      // read by the results page and the cart, or the results page and the gift cards, all of which
      // load shop.js: off every other page (docs/decisions/0136)
      '@pc/shared/src/format/cadence.ts',
      // spec §9's free-shipping note: the results cards, the buy button and the cart, all on pages that
      // load shop.js; off the quiz's page (docs/decisions/0149: room for the consent)
      '@pc/shared/src/freeShipping.ts',
    ],
    onlyNamed: true,
    why:
      'What only the elements that sell use (the cart store and calls, the add-to-cart form, the results and ' +
      'checkout schemas, the cart event): the quiz and the contact page load shared.js alone. ' +
      'Nothing in shared.js imports it (scripts/import-graph.test.ts, scripts/shared-chunks.test.ts).',
    decision: '0065',
  },
  {
    chunk: 'catalog',
    modules: [
      '@pc/shared/src/contract/products.ts',
      '@pc/shared/src/contract/pageData.ts',
      '@pc/shared/src/events/PcGiftCardSelectEvent.ts',
    ],
    onlyNamed: true,
    why:
      'What the product pages use and the results page does not (product and page data schemas, ' +
      'the gift card event), beside shop.js; shop.js imports nothing of it.',
    decision: '0074',
  },
  {
    chunk: 'shopMessages',
    modules: ['@pc/shared/src/shop/messages/index.ts', '@pc/shared/src/shop/messages/en-US.ts'],
    onlyNamed: true,
    why:
      "The texts of the elements that sell, in en-US (the buy button, a cart line's controls): beside the " +
      "catalogs' runtime, for the elements that read them; another locale's file is a chunk of its own.",
    decision: '0211',
  },
  {
    chunk: 'shared',
    modules: [
      '@pc/shared',
      'valibot',
      'js-cookie',
      // the catalogs' plural and number helpers (decisions 0210, 0211)
      '@messageformat/runtime',
    ],
    except: [
      // fuzzy search (fuse.js): with the element that searches, on the way (decisions 0006, 0072)
      '@pc/shared/src/search/',
      // the quiz's option values: only the quiz reads them in the browser (decision 0018)
      '@pc/shared/src/contract/quizValues.ts',
      // the shop's clock (@date-fns/tz): only the gift card page (decisions 0030, 0062)
      '@pc/shared/src/validation/shopTime.ts',
      // the owner's sign-in and report calls: only pc-insights, on /insights (decision 0122)
      '@pc/shared/src/contract/insights.ts',
      // the owner's webhook calls: only pc-insights too (decision 0190)
      '@pc/shared/src/contract/webhooks.ts',
      // every page's data as one union, and its call: the store and the demo read it, no element (0136)
      '@pc/shared/src/contract/pageDataCall.ts',
      // its results-only twin: with the code of pc-results that asks it on another origin (decision 0184)
      '@pc/shared/src/contract/resultsPageDataCall.ts',
      // its gift-cards-only twin: with pc-gift-cards, which asks it where no page data was printed
      '@pc/shared/src/contract/giftCardsPageDataCall.ts',
      // the shared stylesheets: only for an element without a server render (decision 0071)
      '@pc/shared/src/element/sharedStyles.ts',
      '@pc/shared/src/ui/*.css',
      // what one or two elements alone read, so not on every page (docs/decisions/0136): the quiz's
      // contract, user store and fields stay in pc-quiz.js, the results' contract in pc-results.js; the cookies with js-cookie (quiz, results),
      // the gift card fields (gift cards; a name's rule, which the quiz reads too, stays in, decision 0211) and the accordion (contact, gift cards) are small
      // chunks of the two
      '@pc/shared/src/contract/quiz.ts',
      // spec §9's shipping rule and its words: only the cart drawer applies it in the browser (0149)
      '@pc/shared/src/shippingRule.ts',
      // the unload beacon: only the quiz sends an event as the page goes away (decision 0017, 0149)
      '@pc/shared/src/analyticsBeacon.ts',
      '@pc/shared/src/contract/results.ts',
      // its calls made as the shopper acts: with the results' chunk that makes them, on the way
      '@pc/shared/src/contract/resultsActions.ts',
      '@pc/shared/src/contract/perfume.ts',
      '@pc/shared/src/contract/users.ts',
      '@pc/shared/src/stores/user.ts',
      '@pc/shared/src/validation/quizFields.ts',
      '@pc/shared/src/cookies.ts',
      'js-cookie',
      '@pc/shared/src/validation/giftCardFields.ts',
      '@pc/shared/src/ui/Accordion.tsx',
      // spec §9's cadence rules: the set rule stays with pc-results.js, its one reader in the browser;
      // the quiz's cadence table is the server's (docs/decisions/0016)
      '@pc/shared/src/cadence/',
      // an email address's rule: only the results' sends check one in the browser, on the shopper's way
      // (their actions chunk, decision 0211), so no page's first load carries it (issue 43's room)
      '@pc/shared/src/validation/emailAddress.ts',
      // a shopper's data-rights call: only the contact page asks it (docs/decisions/0150)
      '@pc/shared/src/contract/privacy.ts',
      // the launch contract (its codes, product, page and calls): only the launch page (docs/decisions/0136)
      '@pc/shared/src/contract/launch.ts',
      // the gift card page's balance call, with its balance check on the way (docs/decisions/0136)
      '@pc/shared/src/contract/giftCardBalance.ts',
      // the buy button's rule (spec §9 stock): the candle and the launch pages', not the gift cards' (0200)
      '@pc/shared/src/stock/buyButton.ts',
      // a gift card's name: the checkout frame's views (/elements/frames.js) and the demo's own copy (0199)
      '@pc/shared/src/format/cardName.ts',
      // a day as the checkout and order frames write it: only their views (/elements/frames.js) read it
      '@pc/shared/src/format/dayLabel.ts',
      // the cross-sell's calls: only pc-cross-sell.js makes them (issue 45 item 4)
      '@pc/shared/src/contract/crossSell.ts',
      // the post-purchase survey's calls: only pc-post-purchase-survey.js makes them (issue 45 item 4)
      '@pc/shared/src/contract/postPurchase.ts',
      // the cross-sell's insight events, its own (issue 45 item 4)
      '@pc/shared/src/contract/insightEvents.ts',
      // pc-complete: the cross-sell's and the survey's, a small chunk of the two (issue 45 item 4)
      '@pc/shared/src/events/PcCompleteEvent.ts',
      // PLACE ORDER through the cart store: only /elements/api.js (a host's checkout) uses it (0180)
      '@pc/shared/src/stores/cartOrder.ts',
      '@pc/shared/src/contract/placeOrder.ts',
      // what an element shows where it cannot show its view: a chunk of the quiz, launch and candle (0185)
      '@pc/shared/src/element/Unavailable.tsx',
      // what only a server render needs while it hydrates: a chunk fetched only where one is (0211)
      '@pc/shared/src/element/hydration.ts',
      '@pc/shared/src/element/earlyEntries.ts',
      '@pc/shared/src/element/heldEvents.ts',
      // an author's words: a chunk of its own, only for a page whose #pc-config has some (decision 0210)
      '@pc/shared/src/i18n/overrides.ts',
      '@pc/shared/src/i18n/overridden.ts',
      '@pc/shared/src/i18n/icuOverrides.ts',
      // another locale's shared texts: a chunk of its own, fetched in that locale (decision 0210)
      '@pc/shared/src/messages/es-US.ts',
      // an author's words: a chunk of its own, only for a page whose #pc-config has some (decision 0210)
      '@pc/shared/src/i18n/overrides.ts',
      // the shop's texts: with the shop chunk (decision 0211)
      '@pc/shared/src/shop/',
      // a link inside a sentence: with the elements that place one (decision 0211)
      '@pc/shared/src/i18n/withNodes.tsx',
    ],
    why:
      '@pc/shared, whose stores exist once per page (design.md "State"), with the small libraries it uses ' +
      'in the browser; what one element alone reads stays out.',
    decision: '0006, 0065',
  },
];

const SEP = '[\\\\/]';

/** A path (`a/b/*.css`) as a pattern: `*` is any name within a folder. */
const pathPattern = (text: string): string =>
  text
    .split('/')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^\\\\/]+'))
    .join(SEP);

/** A module name of the plan → the pattern its resolved ids match. */
export const modulePattern = (name: string): string => {
  if (name.startsWith('\0')) return `^${pathPattern(name)}`;
  const parts = name.split('/');
  const scope = name.startsWith('@') ? 2 : 1;
  const packageName = parts.slice(0, scope).join('/');
  const rest = parts.slice(scope).join('/');
  // The workspace's own files, not a package npm nested under it (packages/shared/node_modules/…:
  // a dependency whose version differs from the root's), which goes where its own name says.
  const root =
    packageName === '@pc/shared'
      ? `${SEP}(?:node_modules${SEP}@pc${SEP}shared|packages${SEP}shared)${SEP}(?!node_modules${SEP})`
      : `${SEP}node_modules${SEP}${pathPattern(packageName)}${SEP}`;
  if (rest === '' || rest.endsWith('/')) return `${root}${pathPattern(rest)}`;
  return `${root}${pathPattern(rest)}(?:\\?|$)`;
};

const anyOf = (names: readonly string[]): RegExp => new RegExp(names.map(modulePattern).join('|'));

/** Whether a resolved module id goes into a row's chunk (before earlier rows take it). */
export const matcher = (row: ChunkRow): { test(id: string): boolean } => {
  const named = anyOf(row.modules);
  const except = row.except ? anyOf(row.except) : null;
  return { test: (id) => named.test(id) && !except?.test(id) };
};

const row = (chunk: string): ChunkRow => {
  const found = CHUNK_PLAN.find((r) => r.chunk === chunk);
  if (!found) throw new Error(`no chunk ${chunk} in the plan`);
  return found;
};

/** The rows' matchers by name, for the tests that check what each chunk holds. */
export const RUNTIME_MODULE = matcher(row('runtime'));
export const SHOP_MODULE = matcher(row('shop'));
export const CATALOG_MODULE = matcher(row('catalog'));
export const SHARED_MODULE = matcher(row('shared'));

/** The plan as rolldown's `output.codeSplitting.groups`: the first row has the highest priority. */
export const codeSplittingGroups = () =>
  CHUNK_PLAN.map((r, index) => ({
    name: r.chunk,
    test: matcher(r).test,
    priority: CHUNK_PLAN.length - index,
    ...(r.onlyNamed ? { includeDependenciesRecursively: false } : {}),
  }));

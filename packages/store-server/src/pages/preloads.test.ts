import { matchRoute } from '@pc/shared/routes';
import { describe, expect, it } from 'vitest';
import {
  type BuildManifests,
  fragmentPreloadUrls,
  injectPreloads,
  preloadUrls,
  staticClosure,
  type ViteManifest,
} from './preloads.ts';

// docs/decisions/0022: the page names every module its route runs, from the builds' Vite manifests.

const ELEMENTS: ViteManifest = {
  '_runtime-R.js': { file: 'runtime-R.js', name: 'runtime' },
  '_shared-S.js': {
    file: 'shared-S.js',
    name: 'shared',
    imports: ['_runtime-R.js'],
    dynamicImports: ['packages/shared/src/element/hydration.ts'],
  },
  // decision 0211: what a server render hydrates with, a chunk the shared one imports when needed
  'packages/shared/src/element/hydration.ts': { file: 'hydration-H.js', imports: ['_shared-S.js'] },
  '_search-F.js': { file: 'search-F.js', name: 'search' },
  'packages/quiz-element/src/element.ts': {
    file: 'pc-quiz.js',
    isEntry: true,
    imports: ['_shared-S.js', '_runtime-R.js'],
  },
  'packages/results-element/src/element.ts': {
    file: 'pc-results.js',
    isEntry: true,
    imports: ['_shared-S.js', '_runtime-R.js'],
  },
  'packages/storefront-elements/src/contact/element.ts': {
    file: 'pc-contact.js',
    isEntry: true,
    imports: ['_runtime-R.js', '_messages-M.js'],
    dynamicImports: ['packages/storefront-elements/src/contact/messages/es-US.ts'],
  },
  // decision 0210: the catalogs' runtime, and the catalogs of another locale, fetched in it
  '_messages-M.js': {
    file: 'messages-M.js',
    imports: ['_runtime-R.js'],
    dynamicImports: ['packages/shared/src/messages/es-US.ts'],
  },
  'packages/storefront-elements/src/contact/messages/es-US.ts': {
    file: 'es-US-C.js',
    imports: ['_messages-M.js'],
  },
  'packages/shared/src/messages/es-US.ts': { file: 'es-US-S.js' },
  'packages/candle-element/src/element.ts': {
    file: 'pc-candle.js',
    isEntry: true,
    imports: ['_shared-S.js', '_runtime-R.js'],
  },
  'packages/crosssell-element/src/element.ts': {
    file: 'pc-cross-sell.js',
    isEntry: true,
    imports: ['_cross-X.js', '_shared-S.js'],
  },
  '_cross-X.js': { file: 'cross-X.js' },
  // The element build's calls for host pages (decision 0073): re-exports of the shared chunks.
  'packages/storefront-elements/src/api.ts': {
    file: 'api.js',
    isEntry: true,
    imports: ['_shared-S.js', '_shop-P.js'],
  },
  '_shop-P.js': { file: 'shop-P.js', name: 'shop', imports: ['_shared-S.js'] },
  // The checkout's and the orders' views (decision 0147), with the cart's line view they share.
  'packages/storefront-elements/src/frames/draw.tsx': {
    file: 'frames.js',
    isEntry: true,
    imports: ['_runtime-R.js', '_shared-S.js', '_cartView-L.js'],
  },
  '_cartView-L.js': { file: 'cartView-L.js', name: 'cartView', imports: ['_shared-S.js'] },
};
const DEMO: ViteManifest = {
  'index.html': { file: 'assets/index-D.js', isEntry: true, imports: ['_vendor-V.js'] },
  '_vendor-V.js': { file: 'assets/vendor-V.js' },
};
const BUILT: BuildManifests = { elements: ELEMENTS, demo: DEMO };
const DEMO_URLS = ['/demo/assets/index-D.js', '/demo/assets/vendor-V.js'];
/** decision 0211: the route's element hydrates the server's first view, so its page names this chunk. */
const HYDRATION = '/elements/hydration-H.js';

describe('staticClosure', () => {
  it('lists the entry, then each chunk it imports once, transitively', () => {
    expect(staticClosure(ELEMENTS, 'packages/quiz-element/src/element.ts')).toEqual([
      'pc-quiz.js',
      'shared-S.js',
      'runtime-R.js',
    ]);
  });

  it('is empty for a key the manifest lacks', () => {
    expect(staticClosure(ELEMENTS, 'nothing')).toEqual([]);
  });
});

describe('preloadUrls', () => {
  it.each([
    ['/quiz', ['/elements/pc-quiz.js', '/elements/shared-S.js', '/elements/runtime-R.js', HYDRATION]],
    ['/gift-quiz', ['/elements/pc-quiz.js', '/elements/shared-S.js', '/elements/runtime-R.js', HYDRATION]],
    [
      '/quizresult',
      ['/elements/pc-results.js', '/elements/shared-S.js', '/elements/runtime-R.js', HYDRATION],
    ],
    ['/contact', ['/elements/pc-contact.js', '/elements/runtime-R.js', '/elements/messages-M.js']],
    // decision 0075: not the candle pages' companion (decision 0052), which loads once the page has.
    [
      '/candle/tulum',
      ['/elements/pc-candle.js', '/elements/shared-S.js', '/elements/runtime-R.js', HYDRATION],
    ],
    // no element: the index, a content page, a path outside the table
    ['/', []],
    ['/no/such/page', []],
  ])('%s → the demo chunks and %o', (path, elementUrls) => {
    expect(preloadUrls(matchRoute(path), BUILT)).toEqual([...DEMO_URLS, ...elementUrls]);
  });

  // decision 0210: a page in es-US names the catalogs its element fetches before its first render.
  it('names, on a page in es-US, the es-US catalogs of the element and of the chunks it imports', () => {
    const own = ['/elements/pc-contact.js', '/elements/runtime-R.js', '/elements/messages-M.js'];
    expect(preloadUrls(matchRoute('/contact'), BUILT, 'es-US')).toEqual([
      ...DEMO_URLS,
      ...own,
      '/elements/es-US-C.js',
      '/elements/es-US-S.js',
    ]);
    expect(preloadUrls(matchRoute('/contact'), BUILT, 'en-US')).toEqual([...DEMO_URLS, ...own]);
  });

  // decision 0058: the demo's boot script imports its router at once only where no server render is.
  it('names the demo router where the demo draws the first view itself', () => {
    const demo: ViteManifest = {
      ...DEMO,
      'src/router.ts': {
        file: 'assets/router-R.js',
        imports: ['_contract-C.js', '_checkoutFrame-F.js'],
      },
      // The router imports it too: a shared chunk named after its module (demo/src/views/checkoutFrame.ts).
      '_checkoutFrame-F.js': {
        file: 'assets/checkoutFrame-F.js',
        name: 'checkoutFrame',
        imports: ['_contract-C.js'],
      },
      '_contract-C.js': { file: 'assets/contract-C.js' },
    };
    const router = [
      '/demo/assets/router-R.js',
      '/demo/assets/contract-C.js',
      '/demo/assets/checkoutFrame-F.js',
    ];
    const built = { elements: ELEMENTS, demo };
    expect(preloadUrls(matchRoute('/'), built)).toEqual([...DEMO_URLS, ...router]);
    expect(preloadUrls(matchRoute('/no/such/page'), built)).toEqual([...DEMO_URLS, ...router]);
    // issue 43: on a page in es-US, the texts it draws in es-US (the demo's and the titles'), fetched
    // with it; none on a route the server renders, where the router comes on the shopper's way.
    const withTexts: ViteManifest = {
      ...demo,
      'src/router.ts': {
        ...demo['src/router.ts']!,
        dynamicImports: ['src/messages/es-US.ts', 'src/views/checkout.ts', '_contract-C.js'],
      },
      '_contract-C.js': {
        file: 'assets/contract-C.js',
        dynamicImports: ['../packages/shared/src/routes/messages/es-US.ts'],
      },
      'src/messages/es-US.ts': { file: 'assets/es-US-D.js', imports: ['_select-S.js'] },
      '_select-S.js': { file: 'assets/select-S.js' },
      '../packages/shared/src/routes/messages/es-US.ts': { file: 'assets/es-US-T.js' },
    };
    const spanish = ['/demo/assets/es-US-D.js', '/demo/assets/select-S.js', '/demo/assets/es-US-T.js'];
    const inSpanish = { elements: ELEMENTS, demo: withTexts };
    expect(preloadUrls(matchRoute('/careers'), inSpanish, 'es-US')).toEqual([
      ...DEMO_URLS,
      ...router,
      ...spanish,
    ]);
    expect(preloadUrls(matchRoute('/careers'), inSpanish)).toEqual([...DEMO_URLS, ...router]);
    expect(preloadUrls(matchRoute('/quiz'), inSpanish, 'es-US')).not.toContain('/demo/assets/es-US-D.js');
    // decision 0063: the server prints the checkout frame; the page runs its script, not the router.
    // decision 0073: the script's calls are the element build's /elements/api.js, named with it;
    // decision 0147's views (/elements/frames.js) are not named: the served frame is the store's HTML,
    // and its script loads them once the page has settled (issue 45 item 4).
    expect(preloadUrls(matchRoute('/checkout'), built)).toEqual([
      ...DEMO_URLS,
      '/demo/assets/checkoutFrame-F.js',
      '/demo/assets/contract-C.js',
      '/elements/api.js',
      '/elements/shared-S.js',
      '/elements/runtime-R.js',
      '/elements/shop-P.js',
      '/elements/pc-cross-sell.js',
      '/elements/cross-X.js',
      // decision 0211: the pop-up hydrates the first view the server drew (with an offer, its products)
      HYDRATION,
    ]);
    expect(preloadUrls(matchRoute('/contact'), built)).toEqual([
      ...DEMO_URLS,
      '/elements/pc-contact.js',
      '/elements/runtime-R.js',
      '/elements/messages-M.js',
    ]);
  });

  it('names nothing while the builds are missing', () => {
    expect(preloadUrls(matchRoute('/quiz'), { elements: {}, demo: {} })).toEqual([]);
  });

  it('names no element the element build lacks', () => {
    expect(preloadUrls(matchRoute('/quiz'), { elements: {}, demo: DEMO })).toEqual(DEMO_URLS);
  });
});

describe('fragmentPreloadUrls: what an element’s fragment runs on a page of another origin (decision 0212)', () => {
  it('names its script, the chunks it imports and the chunk it hydrates with', () => {
    expect(fragmentPreloadUrls(BUILT, 'pc-quiz', 'en-US')).toEqual([
      '/elements/pc-quiz.js',
      '/elements/shared-S.js',
      '/elements/runtime-R.js',
      HYDRATION,
    ]);
  });

  it('and its catalogs in the fragment’s locale', () => {
    expect(fragmentPreloadUrls(BUILT, 'pc-contact', 'es-US')).toEqual([
      '/elements/pc-contact.js',
      '/elements/runtime-R.js',
      '/elements/messages-M.js',
      '/elements/es-US-C.js',
      '/elements/es-US-S.js',
    ]);
  });

  it('names nothing while the element build is missing', () => {
    expect(fragmentPreloadUrls({ elements: {} }, 'pc-quiz', 'en-US')).toEqual([]);
  });
});

describe('injectPreloads', () => {
  it('puts the links before </head>', () => {
    expect(
      injectPreloads('<html><head><title>x</title></head><body></body></html>', ['/a.js', '/b.js']),
    ).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/a.js"><link rel="modulepreload" href="/b.js"></head><body></body></html>',
    );
  });

  it("puts them before the head's first module script, which they would follow too late (decision 0094), and the head's stylesheets before them (decision 0204)", () => {
    expect(
      injectPreloads(
        '<html><head><title>x</title><script type="module" crossorigin src="/a.js"></script>\n    <link rel="stylesheet" crossorigin href="/a.css">\n  </head><body><link rel="stylesheet" href="/body.css"><script type="module" src="/c.js"></script></body></html>',
        ['/a.js', '/b.js'],
      ),
    ).toBe(
      '<html><head><title>x</title><link rel="stylesheet" crossorigin href="/a.css"><link rel="modulepreload" href="/a.js"><link rel="modulepreload" href="/b.js"><script type="module" crossorigin src="/a.js"></script>\n    </head><body><link rel="stylesheet" href="/body.css"><script type="module" src="/c.js"></script></body></html>',
    );
  });

  it('leaves a stylesheet that is already before the first module script where it is', () => {
    expect(
      injectPreloads(
        '<html><head><link rel="stylesheet" href="/a.css"><script type="module" src="/a.js"></script></head></html>',
        ['/a.js'],
      ),
    ).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/a.js"><script type="module" src="/a.js"></script></head></html>',
    );
  });
});

import { matchRoute } from '@pc/shared/routes';
import { describe, expect, it } from 'vitest';
import { type PageConfig, pageConfig, pageConfigScript } from './pageConfig.ts';
import { createPageTemplates, fillTemplate, pageTemplate } from './pageTemplate.ts';
import { injectTitle } from './pageTitle.ts';
import { type BuildManifests, injectPreloads, preloadUrls, type ViteManifest } from './preloads.ts';
import type { FirstView } from './serverRender.ts';

// docs/decisions/0056, 0082: a page is a template made once per build and route, filled per
// request; it must be the very text the injections one by one made per request before.

/** The first view, its stylesheet inside it (decision 0202), as injected before (the reference text). */
const injectFirstView = (html: string, view: FirstView | null): string => {
  const main = /(<main\b[^>]*\bid="pc-main"[^>]*>)\s*(<\/main>)/i;
  if (!view || !main.test(html)) return html;
  return html.replace(main, (_, open: string, close: string) => `${open}${view.main}${close}`);
};

/**
 * The first view's image preloads (decision 0206): before the head's first module preload, else just
 * before the configuration script; the first at high priority.
 */
const injectImagePreloads = (html: string, view: FirstView | null): string => {
  if (!view) return html;
  const links = view.images
    .map(
      (href, i) => `<link rel="preload" as="image" href="${href}"${i === 0 ? ' fetchpriority="high"' : ''}>`,
    )
    .join('');
  const head = html.search(/<\/head>/i);
  const preload = html.slice(0, head === -1 ? 0 : head).search(/<link rel="modulepreload"/);
  const at = preload !== -1 ? preload : html.indexOf('<script type="application/json" id="pc-config">');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
};

/** The configuration script before `</head>` (or at the start), as injected before. */
const injectPageConfig = (html: string, config: PageConfig): string => {
  const script = pageConfigScript(config);
  const head = html.search(/<\/head>/i);
  return head === -1 ? `${script}${html}` : `${html.slice(0, head)}${script}${html.slice(head)}`;
};

const ELEMENTS: ViteManifest = {
  '_runtime-R.js': { file: 'runtime-R.js' },
  'packages/quiz-element/src/element.ts': { file: 'pc-quiz.js', isEntry: true, imports: ['_runtime-R.js'] },
  'packages/results-element/src/element.ts': {
    file: 'pc-results.js',
    isEntry: true,
    imports: ['_runtime-R.js'],
  },
  'packages/storefront-elements/src/contact/element.ts': { file: 'pc-contact.js', isEntry: true },
};
const BUILT: BuildManifests = {
  elements: ELEMENTS,
  demo: { 'index.html': { file: 'assets/index-D.js', isEntry: true } },
};

const USUAL =
  '<!doctype html><html><head><title>Demo</title></head><body><main id="pc-main" tabindex="-1">\n  </main></body></html>';
const SHAPES: Record<string, string> = {
  'the demo page': USUAL,
  'an upper-case head end': USUAL.replace('</head>', '</HEAD>'),
  'no head': '<main id="pc-main"></main>',
  'no main region': '<html><head></head><body><div id="app"></div></body></html>',
  'a main region before the head end': '<main id="pc-main"></main><head></head>',
  'a main region that is not empty':
    '<html><head></head><body><main id="pc-main"><p>x</p></main></body></html>',
};

const VIEW: FirstView = {
  main: '<pc-quiz type="self"><template shadowrootmode="open"><style>p{}</style>Hi</template></pc-quiz>',
  images: ['/assets/sets/face-set.svg', '/assets/launch/perfumers/clara-moreau.svg'],
};
const CONFIG = pageConfig('abcdef0123456789', { quiz: { name: '</script><script>alert(1)</script>' } });

const before = (demo: string, path: string, view: FirstView | null) =>
  injectImagePreloads(
    injectPageConfig(
      injectFirstView(
        injectPreloads(injectTitle(demo, matchRoute(path)), preloadUrls(matchRoute(path), BUILT)),
        view,
      ),
      CONFIG,
    ),
    view,
  );

describe('createPageTemplates().page', () => {
  const cases = Object.entries(SHAPES).flatMap(([shape, demo]) =>
    ['/quiz', '/quizresult', '/contact', '/careers', '/no/such/page'].flatMap((path) =>
      [VIEW, null].map((view) => [shape, path, view ? 'a first view' : 'no first view', demo, view] as const),
    ),
  );

  it.each(cases)(
    '%s, %s, %s: the same page as the injections one by one',
    (_shape, path, _view, demo, view) => {
      const templates = createPageTemplates();
      // Twice: the second page comes from the kept template.
      expect(templates.page(demo, BUILT, matchRoute(path), view, CONFIG, path)).toBe(
        before(demo, path, view),
      );
      expect(templates.page(demo, BUILT, matchRoute(path), view, CONFIG, path)).toBe(
        before(demo, path, view),
      );
    },
  );

  it('keeps one template per route element: each route gets its own preloads', () => {
    const templates = createPageTemplates();
    for (const path of ['/quiz', '/quizresult', '/quiz', '/contact', '/quizresult']) {
      expect(templates.page(USUAL, BUILT, matchRoute(path), VIEW, CONFIG, path)).toBe(
        before(USUAL, path, VIEW),
      );
    }
  });

  // decision 0202: the navigation's link to the page is marked in the HTML (navLinks.ts).
  it("marks the navigation's link to the page's path, on the kept template too", () => {
    const templates = createPageTemplates();
    const demo = USUAL.replace(
      '<body>',
      '<body><nav aria-label="Main"><a href="/quiz">Quiz</a><a href="/gift-quiz">Gift quiz</a></nav>',
    );
    expect(templates.page(demo, BUILT, matchRoute('/quiz'), VIEW, CONFIG, '/quiz')).toContain(
      '<a href="/quiz" aria-current="page">Quiz</a><a href="/gift-quiz">Gift quiz</a>',
    );
    expect(templates.page(demo, BUILT, matchRoute('/gift-quiz'), VIEW, CONFIG, '/gift-quiz')).toContain(
      '<a href="/quiz">Quiz</a><a href="/gift-quiz" aria-current="page">Gift quiz</a>',
    );
    expect(templates.page(demo, BUILT, matchRoute('/quizq1'), VIEW, CONFIG, '/quizq1')).not.toContain(
      'aria-current',
    );
  });

  it('uses a rebuilt demo page or manifests at once', () => {
    const templates = createPageTemplates();
    templates.page(USUAL, BUILT, matchRoute('/quiz'), null, CONFIG, '/quiz');
    const rebuilt = USUAL.replace('<title>Demo</title>', '<title>Rebuilt</title>');
    expect(templates.page(rebuilt, BUILT, matchRoute('/quiz'), null, CONFIG, '/quiz')).toContain(
      '<title>Quiz | Rebuilt</title>',
    );
    const manifests: BuildManifests = {
      elements: ELEMENTS,
      demo: { 'index.html': { file: 'assets/index-NEW.js', isEntry: true } },
    };
    expect(templates.page(rebuilt, manifests, matchRoute('/quiz'), null, CONFIG, '/quiz')).toContain(
      '/demo/assets/index-NEW.js',
    );
  });
});

/** A page with a first view only (no configuration): the view's slots filled. */
const withView = (html: string, view: FirstView | null) => fillTemplate(pageTemplate(html), { view });

describe('fillTemplate: the first view', () => {
  /** The demo page's shape (demo/index.html): a head, and the main region the router renders into. */
  const DEMO_HTML =
    '<!doctype html><html><head><title>Demo</title></head><body><main id="pc-main" tabindex="-1"></main></body></html>';

  // decision 0202: the element's stylesheet is in its shadow root; the head preloads none.
  it('fills the empty main region, and nothing else', () => {
    const html = withView(DEMO_HTML, { main: '<pc-contact></pc-contact>', images: [] });
    expect(html).toBe(
      '<!doctype html><html><head><title>Demo</title></head><body><main id="pc-main" tabindex="-1"><pc-contact></pc-contact></main></body></html>',
    );
  });

  // decision 0206: a picture inside a shadow root's template is asked for only once the template is
  // parsed and the page styled; the head names it before the module preloads, the first at high priority.
  it("names the view's images in the head, after its stylesheet and before its module preloads", () => {
    const head =
      '<!doctype html><html><head><link rel="stylesheet" href="/demo/assets/index-S.css"><link rel="modulepreload" href="/demo/assets/index-D.js"><script type="module" src="/demo/assets/index-D.js"></script></head>';
    const html = withView(`${head}<body><main id="pc-main"></main></body></html>`, {
      main: '<pc-candle></pc-candle>',
      images: ['/assets/candles/gran-cenote.svg', '/assets/candles/jardin.svg'],
    });
    expect(html).toContain(
      '<link rel="stylesheet" href="/demo/assets/index-S.css"><link rel="preload" as="image" href="/assets/candles/gran-cenote.svg" fetchpriority="high"><link rel="preload" as="image" href="/assets/candles/jardin.svg"><link rel="modulepreload" href="/demo/assets/index-D.js">',
    );
    expect(withView(`${head}<body></body></html>`, null)).not.toContain('as="image"');
  });

  it('leaves a page without that main region, or without a view, as it is', () => {
    const view = { main: '<pc-contact></pc-contact>', images: [] };
    expect(withView('<html><body><main></main></body></html>', view)).toBe(
      '<html><body><main></main></body></html>',
    );
    expect(withView(DEMO_HTML, null)).toBe(DEMO_HTML);
  });
});

import { describe, expect, it } from 'vitest';
import { injectPageConfig, pageConfig } from './pageConfig.ts';
import { createPageTemplates } from './pageTemplate.ts';
import { injectTitle } from './pageTitle.ts';
import { type BuildManifests, injectPreloads, preloadUrls, type ViteManifest } from './preloads.ts';
import { type FirstView, injectFirstView } from './serverRender.ts';

// issue 11 item 10 (docs/decisions/0056): a page is assembled around the demo page cut once per build
// and route element; it must be the very text the three injections made per request before.

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
  main: '<pc-quiz type="self"><template shadowrootmode="open">Hi</template></pc-quiz>',
  stylesheets: ['/elements/pc-quiz-S.css'],
};
const CONFIG = pageConfig('abcdef0123456789', { quiz: { name: '</script><script>alert(1)</script>' } });

const before = (demo: string, path: string, view: FirstView | null) =>
  injectPageConfig(
    injectFirstView(injectPreloads(injectTitle(demo, path), preloadUrls(path, BUILT)), view),
    CONFIG,
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
      expect(templates.page(demo, BUILT, path, view, CONFIG)).toBe(before(demo, path, view));
      expect(templates.page(demo, BUILT, path, view, CONFIG)).toBe(before(demo, path, view));
    },
  );

  it('keeps one template per route element: each route gets its own preloads', () => {
    const templates = createPageTemplates();
    for (const path of ['/quiz', '/quizresult', '/quiz', '/contact', '/quizresult']) {
      expect(templates.page(USUAL, BUILT, path, VIEW, CONFIG)).toBe(before(USUAL, path, VIEW));
    }
  });

  it('uses a rebuilt demo page or manifests at once', () => {
    const templates = createPageTemplates();
    templates.page(USUAL, BUILT, '/quiz', null, CONFIG);
    const rebuilt = USUAL.replace('<title>Demo</title>', '<title>Rebuilt</title>');
    expect(templates.page(rebuilt, BUILT, '/quiz', null, CONFIG)).toContain('<title>Quiz | Rebuilt</title>');
    const manifests: BuildManifests = {
      elements: ELEMENTS,
      demo: { 'index.html': { file: 'assets/index-NEW.js', isEntry: true } },
    };
    expect(templates.page(rebuilt, manifests, '/quiz', null, CONFIG)).toContain('/demo/assets/index-NEW.js');
  });
});

import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { getQuiz } from '@pc/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from '../static/cacheControl.ts';
import { callUrl } from '../test/calls.ts';
import { useTempDist, useTestApp } from '../test/testApp.ts';

// docs/decisions/0022: brotli and gzip for HTML, JSON, JS and CSS (built files
// precompressed by scripts/compress.ts, answers compressed per request), `Vary: Accept-Encoding`,
// hashed files kept a year, stable element URLs revalidated with their ETag. Item 3: every page
// names its route's modules in modulepreload links.

/** Large enough to pass the 1 KB below which compressing does not pay. */
const code = (name: string) => `export const ${name}=${JSON.stringify('x'.repeat(3000))};`;
const FILES: Record<string, string> = {
  'elements/pc-quiz.js': `import"./shared-Ab_9-xYz.js";${code('quiz')}`,
  'elements/pc-contact.js': `import"./shared-Ab_9-xYz.js";${code('contact')}`,
  'elements/all.js': 'import"./pc-quiz.js";import"./pc-contact.js";',
  'elements/shared-Ab_9-xYz.js': `import"./runtime-GeXaiseG.js";${code('shared')}`,
  'elements/runtime-GeXaiseG.js': code('runtime'),
  'elements/.vite/manifest.json': JSON.stringify({
    '_runtime-GeXaiseG.js': { file: 'runtime-GeXaiseG.js', name: 'runtime' },
    '_shared-Ab_9-xYz.js': { file: 'shared-Ab_9-xYz.js', name: 'shared', imports: ['_runtime-GeXaiseG.js'] },
    'packages/quiz-element/src/element.ts': {
      file: 'pc-quiz.js',
      name: 'pc-quiz',
      isEntry: true,
      imports: ['_shared-Ab_9-xYz.js', '_runtime-GeXaiseG.js'],
    },
    'packages/storefront-elements/src/contact/element.ts': {
      file: 'pc-contact.js',
      name: 'pc-contact',
      isEntry: true,
      imports: ['_shared-Ab_9-xYz.js', '_runtime-GeXaiseG.js'],
    },
    'virtual:pc-all-elements': { file: 'all.js', name: 'all', isEntry: true },
  }),
  'demo/index.html': `<!doctype html><html><head><title>Demo</title><script type="module" src="/demo/assets/index-8BHTAT1G.js"></script></head><body><main id="pc-main">${'<p>Personal Care Co.</p>'.repeat(60)}</main></body></html>`,
  'demo/assets/index-8BHTAT1G.js': code('demo'),
  'demo/assets/index-DGosQDfN.css': `main{margin:0}${'p{color:red}'.repeat(200)}`,
  'demo/.vite/manifest.json': JSON.stringify({
    'index.html': {
      file: 'assets/index-8BHTAT1G.js',
      name: 'index',
      isEntry: true,
      css: ['assets/index-DGosQDfN.css'],
    },
  }),
};
/** Built files with their variants, as `npm run build` leaves them (scripts/compress.ts). */
const PRECOMPRESSED = [
  'elements/pc-quiz.js',
  'elements/shared-Ab_9-xYz.js',
  'elements/runtime-GeXaiseG.js',
  'demo/assets/index-8BHTAT1G.js',
  'demo/assets/index-DGosQDfN.css',
];

const dist = useTempDist('pc-transport-', {
  ...FILES,
  ...Object.fromEntries(
    PRECOMPRESSED.flatMap((file) => {
      const bytes = Buffer.from(FILES[file]!);
      return [
        [`${file}.br`, brotliCompressSync(bytes)],
        [`${file}.gz`, gzipSync(bytes)],
      ];
    }),
  ),
});
const t = useTestApp(() => ({ distDir: dist.path }));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The body as the browser reads it once it undid the Content-Encoding. */
const decoded = (res: LightMyRequestResponse): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
};

const varyList = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('built files: sent precompressed (scripts/compress.ts)', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets Content-Encoding %s', async (acceptEncoding, encoding) => {
    for (const file of PRECOMPRESSED) {
      const res = await get(`/${file}`, { 'accept-encoding': acceptEncoding });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-encoding'], file).toBe(encoding);
      expect(res.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(varyList(res), file).toContain('accept-encoding');
      expect(decoded(res), file).toBe(FILES[file]);
    }
  });

  it('sends the very bytes the build wrote, not a second compression', async () => {
    const res = await get('/elements/runtime-GeXaiseG.js', { 'accept-encoding': 'br' });
    expect(res.rawPayload).toEqual(brotliCompressSync(Buffer.from(FILES['elements/runtime-GeXaiseG.js']!)));
  });
});

describe('cache headers per kind of file', () => {
  it.each([
    // content-hashed chunks and assets: a year, immutable
    ['/elements/runtime-GeXaiseG.js', IMMUTABLE],
    ['/elements/shared-Ab_9-xYz.js', IMMUTABLE],
    ['/demo/assets/index-8BHTAT1G.js', IMMUTABLE],
    ['/demo/assets/index-DGosQDfN.css', IMMUTABLE],
    // the stable URLs CMS authors put in their pages: short, then revalidated
    ['/elements/pc-quiz.js', REVALIDATE],
    ['/elements/pc-contact.js', REVALIDATE],
    ['/elements/all.js', REVALIDATE],
  ])('%s → %s, however it is encoded', async (url, cacheControl) => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await get(url, { 'accept-encoding': acceptEncoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], acceptEncoding).toBe(cacheControl);
    }
  });

  it('keeps the page itself out of every cache', async () => {
    expect((await get('/quiz')).headers['cache-control']).toBe('no-store');
  });
});

describe('built files are the same for everyone', () => {
  it.each(['/elements/pc-quiz.js', '/elements/runtime-GeXaiseG.js', '/demo/assets/index-8BHTAT1G.js'])(
    '%s starts no session: no Set-Cookie keeps a CDN from storing it',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it('while a page does start one', async () => {
    expect(String((await get('/quiz')).headers['set-cookie'])).toMatch(/^pc_session=/);
  });
});

describe('a stable element URL revalidates cheaply (ETag, 304)', () => {
  it.each(['br', 'gzip', 'identity'])(
    'answers 304 without a body to a matching ETag (%s)',
    async (acceptEncoding) => {
      const first = await get('/elements/pc-quiz.js', { 'accept-encoding': acceptEncoding });
      const etag = first.headers.etag;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await get('/elements/pc-quiz.js', {
        'accept-encoding': acceptEncoding,
        'if-none-match': String(etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe(REVALIDATE);
    },
  );

  it('gives each encoding its own ETag, so a cache never swaps them', async () => {
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(
        async (acceptEncoding) =>
          (await get('/elements/pc-quiz.js', { 'accept-encoding': acceptEncoding })).headers.etag,
      ),
    );
    expect(new Set(etags).size).toBe(3);
  });

  it('sends the file again once it changed', async () => {
    const res = await get('/elements/pc-quiz.js', {
      'accept-encoding': 'br',
      'if-none-match': '"an-older-build"',
    });
    expect(res.statusCode).toBe(200);
    expect(decoded(res)).toBe(FILES['elements/pc-quiz.js']);
  });
});

describe('answers made per request: compressed with Vary', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('the HTML page to "%s" → %s', async (acceptEncoding, encoding) => {
    const res = await get('/quiz', { 'accept-encoding': acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(varyList(res)).toContain('accept-encoding');
    expect(decoded(res)).toContain('id="pc-config"');
  });

  it('the not-found page too', async () => {
    const res = await get('/no/such/page', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('id="pc-config"');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('a JSON answer (GET quizzes/self) to "%s" → %s', async (acceptEncoding, encoding) => {
    const res = await get(callUrl(getQuiz, { quizType: 'self' }), { 'accept-encoding': acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(varyList(res)).toContain('accept-encoding');
    expect(JSON.parse(decoded(res))).toMatchObject({ questions: expect.any(Array) });
  });

  it('says Vary on a small JSON answer sent as it is', async () => {
    const res = await get('/wp-json/pc/v1/nothing', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varyList(res)).toContain('accept-encoding');
  });
});

describe('no request chains: modulepreload links (docs/decisions/0022)', () => {
  const preloads = async (path: string) =>
    [...(await get(path)).body.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

  it.each([
    [
      '/quiz',
      [
        '/demo/assets/index-8BHTAT1G.js',
        '/elements/pc-quiz.js',
        '/elements/shared-Ab_9-xYz.js',
        '/elements/runtime-GeXaiseG.js',
      ],
    ],
    [
      '/contact?utm_source=x',
      [
        '/demo/assets/index-8BHTAT1G.js',
        '/elements/pc-contact.js',
        '/elements/shared-Ab_9-xYz.js',
        '/elements/runtime-GeXaiseG.js',
      ],
    ],
    // no element on the index, nor on a path outside the route table: the demo's own chunk only
    ['/', ['/demo/assets/index-8BHTAT1G.js']],
    ['/no/such/page', ['/demo/assets/index-8BHTAT1G.js']],
  ])('%s names %o', async (path, urls) => {
    expect(await preloads(path)).toEqual(urls);
  });

  it('puts them in the head', async () => {
    const html = (await get('/quiz')).body;
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));
  });
});

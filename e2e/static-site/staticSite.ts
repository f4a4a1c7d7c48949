import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

// A static site of another origin (127.0.0.2, its own port): plain HTML files, no server code, as a
// CMS or a static host serves them (README "On a static site of another origin", docs/decisions/0098).

export interface StaticSite {
  /** Serves `html` at `path` (any other path: 404). */
  put(path: string, html: string): void;
  /** Serves the files of `dir` under `prefix` (`/react/`): a built app, its index.html at the prefix. */
  putFolder(prefix: string, dir: string): void;
  /** The bodies of the POSTs (beacons) the site received at `path`, in order. */
  posted(path: string): string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export const startStaticSite = async (origin: string): Promise<StaticSite> => {
  const pages = new Map<string, string>();
  const folders = new Map<string, string>();
  /** A file of a folder put under its prefix, or undefined. */
  const folderFile = (path: string): { type: string; body: Buffer } | undefined => {
    for (const [prefix, dir] of folders) {
      if (!path.startsWith(prefix)) continue;
      const name = normalize(path.slice(prefix.length) || 'index.html');
      if (name.startsWith('..')) return undefined;
      try {
        return {
          type: TYPES[extname(name)] ?? 'application/octet-stream',
          body: readFileSync(join(dir, name)),
        };
      } catch {
        return undefined;
      }
    }
    return undefined;
  };
  const posts: { path: string; body: string }[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', origin).pathname;
    if (request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        posts.push({ path, body });
        response.writeHead(204).end();
      });
      return;
    }
    const file = folderFile(path);
    if (file) {
      response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
      response.end(file.body);
      return;
    }
    const html = pages.get(path);
    response.writeHead(html ? 200 : 404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(html ?? 'Not found');
  });
  const { hostname, port } = new URL(origin);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return {
    put: (path, html) => pages.set(path, html),
    putFolder: (prefix, dir) => folders.set(prefix, dir),
    posted: (path) => posts.filter((post) => post.path === path).map((post) => post.body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The README's example store origin, which a test replaces with the store it runs against. */
const README_STORE = 'https://shop.example.com';

/**
 * The static-site snippet exactly as README.md's "On a static site of another origin" gives it (its
 * first html block), pointed at `store`: what a CMS author copies.
 */
export const readmeSnippet = (store: string): string => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.split('### On a static site of another origin')[1];
  const block = section ? /```html\n([\s\S]*?)```/.exec(section) : null;
  if (!block) throw new Error('README.md: no html snippet under "On a static site of another origin"');
  return block[1]!.replaceAll(README_STORE, store);
};

/**
 * Every html block of README.md that puts an element on a page of another origin (it names the
 * example store), pointed at `store`: what a CMS author or a checkout's developer copies.
 */
export const readmeHtmlSnippets = (store: string): string[] =>
  [...readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8').matchAll(/```html\n([\s\S]*?)```/g)]
    .map(([, block]) => block ?? '')
    .filter((block) => block.includes(README_STORE) && /<pc-[a-z-]+/.test(block))
    .map((block) => block.replaceAll(README_STORE, store));

/** A page of the site: its own heading and markup around the store's snippet. */
export const sitePage = (title: string, snippet: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
</head>
<body>
<header><h1>${title}</h1></header>
<main id="pc-main">
${snippet}
</main>
</body>
</html>`;

/**
 * The README's snippet for another element: the same stylesheet, configuration (plus `config`) and
 * script line, with `tag` (its attributes in `attributes`) in place of the quiz.
 */
export const snippetFor = (
  store: string,
  tag: string,
  { attributes = '', config = {} }: { attributes?: string; config?: Record<string, unknown> } = {},
): string =>
  readmeSnippet(store)
    .replace(/\{"apiRoot": "[^"]*", "ns": "pc"\}/, JSON.stringify({ apiRoot: store, ns: 'pc', ...config }))
    .replace('/elements/pc-quiz.js', `/elements/${tag}.js`)
    .replace(/<pc-quiz [^>]*>[\s\S]*<\/pc-quiz>/, `<${tag}${attributes ? ` ${attributes}` : ''}></${tag}>`);

import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST_DIR } from '../../scripts/distDir.ts';
import type { HostData } from './hostData.ts';

// The framework hosts' own server (docs/decisions/0106): a site of another origin (127.0.0.2) serving
// the built React and Vue apps (dist/hosts/<framework>, `npm run build`) with the store's origin
// written into their pages, and its own page data for them at /host-data.json. /react/server-rendered/
// is the React app's page rendered here, on the host's server, with react-dom/server (the build's
// dist/hosts/react-server), for the browser to hydrate (docs/decisions/0137).

/** The content types of a built site's files (the installed host's server serves them too). */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface FrameworkHostServer {
  /** what /host-data.json answers */
  serveData(data: HostData): void;
  close(): Promise<void>;
}

/** The React host's page as its server renders it: the app's HTML inside, its data beside it. */
const serverRendered = async (store: string, data: HostData | null): Promise<string> => {
  if (!data) throw new Error('no host data yet');
  const server = path.join(DIST_DIR, 'hosts', 'react-server', 'serverRender.js');
  const { render } = (await import(pathToFileURL(server).href)) as { render: (data: HostData) => string };
  const page = await readFile(path.join(DIST_DIR, 'hosts', 'react', 'server-rendered.html'), 'utf8');
  // JSON in a script element: `<` escaped, so no `</script>` in the data ends it.
  return page
    .replaceAll('%STORE_ORIGIN%', store)
    .replace('"%HOST_DATA%"', () => JSON.stringify(data).replaceAll('<', '\\u003c'))
    .replace('<!--app-html-->', () => render(data));
};

export const startFrameworkHostServer = async (
  origin: string,
  store: string,
): Promise<FrameworkHostServer> => {
  const root = path.join(DIST_DIR, 'hosts');
  let data: HostData | null = null;
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', origin).pathname;
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (pathname === '/host-data.json') return send(200, 'application/json', JSON.stringify(data));
    if (pathname === '/react/server-rendered/') {
      serverRendered(store, data).then(
        (html) => send(200, TYPES['.html']!, html),
        (error: unknown) => send(500, 'text/plain', String(error)),
      );
      return;
    }
    // /react/ and /vue/ are the apps' pages; anything else is one of their built files.
    const file = path.join(root, /^\/(?:react|vue)\/$/.test(pathname) ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep)) return send(404, 'text/plain', 'not found');
    readFile(file).then(
      (bytes) => {
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        send(
          200,
          type,
          file.endsWith('.html') ? bytes.toString('utf8').replaceAll('%STORE_ORIGIN%', store) : bytes,
        );
      },
      () => send(404, 'text/plain', 'not found'),
    );
  });
  const { hostname, port } = new URL(origin);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return {
    serveData: (next) => {
      data = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

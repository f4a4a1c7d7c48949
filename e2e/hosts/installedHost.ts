import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { gzip } from '../../scripts/compress.ts';
import { TYPES } from './hostServer.ts';

// A React host that knows nothing of this repository (docs/decisions/0186, issue 42 item 6): an empty
// project that installs @pc/elements from the store's tarball with npm, as README "In React and Vue"
// says, and bundles a one-file app with Vite. e2e/installed-host.spec.ts drives it.

const run = promisify(execFile);

/**
 * Runs the docs' install line (`npm install <store>/elements/pc-elements-<version>.tgz`,
 * scripts/element-docs.ts `installSnippet`) with react and react-dom in an empty project `dir`.
 * `--prefer-online`: npm keeps a tarball by its URL, and a rebuild of the same version is new bytes
 * under the same URL; npm then revalidates it with the store (its ETag) instead of handing back the
 * copy it kept, which would fail the integrity check (`npm cache clean <key>` does not help: npm's
 * fetch reads past its deletion mark). A host never meets this: a change is a new version, a new URL
 * (docs/decisions/0108, 0186).
 */
export const installFromStore = async (dir: string, installLine: string): Promise<void> => {
  const [npm, install, tarballUrl, ...rest] = installLine.split(' ');
  if (npm !== 'npm' || install !== 'install' || !tarballUrl?.endsWith('.tgz') || rest.length > 0)
    throw new Error(`not an install line of one tarball: ${installLine}`);
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: 'installed-host', private: true, type: 'module' }, null, 2)}\n`,
  );
  await run(
    'npm',
    ['install', tarballUrl, 'react', 'react-dom', '--prefer-online', '--no-audit', '--no-fund'],
    { cwd: dir },
  );
};

/** The app: a React root holding `<pc-quiz>`, which the import `entry` defines. */
const app = (entry: string) => `import '${entry}';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('app')).render(
  <main id="pc-main">
    <h1>Installed host</h1>
    <pc-quiz />
  </main>,
);
`;

const page = (store: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Installed host</title>
<link rel="icon" href="data:,">
<script type="application/json" id="pc-config">{"apiRoot":"${store}","ns":"pc"}</script>
<script type="module" src="/main.jsx"></script>
</head>
<body>
<div id="app"></div>
</body>
</html>
`;

export interface HostBundle {
  /** the built site: index.html and assets/ */
  readonly outDir: string;
  /** every JavaScript file of the bundle, the chunks loaded later included */
  readonly bytes: number;
  readonly gzipBytes: number;
  /** copies of React (react's setState message) and of React DOM's client (its DevTools record) */
  readonly reactCopies: number;
  readonly reactDomCopies: number;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Bundles the app in `dir/<name>` with Vite, `entry` defining the tag, and measures its JavaScript. */
export const bundleHost = async (
  dir: string,
  name: string,
  entry: string,
  store: string,
): Promise<HostBundle> => {
  const root = path.join(dir, name);
  const outDir = path.join(root, 'dist');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), page(store));
  writeFileSync(path.join(root, 'main.jsx'), app(entry));
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  const scripts = readdirSync(path.join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(outDir, 'assets', file)));
  const text = scripts.map((bytes) => bytes.toString('utf8')).join('\n');
  return {
    outDir,
    bytes: scripts.reduce((sum, bytes) => sum + bytes.length, 0),
    gzipBytes: scripts.reduce((sum, bytes) => sum + gzip(bytes).length, 0),
    reactCopies: count(text, /takes an object of state variables to update/g),
    reactDomCopies: count(text, /reconcilerVersion:/g),
  };
};

/** Serves a built site's folder at `origin`, as any static host would. */
export const serveFolder = async (origin: string, folder: string): Promise<{ close(): Promise<void> }> => {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', origin).pathname;
    const file = path.join(folder, pathname === '/' ? 'index.html' : pathname);
    try {
      if (!file.startsWith(folder + path.sep)) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  const { hostname, port } = new URL(origin);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

import path from 'node:path';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import type { UserConfig } from 'vite';
import { DIST_DIR } from '../distDir.ts';
import { ROOT } from './common.ts';

/**
 * The framework hosts of the browser tests (e2e/hosts, docs/decisions/0106): a React 19 app and a Vue 3
 * app, each a page of another origin that loads the store's element scripts by URL (their
 * index.html names them at %STORE_ORIGIN%, which e2e/hosts/hostServer.ts fills in) and bundles only
 * itself. Built to dist/hosts/<framework>, served at /<framework>/; type-checked by `npm run typecheck:hosts`.
 */
/** A framework host's Vite plugin (also e2e/docs-snippets.spec.ts's apps of the docs' snippets). */
export const frameworkPlugin = (framework: 'react' | 'vue') =>
  framework === 'react'
    ? react()
    : // The pc- tags are the store's custom elements, not Vue components.
      vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('pc-') } } });

const hostConfig = (framework: 'react' | 'vue'): UserConfig => ({
  root: path.join(ROOT, 'e2e', 'hosts', framework),
  // One server of the host origin serves both apps, each under its own folder.
  base: `/${framework}/`,
  logLevel: 'warn',
  plugins: [frameworkPlugin(framework)],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.join(DIST_DIR, 'hosts', framework),
    emptyOutDir: true,
    target: 'es2022',
    // The React host has a second page: its server's render, hydrated (docs/decisions/0137).
    ...(framework === 'react'
      ? {
          rolldownOptions: {
            input: {
              index: path.join(ROOT, 'e2e/hosts/react/index.html'),
              'server-rendered': path.join(ROOT, 'e2e/hosts/react/server-rendered.html'),
            },
          },
        }
      : {}),
    // The hosts are test pages: their size is not the store's budget.
    reportCompressedSize: false,
  },
});

export const reactHostConfig = (): UserConfig => hostConfig('react');

/**
 * The React host's server render (docs/decisions/0137): `render(data)` for node, with React's own
 * react-dom/server from node_modules, which e2e/hosts/hostServer.ts calls for /react/server-rendered/.
 */
export const reactHostServerConfig = (): UserConfig => ({
  root: path.join(ROOT, 'e2e', 'hosts', 'react'),
  logLevel: 'warn',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: path.join(ROOT, 'e2e/hosts/react/src/serverRender.tsx'),
    outDir: path.join(DIST_DIR, 'hosts', 'react-server'),
    emptyOutDir: true,
    target: 'node20',
    reportCompressedSize: false,
  },
});
export const vueHostConfig = (): UserConfig => hostConfig('vue');

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { frameworkPlugin } from '../../scripts/build/hostsBuild.ts';
import { DIST_DIR } from '../../scripts/distDir.ts';

// The React and Vue snippets of the docs pages, compiled as written (docs/decisions/0187): one app per
// framework holding every element's component, its index.html's <head> the page's own snippet for it.
// The page shows the element its query names (`?tag=pc-quiz`). The sources stand in dist/, inside the
// repository, so their imports (`@pc/elements/…`, React, Vue) resolve as an app's own would: through
// node_modules, `@pc/elements` being the built packages/elements.

/** A snippet of a docs page: its kind (`data-snippet`) and its text as a reader copies it. */
export interface DocSnippet {
  readonly kind: string;
  readonly text: string;
}

const unescapeHtml = (text: string): string =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** Every `<pre><code>` of a served page, unescaped; a block without `data-snippet` is a failure. */
export const snippetsOf = (html: string): DocSnippet[] =>
  [...html.matchAll(/<pre><code([^>]*)>([\s\S]*?)<\/code><\/pre>/g)].map(([, attributes, text]) => {
    const kind = /data-snippet="([^"]+)"/.exec(attributes ?? '')?.[1];
    if (!kind) throw new Error(`a snippet without data-snippet: ${text?.slice(0, 80)}`);
    return { kind, text: unescapeHtml(text ?? '') };
  });

/** The folder that gets one framework's sources and the folder its build goes to. */
const appDirs = (framework: 'react' | 'vue') => ({
  source: path.join(DIST_DIR, 'docs-snippets', framework),
  out: path.join(DIST_DIR, 'docs-snippets', `${framework}-built`),
});

const indexHtml = (head: string, main: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Docs snippet</title>
<link rel="icon" href="data:,">
${head}
<script type="module" src="./${main}"></script>
</head>
<body>
<main id="app"></main>
</body>
</html>
`;

/**
 * Builds one app of the components in `snippets` (tag → component text) with the page head `head`;
 * answers the folder of the built app, served under `/<framework>/`.
 */
export const buildSnippetApp = async (
  framework: 'react' | 'vue',
  head: string,
  snippets: ReadonlyMap<string, string>,
): Promise<string> => {
  const { source, out } = appDirs(framework);
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  const imports: string[] = [];
  const entries: string[] = [];
  for (const [tag, text] of snippets) {
    const name = tag.replaceAll('-', '_');
    if (framework === 'react') {
      const component = /export function (\w+)/.exec(text)?.[1];
      if (!component) throw new Error(`the React snippet of <${tag}> exports no component`);
      writeFileSync(path.join(source, `${tag}.tsx`), text);
      imports.push(`import { ${component} as ${name} } from './${tag}.tsx';`);
    } else {
      writeFileSync(path.join(source, `${tag}.vue`), text);
      imports.push(`import ${name} from './${tag}.vue';`);
    }
    entries.push(`'${tag}': ${name}`);
  }
  const main = framework === 'react' ? 'main.tsx' : 'main.ts';
  const mount =
    framework === 'react'
      ? [
          "import { createElement } from 'react';",
          "import { createRoot } from 'react-dom/client';",
          ...imports,
          `const components = { ${entries.join(', ')} };`,
          "const tag = new URLSearchParams(location.search).get('tag') as keyof typeof components;",
          "createRoot(document.getElementById('app')!).render(createElement(components[tag]));",
        ]
      : [
          "import { createApp } from 'vue';",
          ...imports,
          `const components = { ${entries.join(', ')} };`,
          "const tag = new URLSearchParams(location.search).get('tag') as keyof typeof components;",
          "createApp(components[tag]).mount('#app');",
        ];
  writeFileSync(path.join(source, main), `${mount.join('\n')}\n`);
  writeFileSync(path.join(source, 'index.html'), indexHtml(head, main));
  await build({
    root: source,
    base: `/${framework}/`,
    logLevel: 'warn',
    configFile: false,
    plugins: [frameworkPlugin(framework)],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Every element in one chunk of a test app: its size is nobody's budget.
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
    },
  });
  return out;
};

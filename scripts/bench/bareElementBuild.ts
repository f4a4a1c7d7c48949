import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { elementLibraryConfig } from '../build/elementsBuild.ts';

/**
 * Builds the bare React + r2wc element (bare-element.tsx) exactly as the elements are built
 * (scripts/build/elementsBuild.ts `elementLibraryConfig`: library mode, same runtime chunk rule) into dist/bench/,
 * with a page equivalent to a CMS page holding one element: the tag and one module script.
 */
export const buildBareElement = async (root: string): Promise<string> => {
  const outDir = path.join(root, 'dist/bench');
  await build({
    configFile: false,
    ...elementLibraryConfig({
      entries: { 'pc-bare': path.join(root, 'scripts/bench/bare-element.tsx') },
      outDir,
    }),
  });
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bare element</title>
    <script type="module" src="/pc-bare.js"></script>
  </head>
  <body>
    <main><pc-bare name="bench"></pc-bare></main>
  </body>
</html>
`,
  );
  return outDir;
};

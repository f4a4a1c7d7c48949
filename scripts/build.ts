/**
 * `npm run build`: every part of the built front end, in named steps run in order, each logged with
 * its time. The order matters: the element build empties dist/elements, then the standalone
 * cross-sell and the server render build write beside it (the server render build writes each
 * element's stylesheet there); the manifest and the compressed copies come last, over what is built.
 * What each step makes and what each route loads: docs/build.md.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type UserConfig } from 'vite';
import { demoConfig } from './build/demoBuild.ts';
import { copySkeletonStylesheet, elementsConfig } from './build/elementsBuild.ts';
import { serverRenderConfig } from './build/serverRenderBuild.ts';
import { standaloneConfig } from './build/standaloneBuild.ts';
import { precompressDist } from './compress.ts';
import { writeCustomElementsManifest } from './custom-elements-manifest.ts';

export interface BuildStep {
  readonly name: string;
  /** what it makes, for the log */
  readonly makes: string;
  /** runs the step; may answer a line to log */
  readonly run: () => Promise<string | undefined>;
}

const vite = (config: () => UserConfig) => async (): Promise<undefined> => {
  await build({ configFile: false, ...config() });
};

export const STEPS: readonly BuildStep[] = [
  {
    name: 'elements',
    makes: 'dist/elements: pc-<tag>.js, all.js, api.js, the shared chunks, pc-elements.css',
    run: async () => {
      await vite(elementsConfig)();
      copySkeletonStylesheet();
      return undefined;
    },
  },
  {
    name: 'standalone',
    makes: 'dist/elements: pc-cross-sell.standalone.js and its bundle',
    run: vite(standaloneConfig),
  },
  {
    name: 'server render',
    makes: "dist/ssr/elements.js and each element's stylesheet in dist/elements",
    run: vite(serverRenderConfig),
  },
  { name: 'demo', makes: 'dist/demo', run: vite(demoConfig) },
  { name: 'manifest', makes: 'dist/custom-elements.json', run: writeCustomElementsManifest },
  {
    name: 'compress',
    makes: '.br and .gz beside dist/elements and dist/demo',
    run: async () => precompressDist(),
  },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const runSteps = async (steps: readonly BuildStep[], log = console.log): Promise<void> => {
  const start = performance.now();
  for (const [index, step] of steps.entries()) {
    const began = performance.now();
    log(`[${index + 1}/${steps.length}] ${step.name}: ${step.makes}`);
    const said = await step.run();
    log(`      ${step.name} done in ${seconds(performance.now() - began)}${said ? `: ${said}` : ''}`);
  }
  log(`Built in ${seconds(performance.now() - start)}`);
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await runSteps(STEPS);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

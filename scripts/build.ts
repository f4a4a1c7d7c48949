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
import { earlyPressesConfig } from './build/earlyPressesBuild.ts';
import { fillElementsPackage, packElementsPackage, writeVersionedEntries } from './build/elementPackage.ts';
import { copySkeletonStylesheet, elementsConfig, peerElementsConfig } from './build/elementsBuild.ts';
import { reactHostConfig, reactHostServerConfig, vueHostConfig } from './build/hostsBuild.ts';
import { serverRenderConfig } from './build/serverRenderBuild.ts';
import { standaloneConfig } from './build/standaloneBuild.ts';
import { buildWordPressPlugin } from './build/wordpressPlugin.ts';
import { precompressDist } from './compress.ts';
import { readElementMetas, writeCustomElementsManifest } from './custom-elements-manifest.ts';
import { writeElementDocs } from './element-docs.ts';
import { writeElementTypes } from './element-types.ts';
import { writeHtmlCustomData } from './html-custom-data.ts';

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
    name: 'react peer',
    makes: "dist/elements-react: the elements with the host's React, for @pc/elements/react/<tag>.js",
    run: vite(peerElementsConfig),
  },
  {
    name: 'standalone',
    makes: 'dist/elements: pc-cross-sell.standalone.js and its bundle',
    run: vite(standaloneConfig),
  },
  {
    name: 'early presses',
    makes: 'dist/elements/early-presses.js: the early script pages print inline (decision 0229)',
    run: vite(earlyPressesConfig),
  },
  {
    name: 'server render',
    makes: "dist/ssr/elements.js and each element's stylesheet in dist/elements",
    run: vite(serverRenderConfig),
  },
  { name: 'demo', makes: 'dist/demo', run: vite(demoConfig) },
  {
    name: 'manifest',
    makes:
      'dist/custom-elements.json, dist/types, dist/vscode.html-custom-data.json, dist/elements/v<version>, dist/docs, packages/elements',
    run: async () => {
      const metas = await readElementMetas();
      const versioned = writeVersionedEntries();
      const pinned = (name: string) => {
        const entry = versioned.entries.get(name);
        if (!entry) throw new Error(`no versioned entry ${name}`);
        return entry;
      };
      return [
        writeCustomElementsManifest(metas),
        writeElementTypes(metas),
        writeHtmlCustomData(metas),
        `dist/elements/v${versioned.version}: ${versioned.entries.size} entries`,
        writeElementDocs(metas, pinned),
        fillElementsPackage(),
      ].join('; ');
    },
  },
  {
    name: 'tarball',
    makes: 'dist/elements/pc-elements-<version>.tgz: packages/elements as npm packs it',
    run: async () => packElementsPackage(),
  },
  {
    name: 'hosts',
    makes: 'dist/hosts: the React and Vue host apps of the browser tests (e2e/hosts)',
    run: async () => {
      await vite(reactHostConfig)();
      await vite(reactHostServerConfig)();
      await vite(vueHostConfig)();
      return undefined;
    },
  },
  {
    name: 'wordpress',
    makes:
      'dist/wordpress/pc-storefront and dist/downloads/pc-storefront-wordpress.zip: the WordPress plugin',
    run: buildWordPressPlugin,
  },
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

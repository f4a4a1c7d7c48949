import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { elementsVersion, installSnippet, PACKAGE_DIR } from '../scripts/build/elementPackage.ts';
import { expect, test } from './fixtures.ts';
import { bundleHost, installFromStore, serveFolder } from './hosts/installedHost.ts';
import { QuizPage } from './quiz/QuizPage.ts';

// docs/decisions/0186 (issue 42 item 6): a fresh React host installs @pc/elements from the store's
// tarball with npm and bundles it with Vite. With the script-tag entry (`@pc/elements/pc-quiz.js`) its
// bundle holds two Reacts, its own and the elements'; with the peer entry
// (`@pc/elements/react/pc-quiz.js`) one, the host's, which renders the element in the browser.

const HOST_ORIGIN = process.env.PC_E2E_INSTALLED_HOST_ORIGIN!;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Counts React DOM renderers and the containers each commits, as React DevTools would. */
const recordRenderers = () => {
  const containers = new Map<number, Set<Element | ShadowRoot | Document>>();
  let renderers = 0;
  const where = (container: Element | ShadowRoot | Document): string => {
    const rootNode = container.getRootNode();
    return rootNode instanceof ShadowRoot ? `<${rootNode.host.localName}>` : `#${(container as Element).id}`;
  };
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      inject: () => {
        renderers += 1;
        containers.set(renderers, new Set());
        return renderers;
      },
      checkDCE: () => {},
      onCommitFiberRoot: (id: number, root: { containerInfo: Element | ShadowRoot | Document }) =>
        containers.get(id)?.add(root.containerInfo),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      setStrictMode: () => {},
    },
    pcRenderers: () => [...containers.values()].map((roots) => [...roots].map(where).sort()),
  });
};

test('a fresh React host installs the tarball and bundles one React, which renders the element', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'pc-installed-host-'));
  try {
    await installFromStore(dir, installSnippet(baseURL!, elementsVersion()));
    // What npm installed is this build's package.
    const installed = (file: string) => readFileSync(path.join(dir, 'node_modules/@pc/elements', file));
    expect(
      installed('react/pc-quiz.js').equals(readFileSync(path.join(PACKAGE_DIR, 'react/pc-quiz.js'))),
    ).toBe(true);

    const before = await bundleHost(dir, 'script-entry', '@pc/elements/pc-quiz.js', baseURL!);
    const after = await bundleHost(dir, 'peer-entry', '@pc/elements/react/pc-quiz.js', baseURL!);
    const sizes = `script-tag entry ${kb(before.bytes)} (${kb(before.gzipBytes)} gzip) → peer entry ${kb(after.bytes)} (${kb(after.gzipBytes)} gzip)`;
    test.info().annotations.push({ type: 'host bundle with <pc-quiz>', description: sizes });
    console.log(`React host bundle with <pc-quiz>: ${sizes}`);

    // The script-tag entry brings its own React beside the host's; the peer entry brings none.
    expect([before.reactCopies, before.reactDomCopies]).toEqual([2, 2]);
    expect([after.reactCopies, after.reactDomCopies]).toEqual([1, 1]);
    expect(after.bytes).toBeLessThan(before.bytes);

    const site = await serveFolder(HOST_ORIGIN, after.outDir);
    try {
      await page.addInitScript(recordRenderers);
      await page.goto(`${HOST_ORIGIN}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Installed host' })).toBeVisible();
      await new QuizPage(page, 'self').waitUntilLoaded();
      // One React DOM in the page, whose roots are the host's app and the element's shadow root.
      expect(
        await page.evaluate(() => (window as unknown as { pcRenderers(): string[][] }).pcRenderers()),
      ).toEqual([['#app', '<pc-quiz>']]);
    } finally {
      await site.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

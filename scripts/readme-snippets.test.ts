import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build/common.ts';
import { elementsVersion } from './build/elementPackage.ts';
import { installSnippet } from './element-docs.ts';

// README "In React and Vue" is tested as written: each snippet there is, character for character, a
// file of the framework hosts that e2e/framework-hosts.spec.ts builds and runs on another origin. The
// README names the file in a comment line just before the snippet.

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const SNIPPET = /<!-- (e2e\/hosts\/[\w/.-]+) -->\n```\w+\n([\s\S]*?)```/g;
const snippets = [...readme.matchAll(SNIPPET)].map(([, file, text]) => [file!, text!] as const);

describe('README snippets that are host files', () => {
  it('names the React host, its server-rendered pattern and the Vue host', () => {
    expect(snippets.map(([file]) => file)).toEqual([
      'e2e/hosts/react/src/GiftCards.tsx',
      'e2e/hosts/react/src/LaunchAfterHydration.tsx',
      'e2e/hosts/react/src/GiftCardsAfterHydration.tsx',
      'e2e/hosts/vue/src/GiftCards.vue',
    ]);
  });

  it.each(snippets)('%s is the README snippet', (file, text) => {
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toBe(text);
  });
});

// docs/decisions/0186: README's install line is the docs pages' (installSnippet), at the package's version.
describe('README install line', () => {
  it("installs the package's tarball at its version from the example store", () => {
    expect(readme).toContain(`\n${installSnippet('https://shop.example.com', elementsVersion())}\n`);
  });
});

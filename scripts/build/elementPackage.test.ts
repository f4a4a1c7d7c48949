import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { installSnippet, integrityOf, tarballName, versionedCopy } from './elementPackage.ts';

// docs/decisions/0108: a versioned entry is the stable one, its imports reaching the chunks one folder up.
describe('versionedCopy', () => {
  it('moves every relative import of a chunk one folder up, static and dynamic', () => {
    expect(
      versionedCopy(
        'import{a as e}from"./shared-B-QGcDPQ.js";import"./runtime-CtD1L6Ol.js";const s=()=>import(`./styles-CvmQM3cx.js`);',
      ),
    ).toBe(
      'import{a as e}from"../shared-B-QGcDPQ.js";import"../runtime-CtD1L6Ol.js";const s=()=>import(`../styles-CvmQM3cx.js`);',
    );
  });

  it('moves the standalone cross-sell’s bundle up too, and keeps the element it names by variable', () => {
    // The loader's own text: `${e}` is its template's, not ours.
    const element = 'n?import(new URL(`./$' + '{e}.js`,t).href)';
    expect(versionedCopy(`${element}:import(\`./pc-cross-sell.bundle-CGMqwkYg.js\`)`)).toBe(
      `${element}:import(\`../pc-cross-sell.bundle-CGMqwkYg.js\`)`,
    );
  });

  it('leaves text that only looks like a path alone', () => {
    const text = 'const href="./checkout";const u=`./a b.js`;';
    expect(versionedCopy(text)).toBe(text);
  });
});

describe('integrityOf', () => {
  it('is the SRI sha384 of the bytes, base64', () => {
    expect(integrityOf('x')).toBe(`sha384-${createHash('sha384').update('x').digest('base64')}`);
    expect(integrityOf('x')).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
});

// docs/decisions/0186: the tarball npm pack names for the scoped package, and the line that installs it.
describe('the tarball', () => {
  it('is named as npm pack names @pc/elements at a version', () => {
    expect(tarballName('1.0.0')).toBe('pc-elements-1.0.0.tgz');
    expect(tarballName('2.1.0-rc.1')).toBe('pc-elements-2.1.0-rc.1.tgz');
  });

  it('installs from the store’s /elements/', () => {
    expect(installSnippet('https://shop.example.com', '1.0.0')).toBe(
      'npm install https://shop.example.com/elements/pc-elements-1.0.0.tgz',
    );
  });
});

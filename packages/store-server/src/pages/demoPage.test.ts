import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinedStyleHashes } from '../http/securityHeaders.ts';
import { useTempDist, useTestApp } from '../test/testApp.ts';
import { cspHash, EARLY_PRESSES_FILE, inlineDemoStylesheets, inlineEarlyScript } from './demoPage.ts';

// docs/decisions/0206: the demo page's own stylesheet is in the page, allowed by its hash.

const CSS = ':root{--demo-ink:#1b1f1d}body{margin:0}';
const LINK = '<link rel="stylesheet" crossorigin href="/demo/assets/index-S.css">';
const HEAD = `<head><title>Demo</title><script type="module" crossorigin src="/demo/assets/index-D.js"></script>${LINK}</head>`;
const files: Record<string, string> = { 'assets/index-S.css': CSS, 'assets/closing.css': 'p{}</style><p>' };
const read = async (path: string) => {
  const text = files[path];
  if (text === undefined) throw new Error(`no ${path}`);
  return text;
};

describe('inlineDemoStylesheets', () => {
  it.each([
    ['the demo stylesheet', HEAD, HEAD.replace(LINK, `<style>${CSS}</style>`), [cspHash(CSS)]],
    [
      'a link without crossorigin',
      '<link rel="stylesheet" href="/demo/assets/index-S.css">',
      `<style>${CSS}</style>`,
      [cspHash(CSS)],
    ],
    ['a file that cannot be read', '<link rel="stylesheet" href="/demo/assets/gone.css">', null, []],
    [
      'a text that would end the <style>',
      '<link rel="stylesheet" href="/demo/assets/closing.css">',
      null,
      [],
    ],
    ['a stylesheet of another place', '<link rel="stylesheet" href="/elements/pc-quiz-S.css">', null, []],
    ['no stylesheet', '<head><title>Demo</title></head>', null, []],
  ] as const)('%s', async (_, html, inlined, hashes) => {
    expect(await inlineDemoStylesheets(html, read)).toEqual({ html: inlined ?? html, styleHashes: hashes });
  });

  it("gives the CSP source of the style's exact text", () => {
    expect(cspHash(CSS)).toBe(`'sha256-${createHash('sha256').update(CSS).digest('base64')}'`);
  });
});

// docs/decisions/0229: the early script at the head's end, allowed by its hash.
describe('inlineEarlyScript', () => {
  const JS = '(function(){document.addEventListener(`click`,()=>{},!0)})();';
  it.each([
    ['the early script', HEAD, JS, HEAD.replace('</head>', `<script>${JS}</script></head>`), [cspHash(JS)]],
    ['no script built', HEAD, null, HEAD, []],
    ['a text that would end the <script>', HEAD, 'x("</script><p>")', HEAD, []],
    ['a page without a head', '<p>', JS, '<p>', []],
  ] as const)('%s', (_, html, js, inlined, hashes) => {
    expect(inlineEarlyScript({ html, styleHashes: ["'sha256-s'"] }, js)).toEqual({
      html: inlined,
      styleHashes: ["'sha256-s'"],
      scriptHashes: hashes,
    });
  });
});

describe('joinedStyleHashes', () => {
  it('joins the lists, and gives the same array while each list is the same', () => {
    let first: readonly string[] = ["'sha256-a'"];
    const second: readonly string[] = ["'sha256-b'"];
    const joined = joinedStyleHashes(
      () => first,
      () => second,
    );
    const once = joined();
    expect(once).toEqual(["'sha256-a'", "'sha256-b'"]);
    expect(joined()).toBe(once);
    first = ["'sha256-c'"];
    expect(joined()).toEqual(["'sha256-c'", "'sha256-b'"]);
  });
});

const EARLY_JS = '(function(){document.addEventListener(`keydown`,()=>{},!0)})();';

describe('a page of the store', () => {
  const dist = useTempDist('pc-demo-page-', {
    'demo/index.html': `<!doctype html><html>${HEAD}<body><main id="pc-main" tabindex="-1"></main></body></html>`,
    'demo/assets/index-S.css': CSS,
    [`elements/${EARLY_PRESSES_FILE}`]: EARLY_JS,
  });
  const t = useTestApp(() => ({ distDir: dist.path }));

  it('holds the demo stylesheet in a <style> its Content-Security-Policy names, and links none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<style>${CSS}</style>`);
    expect(res.body).not.toContain('rel="stylesheet"');
    const styleSrc = String(res.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).toContain(cspHash(CSS));
    expect(styleSrc).not.toContain("'unsafe-inline'");
    // The file is still served, for whatever asks for it.
    expect((await t.app.inject({ method: 'GET', url: '/demo/assets/index-S.css' })).body).toBe(CSS);
  });

  // docs/decisions/0229: a press before any of the page's scripts is recorded by the early script.
  it('holds the early script at its head’s end, which its Content-Security-Policy names, and no other inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/contact' });
    const early = res.body.indexOf(`<script>${EARLY_JS}</script>`);
    expect(early).toBeGreaterThan(-1);
    expect(early).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body.match(/<script>/g)).toHaveLength(1);
    const scriptSrc = String(res.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${cspHash(EARLY_JS)}`);
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ROOT_ATTRIBUTE } from '../../packages/shared/src/element/elementStyles.ts';
import { firstRenderScript, hasContent } from './firstRender.ts';

const shadowWith = (html: string): ShadowRoot => {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  return root;
};

describe('hasContent: what counts as an element’s first render (docs/decisions/0140)', () => {
  it.each([
    ['an empty shadow root', '', false],
    ['blank text', '  \n ', false],
    ['a stylesheet link and a style', '<link rel="stylesheet" href="x.css"><style>p{}</style>', false],
    ['a slot and a template', '<slot></slot><template><p>x</p></template>', false],
    ['the renderer’s wrapper, empty (React has not rendered)', '<div data-pc-root=""></div>', false],
    ['the wrapper with blank text', '<div data-pc-root=""> </div>', false],
    ['the wrapper with what React rendered', '<div data-pc-root=""><p>Hello</p></div>', true],
    [
      'the wrapper with an empty element React rendered (a skeleton)',
      '<div data-pc-root=""><div class="s"></div></div>',
      true,
    ],
    [
      'a server render: a link, then the wrapper with its view',
      '<link rel="stylesheet" href="x.css"><div data-pc-root=""><h1>Quiz</h1></div>',
      true,
    ],
    ['the bare element: React renders into the root itself', '<p>Hello there</p>', true],
    ['text alone', 'Hello', true],
  ])('%s → %s', (_, html, expected) => {
    expect(hasContent(shadowWith(html))).toBe(expected);
  });

  it('names the renderer’s own wrapper attribute (it runs in the page, so it cannot import it)', () => {
    expect(hasContent.toString()).toMatch(new RegExp(`['"]${ROOT_ATTRIBUTE}['"]`));
  });

  it('is written into the page script whole, so the page and the test judge alike', () => {
    expect(firstRenderScript('pc-quiz')).toContain(hasContent.toString());
    expect(firstRenderScript('pc-quiz')).toContain('"pc-quiz"');
  });
});
